// Build-time loader (rsbuild.config.ts, production and demo builds): a locale table
// (locales/*.json, plugins/*/locales/*.json, src/demo/locales/*.json) becomes the same table with each
// message already parsed to react-intl's AST, so the browser formats messages without the ICU parser
// (core/i18n/icuParser.ts). The parser is the one react-intl itself would run, with its defaults.
module.exports = function precompileMessages(source) {
  const callback = this.async();
  import('@formatjs/icu-messageformat-parser')
    .then(({ parse }) => {
      const table = JSON.parse(source);
      const compiled = {};
      for (const [id, message] of Object.entries(table)) {
        try {
          compiled[id] = parse(message);
        } catch (error) {
          throw new Error(`${this.resourcePath}: message "${id}" does not parse: ${error.message}`);
        }
      }
      callback(null, JSON.stringify(compiled));
    })
    .catch(callback);
};

// Build-time loader (rsbuild.config.ts, production and demo builds): a locale table
// (locales/*.json, plugins/*/locales/*.json, src/demo/locales/*.json) becomes the same table with each
// message already parsed to react-intl's AST, so the browser formats messages without the ICU parser
// (core/i18n/icuParser.ts). The parser is the one react-intl itself would run, with its defaults.
//
// With the option `part` ('start' or 'workspace': rsbuild.config.ts, for core/i18n/messages.ts and
// workspaceMessages.ts) a core table is split: the messages only the workspace shows (its shell, tiles,
// lists, shortcuts) load with the workspace, the rest (sign-in, password, notices, preferences) with
// the page. Without it, all of the table. Without the loader (dev server, unit tests), all of it too.
const WORKSPACE_PREFIXES = ['channel', 'connection', 'conversations', 'keys', 'layout', 'plugins', 'sidebar', 'sla', 'status', 'user', 'workspace'];
const isWorkspaceMessage = (id) => WORKSPACE_PREFIXES.includes(id.split('.')[0]);

module.exports = function precompileMessages(source) {
  const callback = this.async();
  const part = this.getOptions()?.part;
  import('@formatjs/icu-messageformat-parser')
    .then(({ parse }) => {
      const table = JSON.parse(source);
      const compiled = {};
      for (const [id, message] of Object.entries(table)) {
        if ((part === 'start' && isWorkspaceMessage(id)) || (part === 'workspace' && !isWorkspaceMessage(id))) continue;
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

// In built bundles (rsbuild.config.ts), what react-intl's "@formatjs/icu-messageformat-parser" resolves
// to: everything but the parser itself. Every message table is precompiled at build time
// (core/i18n/precompileMessages.cjs), so no message needs parsing in the browser. What is left is a
// string that is not in any table: a server value shown through a `defaultMessage` (general-info's
// rows), which is shown as the server sent it, a literal, never read as ICU syntax. The full parser
// (about 8 kB gzip) loads nowhere; a caller that needs it may still install it (installIcuParser).
import type { parse as fullParse } from '@formatjs/icu-messageformat-parser';
import { TYPE } from '@formatjs/icu-messageformat-parser/no-parser.js';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

let installed: typeof fullParse | undefined;

export function installIcuParser(parser: typeof fullParse): void {
  installed = parser;
}

export const parse: typeof fullParse = (message, options) => {
  if (installed) return installed(message, options);
  return message ? [{ type: TYPE.literal, value: message }] : [];
};

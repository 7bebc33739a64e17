// In built bundles (rsbuild.config.ts), what react-intl's "@formatjs/icu-messageformat-parser" resolves
// to: everything but the parser itself, which only the workspace brings (installIcuParser). The
// sign-in formats only precompiled messages (core/i18n/precompileMessages.cjs), so it never needs
// it; the workspace does, for a server value shown through a `defaultMessage`.
import type { parse as fullParse } from '@formatjs/icu-messageformat-parser';

export * from '@formatjs/icu-messageformat-parser/no-parser.js';

let installed: typeof fullParse | undefined;

export function installIcuParser(parser: typeof fullParse): void {
  installed = parser;
}

export const parse: typeof fullParse = (message, options) => {
  if (!installed) throw new Error(`The message "${message}" is not precompiled and the ICU parser is not loaded`);
  return installed(message, options);
};

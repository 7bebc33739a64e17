import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { VanillaExtractPlugin } from '@vanilla-extract/webpack-plugin';
import { EXAMPLE_REMOTE_ROOT, pluginExampleRemote } from './core/testing/demo/exampleRemote.mjs';
import { companyRelayMiddleware } from './core/testing/demo/companyRelay.mjs';
import { demoSsoMiddleware } from './core/testing/demo/identityProviderRedirect.mjs';
import { contentSecurityPolicy, REACT_ARIA_PRESSABLE_STYLE, sourceList } from './src/security/contentSecurityPolicy';

/** The build's message loader (core/i18n/precompileMessages.cjs), with its options. */
const precompile = (options?: { part: 'start' | 'workspace' }) => ({
  loader: fileURLToPath(new URL('./core/i18n/precompileMessages.cjs', import.meta.url)),
  ...(options ? { options } : {}),
});

/**
 * One config for three outputs:
 * - `npm start` (env mode "demo"): dev server on the embedded demo contact centre.
 * - `npm run build:demo`: the same, built into dist-demo (browser tests, benchmarks).
 * - `npm run build`: the production build; `__TESSERA_DEMO__` is false, so the demo
 *   (msw, the hub emulator, the demo model) is dead code and never reaches dist/.
 */
export default defineConfig(({ envMode, command }) => {
  const demo = envMode === 'demo';
  // Built bundles (production and demo) carry their messages precompiled and react-intl without the
  // ICU parser (core/i18n/icuParser.ts); the dev server and the unit tests keep plain messages.
  const precompiledMessages = command === 'build' && process.env.NODE_ENV === 'production';
  // Build-time defaults of core/config.ts; /tessera.config.js overrides them at run time.
  const env = {
    clientsApiUrl: process.env.PUBLIC_CLIENTS_API_URL,
    messagesApiUrl: process.env.PUBLIC_MESSAGES_API_URL,
    product: process.env.PUBLIC_PRODUCT,
    slug: process.env.PUBLIC_SLUG,
    recaptchaSiteKey: process.env.PUBLIC_RECAPTCHA_SITE_KEY,
    ssoUrl: process.env.PUBLIC_SSO_URL,
  };
  // Built pages carry their Content-Security-Policy (the dev server's hot reload needs eval and its own socket).
  const csp = contentSecurityPolicy({
    apiUrls: [env.clientsApiUrl ?? '/api/clients', env.messagesApiUrl ?? '/api/messages'],
    ssoUrl: env.ssoUrl,
    recaptcha: !!env.recaptchaSiteKey || process.env.PUBLIC_CSP_RECAPTCHA === '1',
    // The demo's ERP page (link widget) is served on the other loopback name, a foreign origin as a
    // company's portal is: the demo build lets it be framed; production lists its portals itself.
    frameSrc: [...sourceList(process.env.PUBLIC_CSP_FRAME_SRC), ...(demo ? ['http://localhost:*', 'http://127.0.0.1:*'] : [])],
    connectSrc: sourceList(process.env.PUBLIC_CSP_CONNECT_SRC),
    mediaSrc: sourceList(process.env.PUBLIC_CSP_MEDIA_SRC),
    // Where the company's plugins from outside the build are published (README "Plugins from outside the build").
    pluginSrc: sourceList(process.env.PUBLIC_CSP_PLUGIN_SRC),
    inlineStyles: [REACT_ARIA_PRESSABLE_STYLE],
  });
  return {
    plugins: [
      pluginReact({ reactRefreshOptions: { exclude: [/[\\/]node_modules[\\/]/, /\.css\.ts$/] } }),
      // The demo serves an example plugin from outside the build (plugins/external-deductible).
      ...(demo ? [pluginExampleRemote()] : []),
    ],
    source: {
      entry: { index: './src/main.tsx' },
      define: { __TESSERA_DEMO__: JSON.stringify(demo), __TESSERA_ENV__: JSON.stringify(env) },
    },
    resolve: {
      alias: {
        '@tessera/core$': './core/index.ts',
        // react-mosaic's wrapper and its touch backends stay out; the workspace brings its own (src/shell/workspace/dnd).
        'rdndmb-html5-to-touch$': './src/shell/workspace/dnd/mosaicTouchStandIn.ts',
        'react-dnd-multi-backend$': './src/shell/workspace/dnd/mosaicTouchStandIn.ts',
        '@tessera/core/host$': './core/host.ts',
        '@tessera/core/testing$': './core/testing/index.ts',
        // A plugin's slice of the demo contact centre (plugins/<id>/demo/): demo builds and tests only.
        '@tessera/core/testing/demo$': './core/testing/demo/index.ts',
        // For .css.ts files: the theme contract alone, without the runtime.
        '@tessera/core/theme$': './themes/contract.css.ts',
        // wouter's fallback for React before 18: React 19 has useSyncExternalStore itself.
        'use-sync-external-store/shim/index.js$': 'react',
      },
    },
    html: {
      title: 'Tessera',
      template: './src/index.html',
      // index.html puts it first in <head>: a policy applies only to what comes after it.
      templateParameters: { contentSecurityPolicy: command === 'build' ? csp : '' },
    },
    // The dev server compiles everything at start rather than each import() on first use: with the
    // workspace, the demo panel and the sign-in sharing react-aria's modules in different chunks,
    // on-demand compilation sometimes served a chunk without a module it needed (a blank demo panel).
    dev: { lazyCompilation: false },
    server: {
      port: Number(process.env.PORT) || 3000,
      // The msw worker file only exists for the demo; production never serves it.
      publicDir: demo ? [{ name: 'public' }, { name: 'core/testing/public' }, { name: EXAMPLE_REMOTE_ROOT, watch: false }] : { name: 'public' },
      // The demo plays the SSO backend (its form post is a navigation msw cannot answer) and keeps
      // the demo company's settings for every browser it serves (core/testing/demo/companyRelay.mjs).
      ...(demo
        ? {
            setup: ({ server }) => {
              server.middlewares.use(demoSsoMiddleware);
              server.middlewares.use(companyRelayMiddleware());
            },
          }
        : {}),
    },
    // TESSERA_DIST lets parallel builds (two engineers' browser test runs) keep apart.
    output: { distPath: { root: process.env.TESSERA_DIST ?? (demo ? 'dist-demo' : 'dist') } },
    performance: {
      chunkSplit: {
        strategy: 'split-by-experience',
        // The page's own code and its libraries are one file (react apart: lib-react), not an app file
        // and a vendor file: the sign-in loads fewer, better compressed bytes. Shared code of the lazy
        // parts (the workspace, the plugins' tiles, the password screens) is still split as before.
        override: {
          cacheGroups: {
            defaultVendors: { test: /[\\/]node_modules[\\/]/, priority: -10, reuseExistingChunk: true, chunks: 'async' },
            default: { minChunks: 2, priority: -20, reuseExistingChunk: true, chunks: 'async' },
          },
        },
      },
    },
    tools: {
      rspack: {
        // React Aria carries its own strings (a dialog's dismiss button, a list's announcements) in
        // some thirty languages; the workspace speaks Portuguese and English only.
        plugins: [new VanillaExtractPlugin(), optimizeLocales.rspack({ locales: ['pt-BR', 'en-US'] })],
        module: {
          rules: precompiledMessages
            ? [
                {
                  test: /[\\/]locales[\\/][a-z]+\.json$/,
                  exclude: /[\\/]node_modules[\\/]/,
                  oneOf: [
                    // The core Portuguese table (locales/pt.json, imported by these two only) in two parts:
                    // what the page needs (core/i18n/messages.ts) and what only the workspace shows
                    // (core/i18n/workspaceMessages.ts). English loads whole, when chosen.
                    { test: /[\\/]pt\.json$/, issuer: /[\\/]core[\\/]i18n[\\/]messages\.ts$/, use: [precompile({ part: 'start' })] },
                    { test: /[\\/]pt\.json$/, issuer: /[\\/]core[\\/]i18n[\\/]workspaceMessages\.ts$/, use: [precompile({ part: 'workspace' })] },
                    { use: [precompile()] },
                  ],
                },
                {
                  // react-intl's own imports of the parser get everything but the parser.
                  issuer: /[\\/]node_modules[\\/](intl-messageformat|@formatjs[\\/]intl|react-intl)[\\/]/,
                  resolve: {
                    alias: { '@formatjs/icu-messageformat-parser$': fileURLToPath(new URL('./core/i18n/icuParser.ts', import.meta.url)) },
                  },
                },
              ]
            : [],
        },
      },
    },
  };
});

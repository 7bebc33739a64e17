import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The deductible plugin's own build: a Module Federation remote (README "Plugins from outside
 * the build"). `npm run build:plugin-example` writes it to dist/ (REMOTE_DIST elsewhere); publish
 * that folder anywhere the workspace's Content-Security-Policy allows, and give an admin the
 * address of its mf-manifest.json.
 *
 * The workspace shares react, its JSX runtime, react-dom and '@tessera/core' (plugin API 1.x) as
 * singletons: the remote carries none of them (`import: false`), so it runs against the
 * workspace's own core, state, messages and theme. Anything else it imports (zod here) it carries.
 */
const host = (requiredVersion: string) => ({ singleton: true, import: false as const, requiredVersion });

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: {} },
  resolve: {
    // Types and the unit tests use the repository's core; the build takes the workspace's at run time.
    alias: { '@tessera/core$': fileURLToPath(new URL('../../core/index.ts', import.meta.url)) },
  },
  tools: { htmlPlugin: false },
  // The repository's public folder is the workspace's, not the plugin's.
  server: { publicDir: false },
  output: {
    distPath: { root: process.env.REMOTE_DIST ?? fileURLToPath(new URL('./dist', import.meta.url)) },
    // Its chunks load from wherever its manifest is published.
    assetPrefix: 'auto',
    cleanDistPath: true,
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  moduleFederation: {
    options: {
      name: 'tessera_plugin_deductible',
      exposes: { './plugin': fileURLToPath(new URL('./index.ts', import.meta.url)) },
      manifest: {},
      shared: {
        react: host('^19.0.0'),
        'react/jsx-runtime': host('^19.0.0'),
        'react-dom': host('^19.0.0'),
        '@tessera/core': host('^1.0.0'),
      },
    },
  },
});

/**
 * Import boundaries (DESIGN.md §2 "Feature-free core"), checked in CI by `npm run lint:boundaries`:
 * - plugins use only the public entries of the core: '@tessera/core', '@tessera/core/testing'
 *   (tests), '@tessera/core/testing/demo' (their demo slice, plugins/<id>/demo/) and
 *   '@tessera/core/theme' ('.css.ts'); never core's own files, never
 *   the host-only '@tessera/core/host', never src/, never another plugin's files;
 * - the core knows no plugin and no app: nothing in core/ imports plugins/ or src/.
 * Plugin tests that reach into another plugin are reported as warnings for now (the harness that
 * replaces those imports is on its way); the same import from plugin code fails.
 */
const TEST = '\\.test\\.tsx?$';
/** The public entries of the core, as the aliases resolve them (tsconfig paths). */
const PUBLIC_ENTRIES = ['^core/index\\.ts$', '^core/testing/index\\.ts$', '^core/testing/demo/index\\.ts$', '^themes/contract\\.css\\.ts$'];

module.exports = {
  forbidden: [
    {
      name: 'plugin-uses-core-internals',
      comment: "A plugin imports only '@tessera/core', '@tessera/core/testing' and '@tessera/core/theme', never core's files.",
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(core|themes)/', pathNot: PUBLIC_ENTRIES },
    },
    {
      name: 'plugin-uses-core-by-relative-path',
      comment: "A plugin names the core by its entry ('@tessera/core'), not by a relative path.",
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^(core|themes)/', dependencyTypesNot: ['aliased-tsconfig'] },
    },
    {
      name: 'plugin-uses-host',
      comment: "'@tessera/core/host' is for the app (src/) only.",
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: ['^core/host(\\.tsx?|/)', '^@tessera/core/host'] },
    },
    {
      name: 'plugin-ships-testing',
      comment: "Only a plugin's tests and its demo slice (demo/) use the testing entries: the production build never carries them.",
      severity: 'error',
      from: { path: '^plugins/', pathNot: [TEST, '^plugins/[^/]+/demo/'] },
      to: { path: '^core/testing/' },
    },
    {
      name: 'plugin-ships-its-demo',
      comment: "A plugin's demo slice (demo/) is registered by the demo and the tests (src/demo/slices.ts), never imported by the plugin's own code.",
      severity: 'error',
      from: { path: '^plugins/([^/]+)/', pathNot: [TEST, '^plugins/[^/]+/demo/'] },
      to: { path: '^plugins/$1/demo/' },
    },
    {
      name: 'classic-zod-in-the-bundle',
      comment: "Shipped code validates with 'zod/mini' (a third of classic zod's weight); tests may use either. Core accepts both kinds of schema.",
      severity: 'error',
      from: { path: '^(core|plugins|src)/', pathNot: TEST },
      to: { path: '^node_modules/zod/(index\\.|v4/index\\.|v4/classic/)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'plugin-uses-app',
      comment: 'A plugin never imports the app (src/).',
      severity: 'error',
      from: { path: '^plugins/' },
      to: { path: '^src/' },
    },
    {
      name: 'plugin-uses-another-plugin',
      comment: "A plugin never imports another plugin's files: commands, services, the bus and the store's actions connect them.",
      severity: 'error',
      from: { path: '^plugins/([^/]+)/', pathNot: TEST },
      to: { path: '^plugins/', pathNot: '^plugins/$1/' },
    },
    {
      name: 'plugin-test-uses-another-plugin',
      comment:
        "A plugin's test reaches into another plugin's files: install that plugin by its manifest (its index) and render through the harness (renderWorkspace) instead.",
      severity: 'error',
      from: { path: `^plugins/([^/]+)/.*${TEST}` },
      to: { path: '^plugins/', pathNot: ['^plugins/$1/', '^plugins/[^/]+/index\\.ts$'] },
    },
    {
      name: 'core-uses-plugins-or-app',
      comment: 'The core has no knowledge of any plugin, nor of the app that hosts it.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(plugins|src)/' },
    },
    {
      name: 'not-resolvable',
      comment: 'An import that resolves to nothing (a typo, a removed file or a missing package).',
      severity: 'error',
      from: { path: '^(core|plugins|src)/' },
      to: { couldNotResolve: true, pathNot: ['^virtual:', '^node:'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // node_modules stay as leaves (doNotFollow), so a rule can name a package's entry.
    exclude: { path: '(^|/)(dist[^/]*|\\.probe|tests/e2e/artifacts)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};

import { withRsbuildConfig } from '@rstest/adapter-rsbuild';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  extends: withRsbuildConfig(),
  testEnvironment: 'happy-dom',
  include: ['{core,plugins,src,tests}/**/*.test.{ts,tsx}'],
  setupFiles: ['./tests/setup.ts'],
  // `npm test` prints what failed (with that test's logs) and a dot per test otherwise:
  // the logs of passing tests, expected failures included, are dropped.
  reporters: ['dot'],
  silent: 'passed-only',
});

import { withRsbuildConfig } from '@rstest/adapter-rsbuild';
import { defineConfig } from '@rstest/core';

export default defineConfig({
  extends: withRsbuildConfig(),
  testEnvironment: 'happy-dom',
  include: ['{core,plugins,src,tests}/**/*.test.{ts,tsx}'],
  setupFiles: ['./tests/setup.ts'],
});

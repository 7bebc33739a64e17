import { defineConfig } from '@rstest/core';

/** Browser tests: Node drives Debian Chromium (playwright-core) against the built demo. */
export default defineConfig({
  include: ['tests/e2e/**/*.e2e.ts'],
  testEnvironment: 'node',
  globalSetup: ['./tests/e2e/support/globalSetup.ts'],
  setupFiles: ['./tests/e2e/support/sharedCompany.ts'],
  testTimeout: 90_000,
  hookTimeout: 120_000,
  // The UI answers live events; give it real time to show them.
  expect: { poll: { timeout: 10_000, interval: 100 } },
  // One browser at a time: CI machines have two cores.
  pool: { maxWorkers: 1 },
});

import { defineConfig } from '@rstest/core';
import e2e from './rstest.e2e.config';

/**
 * The standing suites of issue 8 (kill storm, hostile corpus, stored-state fuzz): browser tests like
 * tests/e2e, each printing its figures. They join CI (`npm run test:e2e`) as the fixes land.
 */
export default defineConfig({ ...e2e, include: ['tests/standing/**/*.e2e.ts'] });

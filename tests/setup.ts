import { afterEach } from '@rstest/core';
import { cleanup } from '@testing-library/react';

// Testing Library unmounts after each test only with global hooks; rstest has none by default.
afterEach(() => cleanup());

// Expected failures (a refused call, a broken plugin) are logged with their Error: the test output
// shows what failed, not the stack of a failure the test caused on purpose.
const brief = (detail: unknown) => (detail instanceof Error ? `${detail.name}: ${detail.message}` : detail);
for (const level of ['warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => original(...args.map(brief));
}

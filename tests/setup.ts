import { setMaxListeners } from 'node:events';
import { afterEach } from '@rstest/core';
import { cleanup } from '@testing-library/react';
import { addCoreMessages } from '../core/i18n/messages';
import { demoMessages } from '../src/demo/messages';

// msw's WebSocket mocking keeps, on one BroadcastChannel made when it loads, a listener for every
// hub socket a test file opens (a harness per test): more than ten in a file is expected here, not
// a leak to warn about. Set before msw loads, so its channel is made with this limit.
setMaxListeners(50);

// Every installed plugin's slice of the demo contact centre (REST handlers, state, controls), as the
// demo boot registers them: after the limit above, since the slices bring msw in.
await import('../src/demo/slices');

// Testing Library unmounts after each test only with global hooks; rstest has none by default.
afterEach(() => cleanup());

// Expected failures (a refused call, a broken plugin) are logged with their Error: the test output
// shows what failed, not the stack of a failure the test caused on purpose.
const brief = (detail: unknown) => (detail instanceof Error ? `${detail.name}: ${detail.message}` : detail);
for (const level of ['warn', 'error'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => original(...args.map(brief));
}

// Unit tests drive the demo's own UI (accounts, mailbox, panel): its messages, as the demo boot adds them.
addCoreMessages(demoMessages);

import { afterEach, beforeEach } from '@rstest/core';
import { setLogSink } from '../logger';
import { resetStore, type Session, store } from '../state/store';

/**
 * A signed-in agent's session without a server, for unit tests of plugins and the runtime
 * (plugins run only while a session is on). The harness signs in for real instead.
 */
export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    authorization: 'Bearer test-token',
    user: { id: '1001', name: 'Ana Souza', email: 'agente@tessera.demo' } as Session['user'],
    role: 'agent',
    availabilities: [{ id: 'avl-online', name: 'Online', default: true, children: [] }],
    features: [],
    permissionsExtra: {},
    profiles: [],
    roles: [],
    ...overrides,
  };
}

/**
 * Per test: a signed-in session without a server (plugins then run), and the workspace's
 * diagnostics collected in the returned list instead of printed (expected failures stay quiet).
 */
export function useTestSession(overrides: Partial<Session> = {}): string[] {
  const logged: string[] = [];
  beforeEach(() => {
    store.session = testSession(overrides);
    logged.length = 0;
    setLogSink({ info: () => undefined, warn: (m) => void logged.push(m), error: (m) => void logged.push(m) });
  });
  afterEach(() => {
    setLogSink(undefined);
    resetStore();
  });
  return logged;
}

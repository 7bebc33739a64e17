import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { setLogSink } from '../logger';
import { clearSession } from '../session/signOut';
import { restoreSession } from '../session/restore';
import { loadPersistedState, persistStore, readTheme, readVolume, storageKeys } from './persistence';
import { initialState, resetStore, store } from './store';

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp }))}.s`;

function signedInState(token: string) {
  return {
    ...initialState(),
    session: {
      authorization: token,
      user: { id: '1', name: 'Ana', email: 'a@b.c', permissions_extra: {} },
      role: 'agent' as const,
      availabilities: [],
      features: [],
      permissionsExtra: {},
      profiles: [],
      roles: ['agent'],
    },
  };
}

beforeEach(() => {
  localStorage.clear();
  resetStore();
});
afterEach(() => resetStore());

describe('persistence', () => {
  test('the whole state is saved under "state", theme under "appTheme", volume under "volume"', () => {
    const stop = persistStore(0);
    store.preferences.theme = 'dark';
    store.preferences.volume = 40;
    store.drafts.c1 = 'olá';
    stop();
    expect(JSON.parse(localStorage.getItem(storageKeys.state)!).drafts).toEqual({ c1: 'olá' });
    expect(localStorage.getItem(storageKeys.theme)).toBe('dark');
    expect(localStorage.getItem(storageKeys.volume)).toBe('40');
    expect(readTheme()).toBe('dark');
    expect(readVolume()).toBe(40);
  });

  test('a corrupt state is dropped instead of breaking the start, and says so in the log', () => {
    const warnings: string[] = [];
    setLogSink({ warn: (m) => warnings.push(m), error: () => undefined, info: () => undefined });
    try {
      localStorage.setItem(storageKeys.state, '{not json');
      expect(loadPersistedState().session).toBeNull();
    } finally {
      setLogSink(undefined);
    }
    expect(warnings).toEqual(['[state] stored state is not JSON; starting clean']);
  });

  test('a stored session with an expired token is logged out and cleared at start', () => {
    localStorage.setItem(storageKeys.state, JSON.stringify(signedInState(jwt(Date.now() / 1000 - 60))));
    expect(restoreSession()).toBe(false);
    expect(store.session).toBeNull();
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
  });

  test('a stored session with a valid token comes back', () => {
    localStorage.setItem(storageKeys.state, JSON.stringify(signedInState(jwt(Date.now() / 1000 + 600))));
    expect(restoreSession()).toBe(true);
    expect(store.session?.user.name).toBe('Ana');
  });

  test('a logout clears all state but keeps the preferences', () => {
    resetStore(signedInState('token'));
    store.preferences.language = 'en';
    store.drafts.c1 = 'x';
    clearSession();
    expect(store.session).toBeNull();
    expect(store.drafts).toEqual({});
    expect(store.preferences.language).toBe('en');
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
  });
});

describe('saving under a burst', () => {
  /** The page's idle callbacks, run when the test says the page is idle. */
  function idleTime() {
    const waiting: (() => void)[] = [];
    const scope = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
    scope.requestIdleCallback = (run: () => void) => waiting.push(run);
    scope.cancelIdleCallback = () => undefined;
    return {
      get waiting() {
        return waiting.length;
      },
      pass: () => waiting.splice(0).forEach((run) => run()),
      restore: () => {
        delete scope.requestIdleCallback;
        delete scope.cancelIdleCallback;
      },
    };
  }
  const saved = () => JSON.parse(localStorage.getItem(storageKeys.state) ?? 'null') as { drafts: Record<string, string> } | null;

  test('hundreds of changes are one save, after the delay and in idle time, never in the changes\u2019 own task', () => {
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const idle = idleTime();
    const stop = persistStore(250);
    try {
      for (let i = 0; i < 300; i++) store.drafts[`c${i % 30}`] = `rascunho ${i}`;
      expect(saved()).toBeNull();
      rs.advanceTimersByTime(250);
      // Due, but the page is busy: it waits for idle time.
      expect(saved()).toBeNull();
      expect(idle.waiting).toBe(1);
      idle.pass();
      expect(saved()?.drafts.c29).toBe('rascunho 299');
      expect(idle.waiting).toBe(0);
    } finally {
      stop();
      idle.restore();
      rs.useRealTimers();
    }
  });
});

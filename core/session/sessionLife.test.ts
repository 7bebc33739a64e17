import { describe, expect, rs, test } from '@rstest/core';
import { http, HttpResponse } from 'msw';
import { getAuthorization, urlOf } from '../api/client';
import { endpoints } from '../api/endpoints';
import { toastQueue } from '../notify/notifier';
import { persistStore, storageKeys } from '../state/persistence';
import { store } from '../state/store';
import { useHarness, waitFor } from '../testing/harness';
import { startPing } from './ping';
import { acknowledgeForcedLogout, handleLogoutByManager, handleSessionEndedByServer } from './sessionEnd';
import { signOut } from './signOut';

const harness = useHarness({ paused: true });
const events = () => harness.demo.model.userEvents().map((e) => e.event);

/** Runs a ping every 5 ms until `stop`; counts how often the session was found ended. */
function pingFast() {
  let ended = 0;
  const stop = startPing(() => ended++, 5);
  return { stop, ended: () => ended };
}

describe('the keep-alive ping', () => {
  test('a live session stays signed in across pings', async () => {
    const ping = pingFast();
    await new Promise((resolve) => setTimeout(resolve, 60));
    ping.stop();
    expect(ping.ended()).toBe(0);
    expect(store.session).not.toBeNull();
  });

  test('an answer without availability_id means the server ended the session, reported once', async () => {
    await harness.demo.control.endSession();
    const ping = pingFast();
    await waitFor(() => ping.ended() > 0, 2000, 'the ended session');
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(ping.ended()).toBe(1);
  });

  test('a token the server no longer accepts (401) ends the session too', async () => {
    await harness.demo.control.logoutByManager();
    const ping = pingFast();
    await waitFor(() => ping.ended() > 0, 2000, 'the refused token');
    ping.stop();
  });

  test('a server failure (500) is not a logout: the next ping tries again', async () => {
    harness.demo.server.use(
      http.patch(urlOf(endpoints.lastPing()), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    const ping = pingFast();
    await new Promise((resolve) => setTimeout(resolve, 60));
    ping.stop();
    expect(ping.ended()).toBe(0);
  });
});

describe('the session ended by the server', () => {
  test('stops the workspace at once, shows the logoutSystem notice for its time, then signs out', async () => {
    const ended = handleSessionEndedByServer(80);
    expect(store.connection.endedBySystem).toBe(true);
    expect(getAuthorization()).toBeUndefined();
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
    expect(store.session).not.toBeNull();
    const notice = toastQueue.visibleToasts.find((t) => typeof t.content.text === 'object' && t.content.text.id === 'session.logoutSystem');
    expect(notice?.timeout).toBe(80);
    await ended;
    expect(store.session).toBeNull();
    await waitFor(() => events().includes('logoutSystem'), 2000, 'the logoutSystem event');
  });
});

describe('the forced logout by a manager', () => {
  test('drops the header and the stored state at once, keeps them gone, and ends on OK', async () => {
    const stopPersisting = persistStore(0);
    store.drafts.c1 = 'rascunho';
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(localStorage.getItem(storageKeys.state)).not.toBeNull();

    handleLogoutByManager();
    expect(store.connection.logoutByManager).toBe(true);
    expect(getAuthorization()).toBeUndefined();
    expect(localStorage.getItem(storageKeys.state)).toBeNull();
    // The workspace is still on screen behind the dialog; it must not write the state back.
    store.drafts.c1 = 'mais texto';
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(localStorage.getItem(storageKeys.state)).toBeNull();

    acknowledgeForcedLogout();
    expect(store.session).toBeNull();
    expect(store.connection.logoutByManager).toBe(false);
    stopPersisting();
  });

  test('the hub event reaches the workspace: the flag is set and the event reported', async () => {
    const reported: unknown[] = [];
    harness.demo.server.events.on('request:start', ({ request }) => {
      if (request.url === urlOf(endpoints.userEvents())) void request.clone().json().then((body) => reported.push(body));
    });
    await harness.connectHub();
    await harness.demo.control.forceLogout();
    await waitFor(() => store.connection.logoutByManager, 3000, 'the forced logout');
    expect(getAuthorization()).toBeUndefined();
    await waitFor(() => reported.length > 0, 2000, 'the event');
    expect(reported[0]).toMatchObject({ event: 'logoutByManager', version: '1.44.0', payload: { front: { app: 'tessera' } } });
    expect(Date.parse((reported[0] as { timestamp: string }).timestamp)).toBeGreaterThan(Date.now() - 60_000);
    // The token died with the logout, yet the server still records how the session ended.
    await waitFor(() => events().includes('logoutByManager'), 2000, 'the recorded event');
  });
});

describe('sign-out', () => {
  test('is refused while a conversation is still in service', async () => {
    await harness.connectHub();
    const id = await harness.demo.control.newConversation();
    await waitFor(() => !!store.conversations[id], 3000, 'the new conversation');
    const result = await signOut();
    expect(result).toEqual({ ok: false, reason: 'engagedConversations', conversationIds: expect.arrayContaining([id]) });
    expect(store.session).not.toBeNull();
  });

  test('a server that does not answer does not hold the agent: signed out once the wait is over', async () => {
    for (const id of Object.keys(store.conversations)) store.conversations[id]!.status = 'closed';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    harness.demo.server.use(http.post(urlOf(endpoints.logout()), async () => {
      await held;
      return HttpResponse.json({ data: null });
    }));
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const started = Date.now();
      expect(await signOut({ waitMs: 50 })).toEqual({ ok: true });
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(store.session).toBeNull();
      expect(warn.mock.calls.flat().join(' ')).toContain('did not answer the sign-out within 50 ms');
    } finally {
      release();
      warn.mockRestore();
    }
  });

  test('otherwise tells the server (event, then logout) and clears all state', async () => {
    for (const id of Object.keys(store.conversations)) store.conversations[id]!.status = 'closed';
    expect(await signOut()).toEqual({ ok: true });
    expect(store.session).toBeNull();
    expect(store.conversations).toEqual({});
    expect(events()).toEqual(expect.arrayContaining(['login', 'logout']));
  });
});

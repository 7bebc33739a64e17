import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { getAuthorization, onSessionRejected } from '../api/client';
import { loadConversations } from '../conversations/service';
import { changePassword } from './password';
import { toastQueue } from '../notify/notifier';
import { store } from '../state/store';
import { useHarness } from '../testing/harness';
import { handleSessionRejected } from './sessionRejected';

const harness = useHarness({ paused: true });
const shownNotices = () => toastQueue.visibleToasts.map(({ content: { text } }) => (typeof text === 'string' ? text : text.id));
let undo: () => void = () => undefined;
beforeEach(() => {
  undo = onSessionRejected(handleSessionRejected);
});
afterEach(() => undo());

describe('a token the server no longer accepts ends the session at once', () => {
  test('a 401 to any call of the session: signed out in this and every window, with a notice', async () => {
    harness.demo.model.logout(getAuthorization()!);
    await loadConversations();
    expect(store.session).toBeNull();
    expect(getAuthorization()).toBeUndefined();
    expect(shownNotices()).toContain('session.rejected');
  });

  test("a supervisor's logout says so: the 'disconnected' dialog, even when its hub event never arrived", async () => {
    await harness.demo.control.logoutByManager();
    await loadConversations();
    expect(store.connection.logoutByManager).toBe(true);
    expect(getAuthorization()).toBeUndefined();
  });

  test("a 401 to a call made with another token (a spent password link) is not the session's", async () => {
    await expect(changePassword({ password: 'Nova#Senha2026', token: 'spent-link' })).rejects.toMatchObject({ status: 401 });
    expect(store.session).not.toBeNull();
    expect(shownNotices()).not.toContain('session.rejected');
  });
});

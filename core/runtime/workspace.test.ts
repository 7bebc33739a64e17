import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { onSessionRejected } from '../api/client';
import { setLogSink } from '../logger';
import { handleSessionRejected } from '../session/sessionRejected';
import { layout } from '../layout/state';
import { store } from '../state/store';
import { type Harness, startHarness, waitUntil } from '../testing/harness';

let harness: Harness;
const warnings: string[] = [];

beforeEach(async () => {
  warnings.length = 0;
  setLogSink({ warn: (m) => warnings.push(m), error: (m) => warnings.push(m), info: () => undefined });
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
});
afterEach(async () => {
  await harness.stop();
  setLogSink(undefined);
});

describe('the workspace runtime over the real hub client', () => {
  test('connects and reports the status; a conversation from the queue reaches the list', async () => {
    expect(store.connection.status).toBe('disconnected');
    await harness.connectHub();
    expect(store.connection.status).toBe('connected');
    const id = await harness.demo.control.newConversation({ channel: 'webchat' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'newMessageQueue' });
    expect(store.conversations[id]!.channel).toBe('webchat');
  });

  test('threads restored from the last session catch up as the workspace starts: what came after the last save shows', async () => {
    const id = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!.conversationId;
    const { loadMessages } = await import('../conversations/service');
    await loadMessages(id, 1);
    // The page went away (a reload) before this message was saved: the restored thread lacks it.
    await harness.demo.control.consumerSends(id, 'Mandei logo antes de você recarregar.');
    expect(store.threads[id]!.messages.some((m) => m.text === 'Mandei logo antes de você recarregar.')).toBe(false);

    await harness.connectHub();
    await waitUntil(() => store.threads[id]!.messages.some((m) => m.text === 'Mandei logo antes de você recarregar.'), { timeout: 3_000, what: 'the catch-up' });
    const ids = store.threads[id]!.messages.map((m) => m._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('after a dropped socket it reconnects by itself and resyncs: nothing lost, nothing doubled', async () => {
    await harness.connectHub();
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the conversation' });
    await harness.open(id);
    const before = store.threads[id]!.messages.length;

    // The socket drops and the consumer writes twice before the client is back.
    await harness.demo.control.dropConnection();
    await harness.demo.control.consumerSends(id, 'Vocês ainda estão aí?');
    await harness.demo.control.consumerSends(id, 'Preciso do guincho com urgência.');
    await waitUntil(() => store.connection.status === 'connected', { timeout: 5_000, what: 'the reconnect' });
    await waitUntil(() => (store.threads[id]?.messages.length ?? 0) >= before + 2, { timeout: 5_000, what: 'the resync' });

    // And a message after the reconnect arrives live, once.
    await harness.demo.control.consumerSends(id, 'Obrigado!');
    await waitUntil(() => store.threads[id]!.messages.some((m) => m.text === 'Obrigado!'), { timeout: 3_000, what: 'the live message' });
    const texts = store.threads[id]!.messages.map((m) => m.text);
    expect(texts.filter((t) => t === 'Vocês ainda estão aí?')).toHaveLength(1);
    expect(texts.filter((t) => t === 'Preciso do guincho com urgência.')).toHaveLength(1);
    expect(texts.filter((t) => t === 'Obrigado!')).toHaveLength(1);
    const ids = store.threads[id]!.messages.map((m) => m._id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('a malformed event is logged with what was wrong and skipped; the next good one is applied', async () => {
    await harness.connectHub();
    const userId = store.session!.user.id;
    harness.demo.hub.deliver({ userId, event: 'newMessageTelegram', payload: { conversationId: 'x', message: { by: 'nobody' } } as never });
    const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the good event' });
    expect(warnings.some((w) => w.includes('malformed "newMessageTelegram"') && w.includes('message.by'))).toBe(true);
  });

  test('a company plugin change announced on the hub reloads the enablement', async () => {
    await harness.connectHub();
    await harness.demo.control.setPluginEnabled('insight', false);
    await waitUntil(() => store.company.plugins.insight?.enabled === false, { timeout: 3_000, what: 'the new enablement' });
  });

  test('what the company changed while the socket was down (plugins, features, default layout) applies after the reconnect', async () => {
    await harness.connectHub();
    expect(store.company.plugins.insight?.enabled).not.toBe(false);
    const tabBefore = store.session!.features.find((f) => f.name === 'Tab');
    // The admin saves while this workspace is offline: the hub's events for it are never delivered.
    await harness.demo.control.dropConnection(400);
    await harness.demo.control.setPluginEnabled('insight', false);
    await harness.demo.control.setFeature('Tab', { active: !tabBefore?.active, required: true });
    await harness.demo.control.setCompanyLayout({ tree: 'conversations.list', dock: null });
    expect(store.company.plugins.insight?.enabled).not.toBe(false);

    await waitUntil(() => store.connection.status === 'connected', { timeout: 5_000, what: 'the reconnect' });
    await waitUntil(() => store.company.plugins.insight?.enabled === false, { timeout: 3_000, what: 'the plugin change' });
    await waitUntil(() => store.session!.features.find((f) => f.name === 'Tab')?.active === !tabBefore?.active, { timeout: 3_000, what: 'the feature change' });
    await waitUntil(() => layout.company?.tree === 'conversations.list', { timeout: 3_000, what: 'the default layout' });
  });

  test("a supervisor's logout while the socket is down: the refused reconnection ends the session at once, with the supervisor's dialog", async () => {
    const undo = onSessionRejected(handleSessionRejected);
    try {
      await harness.connectHub();
      // The network is down when the supervisor acts: the logoutByManager event never arrives.
      await harness.demo.control.dropConnection(300);
      await harness.demo.control.logoutByManager();
      await waitUntil(() => store.connection.logoutByManager, { timeout: 8_000, what: "the supervisor's dialog" });
      expect(store.connection.status).not.toBe('connected');
    } finally {
      undo();
    }
  });
});

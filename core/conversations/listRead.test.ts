import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { http } from 'msw';
import { endpoints } from '../api/endpoints';
import { getConfig } from '../config';
import { store } from '../state/store';
import { ok } from '../testing/demo/handlers/respond';
import { apiUrl } from '../testing/demo/handlers/urls';
import { type Harness, startHarness, waitUntil } from '../testing/harness';
import { loadConversations, loadMessages } from './service';

/** A list read is the server's state when it read it: what came after it must not be undone by it. */

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
  await harness.connectHub();
  await loadConversations();
});
afterEach(() => harness.stop());

describe('a list read that answers late', () => {
  test('keeps a conversation that arrived while it was out, with the thread loaded meanwhile', async () => {
    const { control, model, server } = harness.demo;
    const userId = store.session!.user.id;
    let answer: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let asked = false;
    server.use(
      http.get(apiUrl(endpoints.conversations(getConfig().product)), async ({ request }) => {
        if (new URL(request.url).searchParams.has('id')) return undefined;
        // What the server read when the request came, answered later.
        const list = model.listConversations(userId);
        asked = true;
        await released;
        return ok(list);
      }),
    );
    const reading = loadConversations();
    await waitUntil(() => asked, { timeout: 3_000, what: 'the list request' });

    const arrived = await control.newConversation({ channel: 'whatsapp' });
    await waitUntil(() => !!store.conversations[arrived], { timeout: 3_000, what: 'the arrival' });
    await loadMessages(arrived, 1);
    const loaded = store.threads[arrived]!.messages.length;
    expect(loaded).toBeGreaterThan(0);

    answer();
    await reading;
    expect(store.conversations[arrived]).toBeDefined();
    expect(store.threads[arrived]?.messages.length).toBe(loaded);
  });

  test('still lets go of a conversation held before it that the server no longer lists', async () => {
    const { control } = harness.demo;
    const id = await control.newConversation({ channel: 'webchat' });
    await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the arrival' });
    await loadMessages(id, 1);
    // The event that took it away was missed: only the list says so.
    harness.demo.model.transferBySystem(id);
    await loadConversations();
    expect(store.conversations[id]).toBeUndefined();
    expect(store.threads[id]).toBeUndefined();
  });
});

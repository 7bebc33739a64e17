import { describe, expect, test } from '@rstest/core';
import { render } from '@testing-library/react';
import { store } from '../state/store';
import { useHarness, waitUntil } from '../testing/harness';
import { loadMessages } from './service';
import { useFullHistory } from './useFullHistory';

const harness = useHarness();

function WholeHistory({ conversationId }: { conversationId: string }) {
  useFullHistory(conversationId);
  return null;
}

describe('useFullHistory', () => {
  test('loads every older page of a long conversation, then stops at its start', async () => {
    const longest = Object.values(store.conversations).sort(
      (a, b) => harness.demo.model.state.conversations[b.conversationId]!.messages.length - harness.demo.model.state.conversations[a.conversationId]!.messages.length,
    )[0]!;
    const total = harness.demo.model.state.conversations[longest.conversationId]!.messages.length;
    expect(total).toBeGreaterThan(30);
    await loadMessages(longest.conversationId, 1);
    render(<WholeHistory conversationId={longest.conversationId} />);
    await waitUntil(() => store.threads[longest.conversationId]!.complete, { timeout: 5_000, what: 'the whole history' });
    expect(store.threads[longest.conversationId]!.messages).toHaveLength(total);
  });

  test('stops at the first error instead of asking again and again', async () => {
    let requests = 0;
    harness.demo.server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/message?')) requests += 1;
    });
    const id = 'no-such-conversation';
    await loadMessages(id, 1);
    expect(store.threads[id]!.status).toBe('error');
    render(<WholeHistory conversationId={id} />);
    // A page the hook asked for would have left before a request made after its effects.
    await harness.flushRequests();
    expect(requests).toBe(1);
  });
});

import { type Message } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '.';
import ConversationTile from './ConversationTile';
import { renderCost, startWithin, WINDOW_BUDGET } from './threadWindow';

const harness = useHarness({ paused: true });

const START = Date.parse('2026-11-20T08:00:00.000Z');
const message = (i: number, text = `Mensagem número ${i}`): Message => ({
  _id: `m${i}`,
  by: i % 2 ? 'agent' : 'consumer',
  text,
  sentTime: new Date(START + i * 60_000).toISOString(),
  files: [],
  favorite: false,
  private: false,
  unread: false,
  status: {},
});

/**
 * One of the agent's conversations holding `count` messages, its whole history (as after a long
 * shift, or a reload that restored it), open in the conversation tile.
 */
async function openThread(count: number) {
  const c = Object.values(store.conversations).find((x) => x.status === 'active')!;
  const messages = Array.from({ length: count }, (_, i) => message(i));
  store.threads[c.conversationId] = { messages, nextPage: Math.floor(count / 15) + 1, complete: true, status: 'success' };
  const { runtime } = harness.render(<ConversationTile />, [conversationPlugin]);
  harness.open(c.conversationId);
  const log = await screen.findByRole('log', { name: `Mensagens com ${c.consumer.name}` });
  await within(log).findByText(`Mensagem número ${count - 1}`);
  return { id: c.conversationId, log, view: runtime.service('conversation.view')! };
}

const messageItems = (log: HTMLElement) => log.querySelectorAll('li[data-message-id]');

describe('a long thread', () => {
  test('opens at its newest messages without rendering the whole history; older ones come in as the agent asks, without a request', async () => {
    const { log } = await openThread(2_000);
    const first = messageItems(log).length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(WINDOW_BUDGET);
    expect(within(log).queryByText('Mensagem número 0')).toBeNull();
    // The history is all held: its start is not claimed while older messages are not shown.
    expect(screen.queryByText('Início da conversa')).toBeNull();

    const oldestShown = Number(messageItems(log)[0]!.getAttribute('data-message-id')!.slice(1));
    const requests: string[] = [];
    harness.demo.server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    });
    await within(log).findByText(`Mensagem número ${oldestShown - 1}`);
    expect(messageItems(log).length).toBeGreaterThan(first);
    expect(messageItems(log).length).toBeLessThanOrEqual(first + WINDOW_BUDGET);
    expect(requests.filter((url) => url.includes('/message'))).toEqual([]);
  });

  test('a message far back that a search or an Insight term points at is brought in and marked', async () => {
    const { id, log, view } = await openThread(2_000);
    act(() => view.highlight(id, 'número', 'm3'));
    await waitUntil(() => log.querySelector('li[data-message-id="m3"]')?.getAttribute('aria-current') === 'true', { timeout: 5_000, what: 'the match far back' });
    expect(log.querySelector('li[data-message-id="m3"]')!.textContent).toContain('Mensagem número 3');
  });

  test('a short thread shows whole, with the start of the conversation', async () => {
    const { log } = await openThread(12);
    expect(messageItems(log)).toHaveLength(12);
    expect(screen.getByText('Início da conversa')).toBeTruthy();
  });
});

describe('what one window renders', () => {
  test('ordinary messages up to the budget, and a 100 KB message as a window of its own', () => {
    const ordinary = Array.from({ length: 500 }, (_, i) => message(i));
    expect(ordinary.length - startWithin(ordinary, ordinary.length)).toBe(WINDOW_BUDGET);
    const huge = [...ordinary, message(500, 'a'.repeat(100_000)), message(501, 'depois')];
    expect(renderCost(huge[500]!)).toBeGreaterThan(WINDOW_BUDGET);
    // The newest message, then the huge one alone, then ordinary ones again: never two budgets' worth at once.
    expect(startWithin(huge, huge.length)).toBe(501);
    expect(startWithin(huge, 501)).toBe(500);
    expect(startWithin(huge, 500)).toBe(500 - WINDOW_BUDGET);
  });
});

import { type Message } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '.';
import ConversationTile from './ConversationTile';
import { estimateRowHeight, threadRows } from './threadRows';
import { seesNewest, UNLAID_ROWS, unlaidRange, withKept } from './useThreadVirtualizer';

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
async function openThread(count: number, { complete = true, unreadFrom = count } = {}) {
  const c = Object.values(store.conversations).find((x) => x.status === 'active')!;
  const messages = Array.from({ length: count }, (_, i) => ({ ...message(i), unread: i >= unreadFrom && i % 2 === 0 }));
  store.threads[c.conversationId] = { messages, nextPage: Math.floor(count / 15) + 1, complete, status: 'success' };
  const { runtime } = harness.render(<ConversationTile />, [conversationPlugin]);
  harness.open(c.conversationId);
  const log = await screen.findByRole('log', { name: `Mensagens com ${c.consumer.name}` });
  await within(log).findByText(`Mensagem número ${count - 1}`);
  return { id: c.conversationId, log, view: runtime.service('conversation.view')! };
}

const messageItems = (log: HTMLElement) => log.querySelectorAll('li[data-message-id]');

describe('a long thread', () => {
  test('opens at its newest messages with only a screenful mounted, whatever it holds', async () => {
    const { log } = await openThread(2_000);
    expect(messageItems(log).length).toBeGreaterThan(0);
    expect(messageItems(log).length).toBeLessThanOrEqual(UNLAID_ROWS);
    expect(within(log).queryByText('Mensagem número 0')).toBeNull();
    expect(messageItems(log)[messageItems(log).length - 1]!.textContent).toContain('Mensagem número 1999');
  });

  test('"load older" fetches the next older page from the server while the history is not all held', async () => {
    const { id } = await openThread(30, { complete: false });
    const requests: string[] = [];
    harness.demo.server.events.on('request:start', ({ request }) => void requests.push(request.url));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    });
    await waitUntil(() => requests.some((url) => url.includes(id) && url.includes('page=')), { timeout: 5_000, what: 'the older page asked for' });
  });

  test('a message far back that a search or an Insight term points at is mounted and marked', async () => {
    const { id, log, view } = await openThread(2_000);
    act(() => view.highlight(id, 'número', 'm3'));
    await waitUntil(() => log.querySelector('li[data-message-id="m3"]')?.getAttribute('aria-current') === 'true', { timeout: 5_000, what: 'the match far back' });
    expect(log.querySelector('li[data-message-id="m3"]')!.textContent).toContain('Mensagem número 3');
  });

  test('a short thread shows whole, with the start of the conversation and its day', async () => {
    const { log } = await openThread(12);
    expect(messageItems(log)).toHaveLength(12);
    expect(screen.getByText('Início da conversa')).toBeTruthy();
    expect(within(log).getAllByRole('separator').map((s) => s.getAttribute('aria-label'))).toEqual(['20/11']);
  });
});

describe('unread messages', () => {
  test('the "new messages" divider sits above the first unread one and stays once they are read', async () => {
    const { id, log } = await openThread(20, { unreadFrom: 15 });
    const divider = within(log).getByRole('separator', { name: 'Novas mensagens' });
    expect(divider.closest('li')!.getAttribute('data-message-id')).toBe('m16');
    // Opened at the newest message: they are seen, and clear; the divider still shows where they began.
    await waitUntil(() => store.threads[id]!.messages.every((m) => !m.unread), { what: 'the unread marks to clear' });
    expect(within(log).getByRole('separator', { name: 'Novas mensagens' }).closest('li')!.getAttribute('data-message-id')).toBe('m16');
  });

  test("what someone else writes is announced; the thread's log itself is not a live region", async () => {
    const { id, log } = await openThread(5);
    expect(log.getAttribute('aria-live')).toBe('off');
    await harness.connectHub();
    await act(() => harness.demo.control.consumerSends(id, 'Preciso da segunda via do boleto'));
    await screen.findByText(/^Nova mensagem de .+: Preciso da segunda via do boleto$/);
  });
});

describe('when the newest messages count as seen', () => {
  test('within 120 px of the bottom, or 97 % of the way down the scroll range', () => {
    expect(seesNewest({ distanceFromEnd: 120, offset: 0, range: 10_000 })).toBe(true);
    expect(seesNewest({ distanceFromEnd: 121, offset: 9_000, range: 10_000 })).toBe(false);
    // 121 px from the bottom of a 5,000 px range is 97.6 % of the way down.
    expect(seesNewest({ distanceFromEnd: 121, offset: 4_879, range: 5_000 })).toBe(true);
    expect(seesNewest({ distanceFromEnd: 150, offset: 4_850, range: 5_000 })).toBe(true);
    expect(seesNewest({ distanceFromEnd: 151, offset: 4_849, range: 5_000 })).toBe(false);
    expect(seesNewest({ distanceFromEnd: 400, offset: 0, range: 0 })).toBe(false);
  });
});

describe('the rows', () => {
  test('a day separator on the first message of each day, the divider on the first unread', () => {
    const day2 = { ...message(3), sentTime: '2026-11-21T09:00:00.000Z' };
    const rows = threadRows([message(1), message(2), day2, { ...message(4), sentTime: '2026-11-21T10:00:00.000Z' }], 'm4');
    expect(rows.map((r) => [r.key, r.startsDay, r.startsUnread])).toEqual([
      ['m1', true, false],
      ['m2', false, false],
      ['m3', true, false],
      ['m4', false, true],
    ]);
  });

  test('a long text or a file is guessed taller than a short message before it is measured', () => {
    const [short, long, withFile] = threadRows([message(1), message(2, 'a'.repeat(600)), { ...message(3), files: [{ file_url: '/f', file_name: 'f.png', mime_type: 'image/png' }] }], null);
    expect(estimateRowHeight(long!)).toBeGreaterThan(estimateRowHeight(short!));
    expect(estimateRowHeight(withFile!)).toBeGreaterThan(estimateRowHeight(short!));
  });

  test('the row holding the keyboard stays mounted, wherever the view is', () => {
    expect(withKept([10, 11, 12], 3)).toEqual([3, 10, 11, 12]);
    expect(withKept([10, 11, 12], 11)).toEqual([10, 11, 12]);
    expect(withKept([10, 11, 12], -1)).toEqual([10, 11, 12]);
  });

  test('without a layout, the newest rows are mounted, and those around a message being revealed', () => {
    expect(unlaidRange(10, -1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const rows = unlaidRange(1_000, 3);
    expect(rows.slice(0, 9)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(rows.slice(9)).toEqual(Array.from({ length: UNLAID_ROWS }, (_, i) => 1_000 - UNLAID_ROWS + i));
  });
});

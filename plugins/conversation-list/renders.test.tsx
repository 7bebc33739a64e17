import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { conversationListPlugin } from '.';
import ConversationListTile from './ConversationListTile';

const harness = useHarness({ paused: true, connectHub: true });

/** What the list rendered, per conversation, from when the count starts (see renderProbe.ts). */
let counted: { option: Map<string, number>; row: Map<string, number> };
const probe = globalThis as { __tesseraRenderProbe?: (what: 'option' | 'row', id: string) => void };
beforeEach(() => {
  counted = { option: new Map(), row: new Map() };
  probe.__tesseraRenderProbe = (what, id) => void counted[what].set(id, (counted[what].get(id) ?? 0) + 1);
});
afterEach(() => {
  delete probe.__tesseraRenderProbe;
});
const startCounting = () => {
  counted.option.clear();
  counted.row.clear();
};

const list = () => screen.getByRole('listbox', { name: 'Conversas do agente' });
const rowCount = () => within(list()).queryAllByRole('option').filter((o) => o.hasAttribute('data-key')).length;

async function renderWith(conversations: number) {
  const ids = await harness.demo.control.bringConversations(conversations);
  await waitUntil(() => ids.every((id) => store.conversations[id]), { timeout: 5_000, what: 'the conversations' });
  harness.render(<ConversationListTile />, [conversationListPlugin]);
  await screen.findByRole('listbox', { name: 'Conversas do agente' });
  return ids;
}

describe('what the list renders', () => {
  test('a consumer message renders its own row and no other', async () => {
    const ids = await renderWith(50);
    const id = ids[17]!;
    startCounting();
    await harness.demo.control.consumerSends(id, 'Já estou no local do acidente.');
    await within(list()).findByText('Já estou no local do acidente.');

    expect([...counted.row.keys()]).toEqual([id]);
    expect(counted.option.size).toBe(0);
  });

  test('two hundred arrivals at once render each new row a bounded number of times and the rows already there not at all', async () => {
    const before = Object.keys(store.conversations);
    harness.render(<ConversationListTile />, [conversationListPlugin]);
    await screen.findByRole('listbox', { name: 'Conversas do agente' });
    startCounting();

    const ids = await harness.demo.control.bringConversations(200);
    await waitUntil(() => rowCount() === before.length + ids.length, { timeout: 10_000, what: 'every row' });

    for (const id of before) expect(counted.option.get(id) ?? 0).toBe(0);
    const renders = ids.map((id) => counted.option.get(id) ?? 0);
    expect(Math.min(...renders)).toBe(1);
    expect(Math.max(...renders)).toBeLessThanOrEqual(2);
  });
});

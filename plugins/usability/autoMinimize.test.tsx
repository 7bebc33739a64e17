import { refreshConversation, restoreTile } from '@tessera/core';
import { layout, store, useHarness, waitUntil } from '@tessera/core/testing';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { act } from '@testing-library/react';
import { widgetsPlugin } from '../widgets';
import { usabilityPlugin } from '.';
import { persistedRelation } from './relation';

const harness = useHarness({ paused: true });

// happy-dom would fetch the embedded page over the network: the tests look at the frame, not into it.
const happyDOM = (window as unknown as { happyDOM?: { settings: { disableIframePageLoading: boolean } } }).happyDOM;
const consoleError = console.error;
beforeAll(() => {
  if (happyDOM) happyDOM.settings.disableIframePageLoading = true;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('Iframe page loading is disabled')) consoleError(...args);
  };
});
afterAll(() => {
  if (happyDOM) happyDOM.settings.disableIframePageLoading = false;
  console.error = consoleError;
});

function workspace() {
  layout.tree = { type: 'split', direction: 'column', splitPercentages: [62, 38], children: ['dock', 'usability'] };
  return harness.renderWorkspace([usabilityPlugin, widgetsPlugin]).runtime.service('usability.memory')!;
}

const chats = () => {
  const list = Object.values(store.conversations);
  return { a: list.find((c) => c.status === 'active' && c.channel === 'whatsapp')!, b: list.find((c) => c.status === 'inactive' && c.channel === 'webchat')! };
};

describe('the usability tile waits for a relationship (issue 12)', () => {
  test('minimized when a conversation without one opens; a tile the agent restored by hand stays restored', async () => {
    const memory = workspace();
    const { a } = chats();
    expect(layout.minimized).toEqual([]);
    await harness.open(a.conversationId);
    await waitUntil(() => layout.minimized.includes('usability'), { what: 'the tile to minimize' });

    await act(async () => restoreTile('usability'));
    await act(async () => store.preferences.volume = 40);
    expect(layout.minimized).toEqual([]);

    // Chosen (from any place that writes the memory): it stays shown.
    await act(async () => memory.choose(a.conversationId, 'segurado'));
    expect(layout.minimized).toEqual([]);
  });

  test('a relationship the server saved for the conversation counts: the tile is not minimized for it', async () => {
    const { a, b } = chats();
    harness.demo.host.mutate((m) => {
      const c = m.state.conversations[a.conversationId]!.conversation;
      c.extraInfo = { ...c.extraInfo, usability: { ...(c.extraInfo.usability as object), relation: 'pai-mae' } };
    });
    await act(() => refreshConversation(a.conversationId));
    expect(persistedRelation(store.conversations[a.conversationId]!)).toBe('pai-mae');
    workspace();
    await harness.open(b.conversationId);
    await waitUntil(() => layout.minimized.includes('usability'), { what: 'the tile to minimize' });
    await harness.open(a.conversationId);
    await waitUntil(() => !layout.minimized.includes('usability'), { what: 'the tile to come back' });
  });

  test('a closed tile stays closed', async () => {
    workspace();
    layout.closed = ['usability'];
    await harness.open(chats().a.conversationId);
    await act(async () => store.preferences.volume = 40);
    expect(layout.minimized).toEqual([]);
  });
});

describe('persistedRelation', () => {
  test('extraInfo.usability.relation, else relatedComponents.data.identification.relation; only the fifteen', () => {
    expect(persistedRelation({ conversationId: 'c', extraInfo: { usability: { relation: 'corretor' } } })).toBe('corretor');
    expect(persistedRelation({ conversationId: 'c', extraInfo: { usability: { relation: null } }, relatedComponents: { data: { identification: { relation: 'inquilino' } } } })).toBe('inquilino');
    expect(persistedRelation({ conversationId: 'c', extraInfo: { usability: { relation: 'primo' } } })).toBeUndefined();
    expect(persistedRelation({ conversationId: 'c' })).toBeUndefined();
  });
});

import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { screen } from '@testing-library/react';
import { conversationPlugin } from '.';
import ConversationTile from './ConversationTile';

const harness = useHarness({ paused: true, connectHub: true });

/** A conversation open in the tile whose consumer the company named `displayName`. */
async function openNamed(displayName: string) {
  const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
  await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the new conversation' });
  const c = store.conversations[id]!;
  c.consumer.displayName = displayName;
  harness.render(<ConversationTile />, [conversationPlugin]);
  harness.open(id);
  return c.consumer.name;
}

describe('consumer names are shown as a person can read them', () => {
  test('a name of zero-width characters only falls back to the registered name, and to "Cliente sem nome" without one', async () => {
    const registered = await openNamed('\u200B\u200D\u2060');
    expect(await screen.findByRole('heading', { name: registered })).toBeTruthy();
    const id = store.selectedConversationId!;
    const { consumer } = store.conversations[id]!;
    consumer.name = '\uFEFF';
    consumer.displayName = undefined;
    expect(await screen.findByRole('heading', { name: 'Cliente sem nome' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Mensagem para Cliente sem nome' })).toBeTruthy();
  });

  test('a bidi override in a name is dropped, and the name is isolated from the text around it', async () => {
    await openNamed('\u202EAna Souza');
    const heading = await screen.findByRole('heading', { name: 'Ana Souza' });
    expect(heading.textContent).toBe('Ana Souza');
    expect(heading.querySelector('bdi')).not.toBeNull();
  });
});

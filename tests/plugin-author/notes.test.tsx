import { useHarness } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../../plugins/conversation';
import { dockPlugin } from '../../plugins/dock';
import { notesPlugin } from './notes';

// The README's example plugin, tested as its author would: by what the agent sees and does.
const harness = useHarness({ paused: true });

describe('notes, a plugin written from the README', () => {
  test('the agent notes something about a conversation, sees it in the tile and the dock, and puts it in a reply with #', async () => {
    const id = await harness.newConversation({ channel: 'whatsapp' });
    harness.renderWorkspace([conversationPlugin, dockPlugin, notesPlugin]);
    await harness.open(id);

    fireEvent.click(await screen.findByRole('button', { name: 'Anotar' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Nova anotação' }), { target: { value: 'Prefere ligação à tarde' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar anotação' }));

    expect(await within(screen.getByRole('region', { name: 'Anotações' })).findByText('Prefere ligação à tarde')).toBeTruthy();
    expect(await within(screen.getByRole('region', { name: 'Painel lateral' })).findByText('1 anotação')).toBeTruthy();

    const reply = screen.getByRole('textbox', { name: /^Mensagem para/ });
    fireEvent.change(reply, { target: { value: '#tarde' } });
    expect(await screen.findByRole('option', { name: 'Prefere ligação à tarde', selected: true })).toBeTruthy();
    fireEvent.keyDown(reply, { key: 'Enter' });
    expect(reply).toHaveProperty('value', 'Prefere ligação à tarde');
  });
});

import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { emojiPlugin } from '.';
import { sources } from './emojiData';

const harness = useHarness({ paused: true });

describe('emoji picker, when its data does not arrive', () => {
  test('the picker says so, and “Tentar de novo” loads it again', async () => {
    const load = sources.pt;
    sources.pt = () => Promise.reject(new Error('the emoji chunk did not load'));
    try {
      const chat = Object.values(store.conversations).find((c) => c.status === 'active' && c.channel === 'whatsapp')!;
      harness.renderWorkspace([conversationPlugin, emojiPlugin]);
      await harness.open(chat.conversationId);
      await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Inserir emoji' })));
      const dialog = await screen.findByRole('dialog', { name: 'Emojis' });
      expect((await within(dialog).findByRole('alert')).textContent).toBe('Não foi possível carregar os emojis.');
      const retry = within(dialog).getByRole('button', { name: 'Tentar de novo' });
      await waitUntil(() => document.activeElement === retry, { what: 'the keyboard on “Tentar de novo”' });

      sources.pt = load;
      await act(async () => fireEvent.click(retry));
      const search = await within(dialog).findByRole('searchbox', { name: 'Buscar emoji' });
      await act(async () => fireEvent.change(search, { target: { value: 'coração vermelho' } }));
      await waitUntil(() => dialog.querySelector('[frimousse-viewport] > [aria-live]')?.textContent === 'Coração vermelho', { what: '❤️ found', timeout: 8_000 });
      expect(within(dialog).queryByRole('alert')).toBeNull();
    } finally {
      sources.pt = load;
    }
  }, 20_000);
});

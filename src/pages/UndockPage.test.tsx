import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { store } from '../../core/state/store';
import { useHarness, waitUntil } from '../../core/testing/harness';
import { availabilityPlugin } from '../../plugins/availability';
import { conversationPlugin } from '../../plugins/conversation';
import { dockPlugin } from '../../plugins/dock';
import { generalInfoPlugin } from '../../plugins/general-info';
import UndockPage from './UndockPage';

const harness = useHarness({ paused: true });
const plugins = [dockPlugin, generalInfoPlugin, conversationPlugin, availabilityPlugin];

describe('an undocked window', () => {
  test('shows a dock widget by its id, following the workspace’s conversation', async () => {
    harness.render(<UndockPage panel="generalInfo" />, plugins);
    expect(await screen.findByRole('heading', { level: 1, name: 'Informações gerais' })).toBeTruthy();
    expect(await screen.findByText('Selecione uma conversa para ver as informações dela.')).toBeTruthy();
    const c = Object.values(store.conversations).find((x) => x.status === 'active')!;
    await act(async () => harness.open(c.conversationId));
    expect(await screen.findByRole('button', { name: 'Informações da conversa' })).toBeTruthy();
  });

  test('mounts the window host: a command run from its avatar menu opens its dialog here', async () => {
    harness.render(<UndockPage panel="conversation" />, plugins);
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Menu de Ana Souza' }));
    });
    const menu = await screen.findByRole('menu', { name: 'Menu de Ana Souza' });
    await act(async () => {
      fireEvent.click(within(menu).getByRole('menuitem', { name: 'Status' }));
    });
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Alterar status' }) !== null, { timeout: 2_000, what: 'the status dialog' });
  });

  test('a name no tile or widget answers to says so', async () => {
    harness.render(<UndockPage panel="nothing-here" />, plugins);
    expect(await screen.findByText('Não existe um painel chamado «nothing-here».')).toBeTruthy();
  });
});

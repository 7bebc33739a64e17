import { describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { keybindings } from '../../core/keybindings';
import { layout } from '../../core/layout/state';
import { useHarness, waitUntil } from '../../core/testing/harness';
import { conversationPlugin } from '../../plugins/conversation';
import { dockPlugin } from '../../plugins/dock';
import { generalInfoPlugin } from '../../plugins/general-info';
import { insightPlugin } from '../../plugins/insight';
import { knowledgePlugin } from '../../plugins/knowledge';
import { shortcutsPlugin } from '../../plugins/shortcuts';
import { conversationListPlugin } from '../../plugins/conversation-list';
import { transferPlugin } from '../../plugins/transfer';
import { openShortcutHelp } from './shortcutHelpState';
import DockTile from '../../plugins/dock/DockTile';
import { KeyboardShortcuts } from './KeyboardShortcuts';
import { ShortcutHelp } from './ShortcutHelp';
import { closeShortcutHelp } from './shortcutHelpState';

const harness = useHarness({
  paused: true,
  before: () => {
    closeShortcutHelp();
  },
});

function renderHost() {
  return harness.render(
    <>
      <DockTile />
      <KeyboardShortcuts />
      <ShortcutHelp />
    </>,
    [dockPlugin, generalInfoPlugin, insightPlugin, conversationPlugin],
  );
}

describe('keyboard shortcuts of the window', () => {
  test('a plugin’s shortcut runs its command: Alt+2 shows the dock’s second widget', async () => {
    renderHost();
    const bar = screen.getByRole('toolbar', { name: 'Widgets do painel lateral' });
    await waitUntil(() => keybindings.list().some((b) => b.owner === 'dock'), { timeout: 2_000, what: 'the dock’s keys' });
    await act(async () => {
      fireEvent.keyDown(document.body, { key: '2', code: 'Digit2', altKey: true });
    });
    await waitUntil(() => within(bar).getByRole('button', { name: 'Insights' }).getAttribute('aria-pressed') === 'true', { timeout: 2_000, what: 'Insights chosen' });
  });

  test('a key whose words are not here yet (its plugin still starting) is never said by its message id, open or closed', async () => {
    renderHost();
    const warn = rs.spyOn(console, 'warn');
    const dispose = keybindings.register({ keys: 'alt+shift+j', owner: 'late', description: { id: 'late.jump' }, run: () => undefined });
    try {
      await act(async () => undefined);
      await act(async () => openShortcutHelp());
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).queryByText('late.jump')).toBeNull();
      expect(warn.mock.calls.flat().join(' ')).not.toContain('late.jump');
    } finally {
      dispose();
      warn.mockRestore();
    }
  });

  test('? opens the shortcut help, generated from what is registered; the dock’s nine keys are one line', async () => {
    renderHost();
    await waitUntil(() => keybindings.list().some((b) => b.owner === 'dock'), { timeout: 2_000, what: 'the dock’s keys' });
    await act(async () => {
      fireEvent.keyDown(document.body, { key: '?', shiftKey: true });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Alt+1 … Alt+9', 'Mostrar o widget do painel lateral nessa posição', 'Em qualquer lugar'],
      ['?', 'Mostrar os atalhos de teclado', 'Em qualquer lugar'],
    ]);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    });
    await waitUntil(() => screen.queryByRole('dialog') === null, { timeout: 2_000, what: 'the help to close' });
  });

  test('the keys plugins declare are listed even while not registered, and what the reply box’s prefixes open', async () => {
    harness.render(<ShortcutHelp />, [conversationListPlugin, shortcutsPlugin, transferPlugin]);
    await act(async () => openShortcutHelp());
    const dialog = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    await within(dialog).findByRole('row', { name: /^Alt\+↓ Abrir a próxima conversa da lista Em qualquer lugar$/ });
    within(dialog).getByRole('row', { name: /^Alt\+↑ Abrir a conversa anterior da lista Em qualquer lugar$/ });
    expect(keybindings.list().some((b) => b.owner === 'conversation-list')).toBe(false);
    // A plugin that starts on first use (the transfer) starts as the help opens: its keys in words.
    await within(dialog).findByRole('row', { name: /^Alt\+Shift\+T Transferir conversa Na conversa$/ }, { timeout: 3_000 });
    // What typed at the start of the reply box opens.
    within(dialog).getByRole('row', { name: /^\/\/ Atalhos \(digitado no início da resposta\) Na caixa de resposta$/ });
  });

  test('the keys a panel handles itself are listed under its name (the knowledge area’s Alt+1 … Alt+4)', async () => {
    harness.render(<ShortcutHelp />, [knowledgePlugin]);
    await act(async () => openShortcutHelp());
    const dialog = await screen.findByRole('dialog', { name: 'Atalhos de teclado' });
    await within(dialog).findByRole('row', { name: 'Alt+1 … Alt+4 Escolher a aba (Atalhos, Meu conteúdo, FAQ, Roteiros) No painel Conhecimento' }, { timeout: 3_000 });
    within(dialog).getByRole('row', { name: '↓, ↑ Ir ao resultado seguinte ou anterior No painel Conhecimento' });
    within(dialog).getByRole('row', { name: 'Ctrl+Enter Usar o resultado destacado No painel Conhecimento' });
    within(dialog).getByRole('row', { name: 'Enter Buscar o que foi digitado na busca No painel Conhecimento' });
    // A hint is no binding: the keys stay the panel's own.
    expect(keybindings.list().some((b) => b.owner === 'knowledge')).toBe(false);
  });

  test('the plugin’s keys go with its contributions: nothing is left registered once unmounted', async () => {
    const rendered = renderHost();
    await waitUntil(() => keybindings.list().length === 10, { timeout: 2_000, what: 'nine dock keys and the help' });
    rendered.unmount();
    expect(keybindings.list()).toEqual([]);
  });
});

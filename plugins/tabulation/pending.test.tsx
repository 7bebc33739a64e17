import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { tabulationPlugin } from '.';
import { conversationWhere, isDisabled, pick, press, recordCalls, setTabFeature, valueOf } from './testing';

const harness = useHarness({ paused: true });

const plugins = [conversationListPlugin, conversationPlugin, tabulationPlugin];

/** The seeded web chat in post-chat, closed by the consumer, its tabulation pending. */
async function openPending() {
  const pending = conversationWhere((c) => c.pendingTab);
  harness.renderWorkspace(plugins);
  await harness.open(pending.conversationId);
  await screen.findByRole('heading', { name: pending.consumer.name, level: 3 });
  return pending;
}

const notice = () => screen.queryByRole('region', { name: 'Tabulação pendente' });
const registerDialog = () => screen.findByRole('dialog', { name: 'Tabular conversa' });
const pendingToggle = () => screen.queryByRole('button', { name: /^Tabulação pendente,/ });

describe('a finished conversation owing its tabulation', () => {
  test('shows the notice; its button opens the form; saving registers it and the notice goes', async () => {
    const calls = recordCalls(harness.demo.server);
    const pending = await openPending();
    const banner = await screen.findByRole('region', { name: 'Tabulação pendente' });
    expect(within(banner).getByText('A tabulação desta conversa está pendente.')).toBeTruthy();
    await press(within(banner).getByRole('button', { name: 'Tabular conversa' }));

    const dialog = await registerDialog();
    const save = within(dialog).getByRole('button', { name: 'Salvar tabulação' });
    await within(dialog).findByRole('button', { name: /Tipo$/ });
    expect(isDisabled(save)).toBe(true);
    await pick(dialog, 'Tipo', 'Reclamação');
    await pick(dialog, 'Assunto', 'Indenização');
    expect(valueOf(dialog, 'Subassunto')).toContain('Valor recusado');
    await press(save);

    await waitUntil(() => !store.conversations[pending.conversationId]!.pendingTab, { what: 'the tab to be registered' });
    expect(store.conversations[pending.conversationId]!.conversationTab).toMatchObject({ tabId: 'tab-rec-ind-valor', tabName: 'Reclamação > Indenização > Valor recusado' });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: `tab/${pending.conversationId}`, body: { tab_id: 'tab-rec-ind-valor' } }]);
    // Registering a finished conversation's demand does not close anything again.
    expect(calls.some((c) => c.path === 'change-status')).toBe(false);
    await waitUntil(() => !screen.queryByRole('dialog', { name: 'Tabular conversa' }), { what: 'the dialog to close' });
    expect(notice()).toBeNull();
    expect(await screen.findByText('Tabulação registrada: Reclamação > Indenização > Valor recusado')).toBeTruthy();
  });

  test('the list’s pending block opens the same form, and its count drops when done', async () => {
    harness.renderWorkspace(plugins);
    const pending = conversationWhere((c) => c.pendingTab);
    const list = await screen.findByRole('list', { name: 'Tabulação pendente' });
    expect(pendingToggle()!.getAttribute('aria-label')).toBe('Tabulação pendente, 1 conversa');
    await press(within(list).getByRole('button', { name: new RegExp(`^${pending.consumer.name}`) }));

    expect(store.selectedConversationId).toBe(pending.conversationId);
    const dialog = await registerDialog();
    await pick(dialog, 'Tipo', 'Cancelamento');
    await press(within(dialog).getByRole('button', { name: 'Salvar tabulação' }));
    await waitUntil(() => pendingToggle() === null, { what: 'the pending block to empty' });
    expect(store.conversations[pending.conversationId]!.pendingTab).toBe(false);
  });

  test('a tree that does not load says “action error” and offers to try again', async () => {
    await harness.demo.control.setTabulationFailure('tree', true);
    await openPending();
    await press(within((await screen.findByRole('region', { name: 'Tabulação pendente' })) as HTMLElement).getByRole('button', { name: 'Tabular conversa' }));
    const dialog = await registerDialog();
    expect(await screen.findByText('Erro ao executar a ação')).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toContain('Não foi possível carregar a tabulação.');
    expect(isDisabled(within(dialog).getByRole('button', { name: 'Salvar tabulação' }))).toBe(true);

    await harness.demo.control.setTabulationFailure('tree', false);
    await press(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByRole('button', { name: /Tipo$/ })).toBeTruthy();
  });

  test('a save that fails says so in the form and keeps the choice', async () => {
    const pending = await openPending();
    await press(within((await screen.findByRole('region', { name: 'Tabulação pendente' })) as HTMLElement).getByRole('button', { name: 'Tabular conversa' }));
    const dialog = await registerDialog();
    await pick(dialog, 'Tipo', 'Informação');
    await pick(dialog, 'Assunto', 'Rede referenciada');
    await harness.demo.control.setTabulationFailure('save', true);
    await press(within(dialog).getByRole('button', { name: 'Salvar tabulação' }));
    expect(await within(dialog).findByText('A tabulação não foi registrada. Tente novamente.')).toBeTruthy();
    expect(valueOf(dialog, 'Subassunto')).toContain('Oficinas');
    expect(store.conversations[pending.conversationId]!.pendingTab).toBe(true);

    await harness.demo.control.setTabulationFailure('save', false);
    await press(within(dialog).getByRole('button', { name: 'Salvar tabulação' }));
    await waitUntil(() => !store.conversations[pending.conversationId]!.pendingTab, { what: 'the retry to register it' });
  });

  test('no notice without the Tab feature, nor on a tabulated conversation', async () => {
    const pending = await openPending();
    await screen.findByRole('region', { name: 'Tabulação pendente' });
    await setTabFeature(store.session!, undefined);
    expect(notice()).toBeNull();
    await setTabFeature(store.session!, { active: true, required: true });
    expect(await screen.findByRole('region', { name: 'Tabulação pendente' })).toBeTruthy();

    const tabulated = conversationWhere((c) => c.status === 'closed' && !!c.conversationTab);
    await harness.open(tabulated.conversationId);
    await screen.findByRole('heading', { name: tabulated.consumer.name, level: 3 });
    expect(notice()).toBeNull();
    expect(pending.conversationId).not.toBe(tabulated.conversationId);
  });
});

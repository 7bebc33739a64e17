import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { customerPlugin } from '../customer';
import { dockPlugin } from '../dock';
import { widgetsPlugin } from '../widgets';
import { tabulationPlugin } from '.';
import { conversationWhere, pick, press, recordCalls } from './testing';

const harness = useHarness({ paused: true });

/** The customer panel of a conversation (the dock shows it first). */
async function panel(conversationId: string) {
  harness.renderWorkspace([dockPlugin, customerPlugin, widgetsPlugin, tabulationPlugin]);
  await harness.open(conversationId);
  const dock = screen.getByRole('region', { name: 'Painel lateral' });
  await within(dock).findByRole('button', { name: 'Registrar demanda' });
  return dock;
}

describe('the tabulation in the customer panel', () => {
  test('“Registrar demanda” registers with the tabulation form; “Tabulações registradas” lists it at once', async () => {
    const calls = recordCalls(harness.demo.server);
    const c = conversationWhere((x) => x.status === 'active' && x.channel === 'whatsapp');
    const dock = await panel(c.conversationId);
    const register = within(dock).getByRole('group', { name: 'Registrar demanda' });
    const list = within(dock).getByRole('group', { name: 'Tabulações registradas' });
    expect(await within(list).findByText('Nenhuma tabulação registrada nesta conversa.')).toBeTruthy();

    const save = await within(register).findByRole('button', { name: 'Salvar tabulação' });
    expect(save.hasAttribute('disabled')).toBe(true);
    // Beside the conversation, the form does not take the keyboard by itself.
    expect(register.contains(document.activeElement)).toBe(false);
    await pick(register, 'Tipo', 'Solicitação');
    await pick(register, 'Assunto', 'Sinistro');
    await pick(register, 'Subassunto', 'Vidros');
    await press(save);

    expect(await within(list).findByText('Solicitação > Sinistro > Vidros')).toBeTruthy();
    const entry = within(list).getByRole('listitem');
    expect(entry.textContent).toContain(store.session!.user.name);
    expect(within(entry).getByRole('button', { name: 'Remover tabulação Solicitação > Sinistro > Vidros' })).toBeTruthy();
    expect(calls.filter((x) => x.method === 'PUT')).toEqual([{ method: 'PUT', path: `tab/${c.conversationId}`, body: { tab_id: 'tab-sol-sinistro-vidros' } }]);
    // Ready for the next demand.
    await waitUntil(() => within(register).getByRole('button', { name: 'Salvar tabulação' }).hasAttribute('disabled'), { what: 'an empty form' });
  });

  test('a colleague’s tab has no remove button, the agent’s own has one', async () => {
    const c = conversationWhere((x) => x.status === 'closed' && !!x.conversationTab);
    const dock = await panel(c.conversationId);
    const list = within(dock).getByRole('group', { name: 'Tabulações registradas' });
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.map((li) => within(li).queryAllByRole('button').length).sort()).toEqual([0, 1]);
  });
});

import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { tabulationPlugin } from '.';
import TabsWidget from './TabsWidget';
import { conversationWhere, press, recordCalls } from './testing';

const harness = useHarness({ paused: true });

/** The seeded closed chat: tabulated by the agent, after a colleague's earlier tab. */
async function renderTabulated() {
  const c = conversationWhere((x) => x.status === 'closed' && !!x.conversationTab);
  harness.render(<TabsWidget conversationId={c.conversationId} />, [tabulationPlugin]);
  const list = await screen.findByRole('list', { name: 'Tabulações' });
  return { c, list };
}

const entryNamed = (list: HTMLElement, name: string) => within(list).getAllByRole('listitem').find((li) => li.textContent?.includes(name))!;

describe('the conversation’s tabulations', () => {
  test('lists date, user, skill and name; only the agent’s own has a remove button', async () => {
    const { c, list } = await renderTabulated();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const own = entryNamed(list, 'Dúvida > Resolvida no primeiro contato');
    const theirs = entryNamed(list, 'Informação > Rede referenciada > Oficinas');
    expect(own.textContent).toContain(store.session!.user.name);
    expect(own.textContent).toContain(c.skillName!);
    expect(own.textContent).toMatch(/\d{2}\/\d{2}\/\d{4}/);
    expect(theirs.textContent).not.toContain(store.session!.user.name);
    expect(within(own).getByRole('button', { name: 'Remover tabulação Dúvida > Resolvida no primeiro contato' })).toBeTruthy();
    expect(within(theirs).queryByRole('button')).toBeNull();
  });

  test('removing the agent’s own asks first (“remove tab”), then DELETE tab and the list follows', async () => {
    const calls = recordCalls(harness.demo.server);
    const { c, list } = await renderTabulated();
    await press(within(list).getByRole('button', { name: /^Remover tabulação/ }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover tabulação' });
    // Cancel leaves it.
    await press(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitUntil(() => !screen.queryByRole('alertdialog'), { what: 'the confirmation to close' });
    expect(calls.some((x) => x.method === 'DELETE')).toBe(false);

    await press(within(list).getByRole('button', { name: /^Remover tabulação/ }));
    await press(within(await screen.findByRole('alertdialog', { name: 'Remover tabulação' })).getByRole('button', { name: 'Remover' }));
    await waitUntil(() => within(screen.getByRole('list', { name: 'Tabulações' })).queryAllByRole('listitem').length === 1, { what: 'the entry to go' });
    const tabId = (c.conversationTab as { tabId: string }).tabId;
    expect(calls.filter((x) => x.method === 'DELETE')).toEqual([{ method: 'DELETE', path: `tab/${c.conversationId}`, body: { tab_id: tabId } }]);
    expect(within(screen.getByRole('list', { name: 'Tabulações' })).getByText('Informação > Rede referenciada > Oficinas')).toBeTruthy();
  });

  test('a delete that fails says “action error” and keeps the entry', async () => {
    const { list } = await renderTabulated();
    await harness.demo.control.setTabulationFailure('delete', true);
    await press(within(list).getByRole('button', { name: /^Remover tabulação/ }));
    await press(within(await screen.findByRole('alertdialog', { name: 'Remover tabulação' })).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Erro ao executar a ação')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  test('nothing open, nothing registered, a list that does not load', async () => {
    const { unmount } = harness.render(<TabsWidget conversationId={null} />, [tabulationPlugin]);
    expect(await screen.findByText('Abra uma conversa para ver suas tabulações.')).toBeTruthy();
    unmount();

    const active = conversationWhere((x) => x.status === 'active');
    const second = harness.render(<TabsWidget conversationId={active.conversationId} />, [tabulationPlugin]);
    expect(await screen.findByText('Nenhuma tabulação registrada nesta conversa.')).toBeTruthy();
    second.unmount();

    await harness.demo.control.setTabulationFailure('list', true);
    const pending = conversationWhere((x) => x.pendingTab);
    harness.render(<TabsWidget conversationId={pending.conversationId} />, [tabulationPlugin]);
    expect((await screen.findByRole('alert')).textContent).toContain('Não foi possível carregar as tabulações.');
  });
});

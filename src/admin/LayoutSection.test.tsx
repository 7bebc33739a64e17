import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { endpoints, joinUrl } from '../../core/api/endpoints';
import { leavesOf, type LayoutTree } from '../../core/layout/tree';
import { TEST_API } from '../../core/testing/demo/testing';
import { useHarness } from '../../core/testing/harness';
import AdminPage from './AdminPage';

const harness = useHarness({ paused: true });
const ADMIN = { email: 'admin@tessera.demo', password: 'Tessera#2026' };
const layoutUrl = joinUrl(TEST_API.clientsApiUrl, endpoints.companyLayout().path);

function renderAdmin(path = '/admin/layout') {
  const location = memoryLocation({ path, record: true });
  const puts: unknown[] = [];
  harness.demo.server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/company/layout')) void request.clone().json().then((body) => puts.push(body));
  });
  harness.render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Route path="/admin" nest>
        <AdminPage />
      </Route>
    </Router>,
    [],
  );
  return { puts };
}

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** Opens a tile's 'Mover' menu in the preview and picks a direction. */
async function move(tile: string, direction: string) {
  const preview = screen.getByRole('region', { name: 'Pré-visualização do layout' });
  await press(within(preview).getByRole('button', { name: `Mover ${tile}` }));
  await press(await screen.findByRole('menuitem', { name: direction }));
}

async function review() {
  await press(screen.getByRole('button', { name: 'Revisar e salvar' }));
  return screen.findByRole('dialog', { name: 'Salvar alterações' });
}

const row = (dialog: HTMLElement, name: RegExp) => within(within(dialog).getByRole('row', { name }))
  .getAllByRole('cell')
  .map((c) => c.textContent);

const savedTiles = () => leavesOf((harness.demo.model.company.companyLayout()?.tree ?? null) as LayoutTree);

describe("the company's default layout", () => {
  test('shows the build default when the company has none; a keyboard move and a dock widget are reviewed in words and saved', async () => {
    await harness.signIn(ADMIN);
    const { puts } = renderAdmin();
    expect(await screen.findByText(/A empresa não tem layout padrão/)).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Pré-visualização do layout' });
    expect(within(preview).getAllByRole('heading').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Conversas', 'Conversa', 'Painel lateral', 'Usabilidade']));
    expect(screen.getByRole('button', { name: 'Remover o layout padrão da empresa' }).hasAttribute('disabled')).toBe(true);

    await move('Conversa', 'Para a esquerda');
    expect(await screen.findByText('1 alteração não salva.')).toBeTruthy();
    expect(screen.getByText(/Os agentes começam por este layout da empresa/)).toBeTruthy();

    // The dock widget shown first.
    await press(screen.getByRole('button', { name: /Primeiro widget do dock/ }));
    await press(await screen.findByRole('option', { name: 'Conhecimento' }));
    expect(within(preview).getByText('Abre em: Conhecimento')).toBeTruthy();

    const dialog = await review();
    expect(within(dialog).getByText('Layout padrão', { selector: 'span' })).toBeTruthy();
    expect(row(dialog, /Blocos, em ordem/)).toEqual(['o padrão do Tessera', 'Conversa, Conversas, Painel lateral, Usabilidade']);
    expect(row(dialog, /Primeiro widget do dock/)).toEqual(['Ferramentas de atendimento (padrão)', 'Conhecimento']);
    // Nothing is sent before the confirmation.
    expect(harness.demo.model.company.companyLayout()).toBeNull();
    await press(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(savedTiles()).toEqual(['conversation', 'conversationList', 'dock', 'usability']));
    expect(harness.demo.model.company.companyLayout()?.dock).toBe('knowledge.panel');
    expect(puts).toHaveLength(1);
    expect(leavesOf((puts[0] as { layout: { tree: LayoutTree } }).layout.tree)).toEqual(['conversation', 'conversationList', 'dock', 'usability']);
    expect(await screen.findByText(/Alterações salvas às/)).toBeTruthy();

    // The history says it in words.
    await press(screen.getByRole('link', { name: 'Histórico de alterações' }));
    const entry = await screen.findByRole('listitem', { name: /Helena Prado alterou Layout padrão/ });
    expect(within(entry).getByRole('cell', { name: 'Conversa, Conversas, Painel lateral, Usabilidade' })).toBeTruthy();
    expect(within(entry).getByRole('cell', { name: 'Conhecimento' })).toBeTruthy();
  });

  test('a tile left out and put back, a move within a column, and Discard restores the saved layout', async () => {
    await harness.signIn(ADMIN);
    harness.demo.model.company.setCompanyLayout({
      tree: { type: 'split', direction: 'row', children: ['conversationList', 'conversation', { type: 'split', direction: 'column', children: ['dock', 'usability'] }] },
      dock: null,
    });
    renderAdmin();
    expect(await screen.findByText(/Os agentes começam por este layout da empresa/)).toBeTruthy();
    const preview = screen.getByRole('region', { name: 'Pré-visualização do layout' });
    const usability = screen.getByRole('checkbox', { name: 'Usabilidade' }) as HTMLInputElement;
    expect(usability.checked).toBe(true);
    await press(usability);
    expect(within(preview).queryByRole('heading', { name: 'Usabilidade' })).toBeNull();
    await move('Painel lateral', 'Para a esquerda');
    let dialog = await review();
    expect(row(dialog, /Blocos, em ordem/)).toEqual(['Conversas, Conversa, Painel lateral, Usabilidade', 'Conversas, Painel lateral, Conversa']);
    await press(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await press(screen.getByRole('checkbox', { name: 'Usabilidade' }));
    expect(within(preview).getByRole('heading', { name: 'Usabilidade' })).toBeTruthy();
    dialog = await review();
    expect(within(dialog).getByRole('row', { name: /Blocos, em ordem/ })).toBeTruthy();
    await press(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await press(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText('Nenhuma alteração por salvar.')).toBeTruthy();
    expect(within(preview).getAllByRole('heading').map((h) => h.textContent).sort()).toEqual(['Conversa', 'Conversas', 'Painel lateral', 'Usabilidade']);
    const menu = within(preview).getByRole('button', { name: 'Mover Usabilidade' });
    await press(menu);
    // Usabilidade is at the bottom of its column: it cannot go further down.
    expect((await screen.findByRole('menuitem', { name: 'Para baixo' })).getAttribute('aria-disabled')).toBe('true');
  });

  test('a divider takes the arrow keys: the sizes change and the review says so', async () => {
    await harness.signIn(ADMIN);
    harness.demo.model.company.setCompanyLayout({ tree: { type: 'split', direction: 'row', children: ['conversationList', 'conversation'], splitPercentages: [30, 70] }, dock: null });
    renderAdmin();
    const divider = await screen.findByRole('separator', { name: 'Divisão entre Conversas e Conversa' });
    expect(divider.getAttribute('aria-valuetext')).toBe('Conversas: 30%');
    await act(async () => {
      fireEvent.keyDown(divider, { key: 'ArrowRight', shiftKey: true });
    });
    await waitFor(() => expect(screen.getByRole('separator', { name: 'Divisão entre Conversas e Conversa' }).getAttribute('aria-valuetext')).toBe('Conversas: 40%'));
    const dialog = await review();
    expect(row(dialog, /Disposição/)).toEqual(['Conversas 30% | Conversa 70%', 'Conversas 40% | Conversa 60%']);
  });

  test('removing the company default sends null; a refused save (403, 500) keeps the draft and changes nothing', async () => {
    await harness.signIn(ADMIN);
    harness.demo.model.company.setCompanyLayout({ tree: { type: 'split', direction: 'row', children: ['conversationList', 'conversation'] }, dock: 'knowledge.panel' });
    let status = 403;
    harness.demo.server.use(http.put(layoutUrl, () => HttpResponse.json({ message: [{ key: 'user', value: 'Access denied' }] }, { status })));
    renderAdmin();
    await press(await screen.findByRole('button', { name: 'Remover o layout padrão da empresa' }));
    expect(await screen.findByText(/A empresa não tem layout padrão/)).toBeTruthy();
    const dialog = await review();
    expect(row(dialog, /Blocos, em ordem/)).toEqual(['Conversas, Conversa', 'o padrão do Tessera']);
    for (const answer of [403, 500]) {
      status = answer;
      await press(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
      expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Não foi possível salvar. Nada foi alterado; tente de novo.');
      expect(harness.demo.model.company.companyLayout()?.dock).toBe('knowledge.panel');
    }
    await press(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('1 alteração não salva.')).toBeTruthy();
    expect(screen.getByText(/A empresa não tem layout padrão/)).toBeTruthy();

    // The server again: the removal goes through.
    harness.demo.server.resetHandlers();
    const again = await review();
    await press(within(again).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(harness.demo.model.company.companyLayout()).toBeNull());
  });

  test('a layout with every tile unticked cannot be saved: agents would get an empty workspace', async () => {
    await harness.signIn(ADMIN);
    renderAdmin();
    await screen.findByRole('region', { name: 'Pré-visualização do layout' });
    for (const tile of ['Conversas', 'Conversa', 'Painel lateral', 'Usabilidade']) {
      const box = screen.getByRole('checkbox', { name: tile }) as HTMLInputElement;
      if (box.checked) await press(box);
    }
    expect(await screen.findByText('Nenhum bloco no layout. Marque ao menos um bloco ao lado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revisar e salvar' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Corrija os campos marcados para salvar/)).toBeTruthy();

    await press(screen.getByRole('checkbox', { name: 'Conversa' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Revisar e salvar' }).hasAttribute('disabled')).toBe(false));
  });
});

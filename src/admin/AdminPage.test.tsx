import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Router, Switch } from 'wouter';
import { endpoints, joinUrl } from '../../core/api/endpoints';
import { clearSession } from '../../core/session/signOut';
import { TEST_API } from '../../core/testing/demo/testing';
import { memoryLocation } from 'wouter/memory-location';
import { useHarness } from '../../core/testing/harness';
import { AdminOnly } from '../routes/guards';
import AdminPage from './AdminPage';

const harness = useHarness({ paused: true });
const ADMIN = { email: 'admin@tessera.demo', password: 'Tessera#2026' };

/** The app's /admin route (guard and page) in memory, at `path`. */
function renderAdmin(path: string) {
  const location = memoryLocation({ path, record: true });
  const calls: string[] = [];
  harness.demo.server.events.on('request:start', ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`));
  harness.render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Switch>
        <Route path="/admin" nest>
          <AdminOnly>
            <AdminPage />
          </AdminOnly>
        </Route>
        <Route path="/dashboard">
          <main aria-label="workspace" />
        </Route>
        <Route path="/signin">
          <main aria-label="sign-in" />
        </Route>
      </Switch>
    </Router>,
    [],
  );
  return { where: () => location.history.at(-1), calls };
}

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

describe('the company administration', () => {
  test('an agent who opens /admin is told it is not allowed, gets a way back, and no admin call is made', async () => {
    const { where, calls } = renderAdmin('/admin/plugins');
    expect(await screen.findByRole('heading', { name: 'Acesso não permitido' })).toBeTruthy();
    expect(screen.getByText(/só para administradores/)).toBeTruthy();
    await press(screen.getByRole('button', { name: 'Voltar ao atendimento' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(calls.filter((c) => c.includes('/company/'))).toEqual([]);
  });

  test('someone signed out who opens an admin page goes to the sign-in page, not to a page under /admin', async () => {
    clearSession();
    const { where, calls } = renderAdmin('/admin/layout');
    expect(await screen.findByRole('main', { name: 'sign-in' })).toBeTruthy();
    expect(where()).toBe('/signin');
    expect(calls.filter((c) => c.includes('/company/'))).toEqual([]);
  });

  test('two admins: a save over settings another admin saved meanwhile is refused, nothing of theirs is overwritten, and the change goes in once confirmed again', async () => {
    await harness.signIn(ADMIN);
    renderAdmin('/admin');
    const insight = await screen.findByRole('listitem', { name: /^Insight/ });
    await press(within(insight).getByRole('switch', { name: 'Ligar Insight para a empresa' }));
    // The other admin, in another browser: the cockpit's skills.
    await act(async () => harness.demo.model.company.setPluginConfig('cockpit', { skills: ['skl-vida'] }));

    await press(screen.getByRole('button', { name: 'Revisar e salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar alterações' });
    await press(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/^Outra pessoa salvou estas configurações da empresa enquanto você editava/);
    expect(harness.demo.model.company.plugins().find((p) => p.id === 'insight')?.enabled).toBe(true);
    // The admin's change is still there to review, against what the other admin saved.
    expect(within(within(dialog).getByRole('row', { name: /Ligado/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['sim', 'não']);

    await press(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(harness.demo.model.company.plugins().find((p) => p.id === 'insight')?.enabled).toBe(false));
    expect(harness.demo.model.company.plugins().find((p) => p.id === 'cockpit')?.config).toEqual({ skills: ['skl-vida'] });
  });

  test('an admin turns a plugin off: the switch, the summary before and after, the confirmation, the saved list and the history', async () => {
    await harness.signIn(ADMIN);
    renderAdmin('/admin');
    const insight = await screen.findByRole('listitem', { name: /^Insight/ });
    expect(within(insight).getByText(/Widget do dock: Insights/)).toBeTruthy();
    expect(within(insight).getByText('Quando o recurso Insight está ativo')).toBeTruthy();
    expect(within(insight).getByText('Conversa')).toBeTruthy(); // needs the conversation plugin
    const toggle = within(insight).getByRole('switch', { name: 'Ligar Insight para a empresa' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    await press(toggle);
    expect(await screen.findByText('1 alteração não salva.')).toBeTruthy();

    await press(screen.getByRole('button', { name: 'Revisar e salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar alterações' });
    const row = within(dialog).getByRole('row', { name: /Ligado/ });
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['sim', 'não']);
    // Nothing is saved before the confirmation.
    expect(harness.demo.model.company.plugins().find((p) => p.id === 'insight')?.enabled).toBe(true);
    await press(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(harness.demo.model.company.plugins().find((p) => p.id === 'insight')?.enabled).toBe(false));
    expect(await screen.findByText(/Alterações salvas às/)).toBeTruthy();

    const history = screen.getByRole('link', { name: 'Histórico de alterações' });
    await press(history);
    const entry = await screen.findByRole('listitem', { name: /Helena Prado alterou Insight/ });
    expect(within(entry).getAllByRole('cell').map((c) => c.textContent)).toEqual(['sim', 'não']);
  });

  test("a plugin's settings form: its value and default, a change reaching the company's settings, reset to default", async () => {
    await harness.signIn(ADMIN);
    renderAdmin('/admin/plugins');
    const form = await screen.findByRole('form', { name: 'Configurações de Cockpit' });
    expect((within(form).getByRole('textbox', { name: 'Skills 1' }) as HTMLInputElement).value).toBe('skl-sinistro-auto');
    expect(within(form).getByText('Padrão: Lista vazia.')).toBeTruthy();
    await press(within(form).getByRole('button', { name: 'Adicionar a Skills' }));
    await act(async () => {
      fireEvent.change(within(form).getByRole('textbox', { name: 'Skills 3' }), { target: { value: 'skl-vida' } });
    });
    await press(await screen.findByRole('button', { name: 'Revisar e salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar alterações' });
    expect(within(dialog).getByRole('cell', { name: 'skl-sinistro-auto, skl-assistencia, skl-vida' })).toBeTruthy();
    await press(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() =>
      expect(harness.demo.model.company.plugins().find((p) => p.id === 'cockpit')?.config).toEqual({ skills: ['skl-sinistro-auto', 'skl-assistencia', 'skl-vida'] }),
    );
    // Saved, the form starts again from the saved settings.
    const saved = await screen.findByRole('form', { name: 'Configurações de Cockpit' });
    expect((within(saved).getByRole('textbox', { name: 'Skills 3' }) as HTMLInputElement).value).toBe('skl-vida');
    await press(within(saved).getByRole('button', { name: 'Restaurar padrão: Skills' }));
    expect(within(saved).queryByRole('textbox', { name: 'Skills 1' })).toBeNull();
    expect(await screen.findByText('1 alteração não salva.')).toBeTruthy();
  });

  test('an Insight term with a catastrophic-backtracking pattern is refused with the reason, and cannot be saved', async () => {
    await harness.signIn(ADMIN);
    renderAdmin('/admin/features');
    const form = await screen.findByRole('form', { name: 'Configurações de Insight' });
    const regex = within(form).getAllByRole('textbox', { name: 'Expressão regular' })[0]!;
    await act(async () => {
      fireEvent.change(regex, { target: { value: '(a+)+$' } });
    });
    expect(await within(form).findByText(/Recusada: “\(a\+\)\+” repete algo que já se repete/)).toBeTruthy();
    expect(regex.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Revisar e salvar' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Corrija os campos marcados para salvar/)).toBeTruthy();
  });

  test('saving Insight changes Insight alone: the history records no change of the Tab feature the admin did not touch', async () => {
    await harness.signIn(ADMIN);
    renderAdmin('/admin/features');
    const form = await screen.findByRole('form', { name: 'Configurações de Insight' });
    await press(within(form).getAllByRole('switch', { name: 'Termo ativo' })[0]!);
    await press(screen.getByRole('button', { name: 'Revisar e salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar alterações' });
    await press(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const changes = harness.demo.model.company.companyChanges(harness.demo.model.state.users.find((u) => u.admin)!.id);
    expect(changes.map((c) => c.target)).toEqual([{ kind: 'feature', id: 'Insight' }]);
  });

  test('a save the server refuses says so, keeps the changes to try again, and changes nothing', async () => {
    await harness.signIn(ADMIN);
    harness.demo.server.use(
      http.put(joinUrl(TEST_API.clientsApiUrl, endpoints.companyPlugins().path), () => HttpResponse.json({ message: [{ key: 'server', value: 'Unavailable service' }] }, { status: 500 })),
    );
    renderAdmin('/admin/plugins');
    const insight = await screen.findByRole('listitem', { name: /^Insight/ });
    await press(within(insight).getByRole('switch', { name: 'Ligar Insight para a empresa' }));
    await press(screen.getByRole('button', { name: 'Revisar e salvar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Salvar alterações' });
    await press(within(dialog).getByRole('button', { name: 'Confirmar e salvar' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', 'Não foi possível salvar. Nada foi alterado; tente de novo.');
    expect(harness.demo.model.company.plugins().find((p) => p.id === 'insight')?.enabled).toBe(true);
    await press(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(await screen.findByText('1 alteração não salva.')).toBeTruthy();
  });

  test('leaving for the workspace with unsaved changes asks first: staying keeps them, leaving goes', async () => {
    await harness.signIn(ADMIN);
    const { where } = renderAdmin('/admin/plugins');
    const insight = await screen.findByRole('listitem', { name: /^Insight/ });
    await press(within(insight).getByRole('switch', { name: 'Ligar Insight para a empresa' }));
    await press(screen.getByRole('button', { name: 'Ir para o atendimento' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' });
    expect(ask.textContent).toContain('Você tem 1 alteração não salva. Se sair agora, ela será perdida.');
    await press(within(ask).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(where()).toBe('/admin/plugins');
    expect(screen.getByText('1 alteração não salva.')).toBeTruthy();

    await press(screen.getByRole('button', { name: 'Ir para o atendimento' }));
    await press(within(await screen.findByRole('alertdialog', { name: 'Sair sem salvar?' })).getByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(harness.demo.model.company.plugins().find((p) => p.id === 'insight')?.enabled).toBe(true);
  });

  test('with nothing unsaved, the workspace is one press away', async () => {
    await harness.signIn(ADMIN);
    const { where } = renderAdmin('/admin/plugins');
    await screen.findByRole('listitem', { name: /^Insight/ });
    await press(screen.getByRole('button', { name: 'Ir para o atendimento' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  test('what someone else saved shows when the page is shown again; with unsaved changes here it is only said, and they stay', async () => {
    await harness.signIn(ADMIN);
    renderAdmin('/admin/plugins');
    const saveStatus = () => within(screen.getByRole('region', { name: 'Alterações' })).getByRole('status').textContent;
    const insightSwitch = () => within(screen.getByRole('listitem', { name: /^Insight/ })).getByRole('switch', { name: 'Ligar Insight para a empresa' }) as HTMLInputElement;
    await screen.findByRole('listitem', { name: /^Insight/ });
    expect(insightSwitch().checked).toBe(true);

    // Another admin turns Insight off; the admin comes back to this tab.
    await harness.demo.control.setPluginEnabled('insight', false);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(insightSwitch().checked).toBe(false));
    expect(saveStatus()).toMatch(/outra pessoa salvou configurações da empresa: elas já aparecem aqui/);

    // Now with a change of her own unsaved: theirs is said, not applied over hers.
    const emoji = within(screen.getByRole('listitem', { name: /^Emojis/ })).getByRole('switch', { name: 'Ligar Emojis para a empresa' });
    await press(emoji);
    await harness.demo.control.setPluginEnabled('insight', true);
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() => expect(saveStatus()).toMatch(/enquanto você editava/));
    expect(insightSwitch().checked).toBe(false);
    expect(saveStatus()).toMatch(/^1 alteração não salva\./);
  });
});

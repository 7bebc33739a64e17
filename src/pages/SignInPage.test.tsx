import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setCaptchaProvider } from '../../core/captcha/provider';
import { setConfig } from '../../core/config';
import { setLogSink } from '../../core/logger';
import { clearNotices } from '../../core/notify/notifier';
import { clearSession } from '../../core/session/signOut';
import { store } from '../../core/state/store';
import { demoCaptcha } from '../../core/testing/demo/captcha';
import { useDemoServer } from '../../core/testing/demo/useDemoServer';
import { renderWithPlugins } from '../../core/testing/render';
import SignInPage from './SignInPage';
import { browserNavigation } from './sso/browserNavigation';

const demo = useDemoServer();
beforeEach(() => {
  setCaptchaProvider(demoCaptcha);
  setLogSink({ warn: () => undefined, error: () => undefined, info: () => undefined });
  localStorage.clear();
});
afterEach(() => {
  clearSession();
  clearNotices();
  setCaptchaProvider(undefined);
  setLogSink(undefined);
  setConfig({ ssoUrl: undefined });
  rs.restoreAllMocks();
});

/** /signin (and a stand-in workspace) at `path`, in memory; `where()` is the address now. */
function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  renderWithPlugins(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Switch>
        <Route path="/signin">
          <SignInPage />
        </Route>
        <Route path="/dashboard">
          <main aria-label="workspace" />
        </Route>
      </Switch>
    </Router>,
  );
  return { where: () => location.history.at(-1) };
}

const ssoButton = () => screen.getByRole('button', { name: 'Entrar com SSO' });

describe('the sign-in screen', () => {
  test('offers the form, SSO under it and the way to recover a password', () => {
    renderAt('/signin');
    const form = screen.getByRole('form', { name: 'Entrar' });
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Acessar atendimento' })).toBeTruthy();
    expect(ssoButton()).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' }).getAttribute('href')).toBe('/password-recover');
  });

  test("'Entrar com SSO' form-posts client_slug and this app's /signin to {clientsApiUrl}/auth/sso", () => {
    renderAt('/signin?slug=acme');
    const form = (ssoButton() as HTMLButtonElement).form!;
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('http://tessera.test/api/clients/auth/sso');
    const fields = Object.fromEntries(new FormData(form));
    expect(fields).toEqual({ client_slug: 'acme', redirect_url: `${window.location.origin}/signin` });
    // The button submits that form, not the e-mail and password one.
    let submitted: HTMLFormElement | undefined;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted = event.target as HTMLFormElement;
    });
    fireEvent.click(ssoButton());
    expect(submitted).toBe(form);
  });

  test('without ?slug the configured slug goes; a configured ssoUrl replaces the default', () => {
    setConfig({ ssoUrl: 'https://sso.example.com/start' });
    renderAt('/signin');
    const form = (ssoButton() as HTMLButtonElement).form!;
    expect(form.getAttribute('action')).toBe('https://sso.example.com/start');
    expect(new FormData(form).get('client_slug')).toBe('tessera');
  });

  test('what the form refuses is said under each field, the first one focused, and checked again as the agent types', async () => {
    const { where } = renderAt('/signin');
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    const password = screen.getByLabelText('Senha', { exact: true });
    fireEvent.click(screen.getByRole('button', { name: 'Acessar atendimento' }));
    expect(await screen.findByText('Informe o e-mail')).toBeTruthy();
    expect(screen.getByText('Informe a senha')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Informe o e-mail');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'agente' } });
    expect(await screen.findByText('Informe um e-mail válido')).toBeTruthy();
    fireEvent.change(email, { target: { value: '  agente@tessera.demo ' } });
    await waitFor(() => expect(screen.queryByText('Informe um e-mail válido')).toBeNull());
    expect(email.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(password, { target: { value: 'Tessera#2026' } });
    await waitFor(() => expect(screen.queryByText('Informe a senha')).toBeNull());

    // The e-mail goes trimmed, and the workspace opens.
    fireEvent.click(screen.getByRole('button', { name: 'Acessar atendimento' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(store.session?.user.email).toBe('agente@tessera.demo');
  });

  test('"Lembrar de mim" keeps the e-mail for the next sign-in, which then starts on the password', async () => {
    const { where } = renderAt('/signin');
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'agente@tessera.demo' } });
    fireEvent.change(screen.getByLabelText('Senha', { exact: true }), { target: { value: 'Tessera#2026' } });
    const remember = screen.getByRole('checkbox', { name: 'Lembrar de mim' });
    expect((remember as HTMLInputElement).checked).toBe(false);
    fireEvent.click(remember);
    expect((remember as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Acessar atendimento' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(localStorage.getItem('rememberMe')).toBe('agente@tessera.demo');

    cleanup();
    clearSession();
    renderAt('/signin');
    expect((screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).value).toBe('agente@tessera.demo');
    expect((screen.getByRole('checkbox', { name: 'Lembrar de mim' }) as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Senha', { exact: true })));
  });

  test('the password sign-in carries the captcha token: without one the server refuses it', async () => {
    setCaptchaProvider({ token: async () => '' });
    const { where } = renderAt('/signin');
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'agente@tessera.demo' } });
    fireEvent.change(screen.getByLabelText('Senha', { exact: true }), { target: { value: 'Tessera#2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acessar atendimento' }));
    expect(await screen.findByText('Falha na verificação do captcha')).toBeTruthy();
    expect(where()).toBe('/signin');

    setCaptchaProvider(demoCaptcha);
    fireEvent.click(screen.getByRole('button', { name: 'Acessar atendimento' }));
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(store.session?.user.email).toBe('agente@tessera.demo');
  });
});

describe('back from the identity provider with a code', () => {
  test('a spinner says what is happening, then the workspace opens and the e-mail is remembered', async () => {
    const code = await demo().control.issueSsoCode('supervisor@tessera.demo', 'tessera');
    const { where } = renderAt(`/signin?code_authorization=${code}&slug=tessera`);
    expect(screen.getByRole('status', { name: 'Aguarde... você será redirecionado para o painel em instantes...' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Entrar' })).toBeNull();
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(store.session?.user.email).toBe('supervisor@tessera.demo');
    expect(localStorage.getItem('rememberMe')).toBe('supervisor@tessera.demo');
  });

  test("a refused code: 'SSO login failed' and the form back, the code out of the address", async () => {
    const { where } = renderAt('/signin?code_authorization=sso-code-spent&slug=acme');
    expect(await screen.findByText('Falha no login com SSO')).toBeTruthy();
    expect(await screen.findByRole('form', { name: 'Entrar' })).toBeTruthy();
    expect(where()).toBe('/signin?slug=acme');
    expect(store.session).toBeFalsy();
  });
});

describe('back from the identity provider with an error', () => {
  test("status 'danger': an authentication error with its code replaces the form", () => {
    renderAt('/signin?error_code=SSO-401&status=danger');
    const panel = screen.getByRole('region', { name: 'Erro de autenticação SSO' });
    const alert = within(panel).getByRole('alert');
    expect(alert.textContent).toContain('Não foi possível autenticar, contate o suporte');
    expect(alert.textContent).toContain('Código do erro: SSO-401');
    expect(screen.queryByRole('form', { name: 'Entrar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Entrar com SSO' })).toBeNull();
  });

  test('any other status: no SSO for the domain; no code line when there is no code', () => {
    renderAt('/signin?error_code=');
    const panel = screen.getByRole('region', { name: 'Configuração de SSO não encontrada' });
    expect(panel.textContent).toContain('Nenhum SSO habilitado para este domínio, entre com e-mail e senha');
    expect(panel.textContent).not.toContain('Código do erro');
  });

  test("'Voltar ao Login' reloads /signin without the query (a company slug stays)", () => {
    const reload = rs.spyOn(browserNavigation, 'reload').mockImplementation(() => undefined);
    renderAt('/signin?error_code=SSO-404');
    expect(screen.getByRole('region', { name: 'Configuração de SSO não encontrada' }).textContent).toContain('Código do erro: SSO-404');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao Login' }));
    expect(reload).toHaveBeenCalledWith('/signin');

    cleanup();
    reload.mockClear();
    renderAt('/signin?error_code=SSO-404&slug=acme');
    fireEvent.click(screen.getByRole('button', { name: 'Voltar ao Login' }));
    expect(reload).toHaveBeenCalledWith('/signin?slug=acme');
  });

  test('in English', async () => {
    renderAt('/signin?error_code=SSO-401&status=danger');
    await act(async () => {
      store.preferences.language = 'en';
    });
    const panel = screen.getByRole('region', { name: 'SSO authentication error' });
    expect(panel.textContent).toContain('unable to authenticate, contact support');
    expect(panel.textContent).toContain('Error code: SSO-401');
    expect(screen.getByRole('button', { name: 'Back to sign-in' })).toBeTruthy();
  });
});

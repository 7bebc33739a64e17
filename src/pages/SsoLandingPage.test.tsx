import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { endpoints } from '../../core/api/endpoints';
import { setLogSink } from '../../core/logger';
import { clearNotices } from '../../core/notify/notifier';
import { signIn } from '../../core/session/signIn';
import { clearSession } from '../../core/session/signOut';
import { store } from '../../core/state/store';
import { demoCaptcha } from '../../core/testing/demo/captcha';
import { apiUrl } from '../../core/testing/demo/handlers/urls';
import { useDemoServer } from '../../core/testing/demo/useDemoServer';
import { renderWithPlugins } from '../../core/testing/render';
import SsoLandingPage, { SSO_LANDING_WAIT_MS } from './SsoLandingPage';

const demo = useDemoServer();
beforeEach(() => {
  setLogSink({ warn: () => undefined, error: () => undefined, info: () => undefined });
  localStorage.clear();
});
afterEach(() => {
  demo().server.resetHandlers();
  clearSession();
  clearNotices();
  setLogSink(undefined);
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const started = Date.now();
  renderWithPlugins(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Switch>
        <Route path="/signinSSO/:data">{(params: { data: string }) => <SsoLandingPage data={params.data} />}</Route>
        <Route path="/dashboard">
          <main aria-label="workspace" />
        </Route>
      </Switch>
    </Router>,
  );
  return { where: () => location.history.at(-1), elapsed: () => Date.now() - started };
}

describe('/signinSSO/{data}', () => {
  test('signs out whoever was here, signs the ticket holder in and opens the workspace', async () => {
    await signIn({ email: 'supervisor@tessera.demo', password: 'Tessera#2026', rememberMe: true, captchaToken: await demoCaptcha.token('login') });
    const previous = store.session!.authorization;
    const ticket = await demo().control.issueSsoTicket('agente@tessera.demo');
    const { where } = renderAt(`/signinSSO/${ticket}`);
    expect(screen.getByRole('status', { name: 'Redirecionando...' })).toBeTruthy();
    await waitFor(() => expect(where()).toBe('/dashboard'));
    expect(store.session?.user.email).toBe('agente@tessera.demo');
    expect(store.session?.authorization).not.toBe(previous);
    expect(localStorage.getItem('rememberMe')).toBe('agente@tessera.demo');
  });

  test('a refused ticket: the generic error toast, and on to /dashboard after a second, signed out', async () => {
    await signIn({ email: 'supervisor@tessera.demo', password: 'Tessera#2026', rememberMe: false, captchaToken: await demoCaptcha.token('login') });
    const { where, elapsed } = renderAt('/signinSSO/sso-ticket-made-up');
    expect(await screen.findByText('Desculpe! Algo deu errado, entre em contato com a nossa equipe de suporte')).toBeTruthy();
    expect(store.session).toBeFalsy();
    expect(where()).toBe('/signinSSO/sso-ticket-made-up');
    await waitFor(() => expect(where()).toBe('/dashboard'), { timeout: 3 * SSO_LANDING_WAIT_MS });
    expect(elapsed()).toBeGreaterThanOrEqual(SSO_LANDING_WAIT_MS - 50);
  });

  test('no answer at all (network down): no toast, still on to /dashboard', async () => {
    demo().server.use(http.post(apiUrl(endpoints.login()), () => HttpResponse.error()));
    const { where } = renderAt('/signinSSO/whatever');
    await waitFor(() => expect(where()).toBe('/dashboard'), { timeout: 3 * SSO_LANDING_WAIT_MS });
    expect(screen.queryByText('Desculpe! Algo deu errado, entre em contato com a nossa equipe de suporte')).toBeNull();
  });
});

import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { newContext, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();

/** A slow identity provider's back end: POST /auth/token answers after `ms`, so the spinner can be seen. */
async function slowTokenExchange(page: Page, ms = 1_500) {
  await page.addInitScript((delay) => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/auth/token')) await new Promise((resolve) => setTimeout(resolve, delay));
      return original(input, init);
    };
  }, ms);
}

/** From /signin through 'Entrar com SSO' (a real form post) to the demo identity provider. */
async function toIdentityProvider(page: Page, label = 'Entrar com SSO') {
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL('**/demo/sso?**');
  await page.getByRole('heading', { name: 'Tessera Demo ID' }).waitFor();
  const query = new URL(page.url()).searchParams;
  expect(query.get('client_slug')).toBe('tessera');
  expect(query.get('redirect_url')).toBe(new URL('/signin', page.url()).href);
}

async function switchToEnglishAndDark(page: Page) {
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('appTheme'))).toBe('dark');
}

const isCleanSignIn = (url: URL) => url.pathname === '/signin' && url.search === '';

describe('single sign-on', () => {
  test('Entrar com SSO → the identity provider → back with a code → spinner → the workspace', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await slowTokenExchange(page);
    await page.goto('/signin');
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).waitFor();
    await snap(page, 'sso-signin-pt-light');
    await toIdentityProvider(page);
    await snap(page, 'sso-idp-pt-light');

    await page.getByRole('button', { name: 'Entrar como Ana Souza' }).click();
    await page.waitForURL('**/signin?code_authorization=**');
    await page.getByRole('status', { name: 'Aguarde... você será redirecionado para o painel em instantes...' }).waitFor();
    await snap(page, 'sso-completing-pt-light');
    await page.waitForURL('**/dashboard');
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('rememberMe'))).toBe('agente@tessera.demo');
    await context.close();
  });

  test('a code works once: replayed, "Falha no login com SSO" and the form comes back without it', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await toIdentityProvider(page);
    await page.getByRole('button', { name: 'Entrar como Ana Souza' }).click();
    await page.waitForURL('**/signin?code_authorization=**');
    const withCode = page.url();
    await page.waitForURL('**/dashboard');

    // Same browser (same demo contact centre), signed out on this device, the same address again.
    // The state is dropped from a page that runs no workspace, which would write it back.
    await page.goto('/demo/sso');
    await page.evaluate(() => localStorage.removeItem('state'));
    await page.goto(withCode);
    await page.getByText('Falha no login com SSO').waitFor();
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    // The spent code is gone from the address; the company slug the provider sent stays.
    expect(new URL(page.url()).search).toBe('?slug=tessera');
    await snap(page, 'sso-code-refused-pt-light');
    await context.close();
  });

  test("the provider refuses: the authentication error panel with its code; 'Voltar ao Login' back to a clean /signin", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await toIdentityProvider(page);
    await page.getByRole('button', { name: 'Simular falha de autenticação' }).click();
    const panel = page.getByRole('region', { name: 'Erro de autenticação SSO' });
    await panel.waitFor();
    expect(await panel.getByRole('alert').textContent()).toContain('Código do erro: SSO-401');
    expect(await page.getByRole('form', { name: 'Entrar' }).count()).toBe(0);
    await snap(page, 'sso-error-danger-pt-light');

    await page.getByRole('button', { name: 'Voltar ao Login' }).click();
    await page.waitForURL(isCleanSignIn);
    await page.getByRole('form', { name: 'Entrar' }).waitFor();
    await context.close();
  });

  test('a domain without SSO: the configuration-not-found panel with its code', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await toIdentityProvider(page);
    await page.getByRole('button', { name: 'Simular domínio sem SSO' }).click();
    const panel = page.getByRole('region', { name: 'Configuração de SSO não encontrada' });
    await panel.waitFor();
    const text = await panel.textContent();
    expect(text).toContain('Nenhum SSO habilitado para este domínio, entre com e-mail e senha');
    expect(text).toContain('Código do erro: SSO-404');
    await snap(page, 'sso-error-not-found-pt-light');
    await page.getByRole('button', { name: 'Voltar ao Login' }).click();
    await page.waitForURL(isCleanSignIn);
    await context.close();
  });

  test('in English and dark: the sign-in screen, the spinner and both panels', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await slowTokenExchange(page);
    await page.goto('/signin');
    await switchToEnglishAndDark(page);
    await page.getByRole('link', { name: 'Forgot your password?' }).waitFor();
    await snap(page, 'sso-signin-en-dark');

    await toIdentityProvider(page, 'Sign in with SSO');
    await snap(page, 'sso-idp-en-dark');
    await page.getByRole('button', { name: 'Simulate an authentication failure' }).click();
    await page.getByRole('region', { name: 'SSO authentication error' }).getByText('Error code: SSO-401').waitFor();
    await snap(page, 'sso-error-danger-en-dark');
    await page.getByRole('button', { name: 'Back to sign-in' }).click();
    await page.waitForURL(isCleanSignIn);

    await toIdentityProvider(page, 'Sign in with SSO');
    await page.getByRole('button', { name: 'Simulate a domain without SSO' }).click();
    await page.getByRole('region', { name: 'SSO configuration not found' }).waitFor();
    await snap(page, 'sso-error-not-found-en-dark');
    await page.getByRole('button', { name: 'Back to sign-in' }).click();
    await page.waitForURL(isCleanSignIn);

    await toIdentityProvider(page, 'Sign in with SSO');
    await page.getByRole('button', { name: 'Sign in as Carlos Mendes' }).click();
    await page.getByRole('status', { name: 'Wait... you will be redirected to dashboard soon...' }).waitFor();
    await snap(page, 'sso-completing-en-dark');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

describe('the SSO landing /signinSSO/{data}', () => {
  test("a portal's ticket: the previous user is signed out and the ticket's user lands in the workspace", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await toIdentityProvider(page);
    await page.getByRole('button', { name: 'Entrar como Carlos Mendes' }).click();
    await page.waitForURL('**/dashboard');

    const ticket = await page.evaluate(() => window.tesseraDemo!.issueSsoTicket('agente@tessera.demo'));
    await page.goto(`/signinSSO/${ticket}`);
    await page.waitForURL('**/dashboard');
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
    const user = await page.evaluate(() => (JSON.parse(localStorage.getItem('state') ?? '{}') as { session?: { user: { email: string } } }).session?.user.email);
    expect(user).toBe('agente@tessera.demo');
    await context.close();
  });

  test('the portal link on the identity provider page, and a spent ticket ending at /signin', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await toIdentityProvider(page);
    const link = page.getByRole('link', { name: 'Abrir o Tessera como Ana Souza' });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/signinSSO\//);
    await link.click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();

    // The ticket is spent: followed again, the generic error, and after a second /dashboard sends to /signin.
    await page.evaluate(() => localStorage.removeItem('state'));
    await page.goto(href);
    await page.getByRole('status', { name: 'Redirecionando...' }).waitFor();
    await snap(page, 'sso-landing-pt-light');
    await page.getByText('Desculpe! Algo deu errado, entre em contato com a nossa equipe de suporte').waitFor();
    await page.waitForURL(isCleanSignIn);
    await context.close();
  });
});

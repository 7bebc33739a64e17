import { describe, expect, test } from '@rstest/core';
import { newContext, signIn, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();

describe('theme and language', () => {
  test('the sign-in page switches to English and to the dark theme, and both stay for the workspace', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Acessar atendimento' }).waitFor();

    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Access service' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect.poll(background).not.toBe(light);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('appTheme'))).toBe('dark');
    await snap(page, 'signin-dark-en');

    // Validation speaks the chosen language.
    await page.getByRole('button', { name: 'Access service' }).click();
    await page.getByText('Enter your e-mail').waitFor();

    await page.getByRole('textbox', { name: 'E-mail' }).fill('agente@tessera.demo');
    await page.getByLabel('Password', { exact: true }).fill('Tessera#2026');
    await page.getByRole('button', { name: 'Access service' }).click();
    await page.getByRole('listbox', { name: "Agent's conversations" }).waitFor();
    expect(await background()).not.toBe(light);
    await snap(page, 'workspace-dark-en');

    // In the workspace, language is in the agent's menu.
    await page.getByRole('button', { name: /'s menu$/ }).click();
    await page.getByRole('menuitem', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Português' }).click();
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
    await context.close();
  });

  test('a wrong password shows "Invalid Credentials" for 3 s and keeps the agent on /signin', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('agente@tessera.demo');
    await page.getByLabel('Senha', { exact: true }).fill('errada');
    await page.getByRole('button', { name: 'Acessar atendimento' }).click();
    const notice = page.getByText('Credenciais inválidas');
    await notice.waitFor();
    const shownAt = Date.now();
    await notice.waitFor({ state: 'detached', timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    expect(page.url()).toContain('/signin');
    await context.close();
  });

  test('/ and protected routes go to /signin without a session, /login keeps the query', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/dashboard');
    await page.waitForURL('**/signin');
    await page.goto('/login?slug=acme');
    await page.waitForURL('**/signin?slug=acme');
    await signIn(page);
    await page.goto('/signin');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

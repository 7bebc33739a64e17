import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { demo, newContext, signIn, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';
import { storedThreadIds } from './support/storedShapes';

const browser = useBrowser();

/** Ids of the agent's conversations still in service, from the saved state. */
async function engagedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('state') ?? '{}') as { conversations?: Record<string, { status: string }> };
    return Object.entries(state.conversations ?? {})
      .filter(([, c]) => ['active', 'inactive', 'pre-chat'].includes(c.status))
      .map(([id]) => id);
  });
}

async function signInWith(page: Page, email: string, password: string) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByLabel('Senha', { exact: true }).press('Enter');
}

describe('getting in', () => {
  test('empty and malformed fields are explained on the field, without calling the server', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Acessar atendimento' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'E-mail' }).getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Informe o e-mail').waitFor();
    await page.getByText('Informe a senha').waitFor();
    await signInWith(page, 'agente@tessera', 'x');
    await page.getByText('Informe um e-mail válido').waitFor();
    expect(page.url()).toContain('/signin');
    await snap(page, 'signin-validation');
    await context.close();
  });

  test('an account the company blocked gets "Acesso negado" as a notification, and stays out', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await signInWith(page, 'bloqueado@tessera.demo', 'Tessera#2026');
    const notifications = page.getByRole('region', { name: 'Notificações' });
    await notifications.getByText('Acesso negado, fale com o seu supervisor').waitFor();
    expect(page.url()).toContain('/signin');
    await snap(page, 'signin-access-denied');
    await context.close();
  });

  test('the agent signs in with Enter and the remembered e-mail is there next time', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByText('Lembrar de mim').click();
    expect(await page.getByRole('checkbox', { name: 'Lembrar de mim' }).isChecked()).toBe(true);
    await signInWith(page, 'agente@tessera.demo', 'Tessera#2026');
    await page.waitForURL('**/dashboard');
    await expect.poll(() => page.evaluate(async () => (await window.tesseraDemo!.userEvents()).map((e) => e.event))).toContain('login');
    // Next time: the workspace is gone (closed, so nothing of it saves again) and so is its state.
    await page.close();
    const next = await context.newPage();
    await next.goto('/tessera.config.js');
    await next.evaluate(() => localStorage.removeItem('state'));
    await next.goto('/signin');
    await expect.poll(() => next.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe('agente@tessera.demo');
    await context.close();
  });
});

describe('being put out', () => {
  test('a supervisor logs the agent out: "Desconectado", the stored state gone, OK leads to /signin', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('listbox', { name: 'Conversas do agente' }).locator('[role=option]').first().click();
    await expect.poll(async () => (await storedThreadIds(page)).length).toBeGreaterThan(0);
    await page.evaluate(() => window.tesseraDemo!.forceLogout());
    const dialog = page.getByRole('alertdialog', { name: 'Desconectado' });
    await dialog.getByText('Você foi desconectado pelo seu supervisor.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
    // The stored threads go too, and the workspace still on screen behind the dialog writes none back.
    await expect.poll(() => storedThreadIds(page)).toEqual([]);
    await expect.poll(() => page.evaluate(async () => (await window.tesseraDemo!.userEvents()).map((e) => e.event))).toContain('logoutByManager');
    await snap(page, 'forced-logout');
    await page.keyboard.press('Escape');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/signin');
    await page.getByRole('button', { name: 'Acessar atendimento' }).waitFor();
    await context.close();
  });

  test('the same dialog in English and the dark theme', async () => {
    const { context, page } = await signedInPage(browser());
    // Language and theme are in the agent's menu.
    await page.getByRole('button', { name: /^Menu de / }).click();
    await page.getByRole('menuitem', { name: /^Idioma/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: /'s menu$/ }).click();
    const light = await page.evaluate(() => document.documentElement.className);
    await page.getByRole('menuitemcheckbox', { name: 'Dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.className)).not.toBe(light);
    if (await page.getByRole('menu').count()) await page.keyboard.press('Escape');
    await page.evaluate(() => window.tesseraDemo!.forceLogout());
    const dialog = page.getByRole('alertdialog', { name: 'Disconnected' });
    await dialog.getByText('You have been logged out by your supervisor.').waitFor();
    await snap(page, 'forced-logout-en-dark');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL('**/signin');
    await context.close();
  });

  test('the server ends the session: at the next ping (120 s) the notice shows for 60 s, then /signin', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page);
    await page.evaluate(() => window.tesseraDemo!.endSession());
    await page.clock.fastForward('01:50');
    const notice = page.getByRole('region', { name: 'Notificações' }).getByText('Sua sessão foi encerrada pelo sistema');
    expect(await notice.count()).toBe(0);
    await page.clock.fastForward('00:15');
    await notice.waitFor();
    expect(page.url()).toContain('/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
    await snap(page, 'session-ended-by-server');
    await page.clock.fastForward('00:50');
    expect(page.url()).toContain('/dashboard');
    await page.clock.fastForward('00:15');
    await page.waitForURL('**/signin');
    await expect.poll(() => page.evaluate(async () => (await window.tesseraDemo!.userEvents()).map((e) => e.event))).toContain('logoutSystem');
    await context.close();
  });
});

describe('leaving', () => {
  test('sign-out is refused while a conversation is in service; the page warns before unloading', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    if (!(await engagedIds(page)).length) await demo(page).newConversation();
    await expect.poll(async () => (await engagedIds(page)).length).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Menu de / }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByRole('region', { name: 'Notificações' }).getByText(/Não é possível sair/).waitFor();
    expect(page.url()).toContain('/dashboard');
    await snap(page, 'signout-refused');

    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    // The agent stayed; the test now leaves without asking again.
    await page.close({ runBeforeUnload: false });
    await context.close();
  });

  test('with nothing in service, sign-out tells the server and clears the state', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    // Every conversation the agent holds ends, as the list shows it: a row the saved state had not
    // caught yet when first read is closed on a later look.
    const filters = page.getByRole('toolbar', { name: 'Filtrar por situação' });
    await expect
      .poll(async () => {
        for (const id of await engagedIds(page)) await page.evaluate((cid) => window.tesseraDemo!.closeByClient(cid).catch(() => undefined), id);
        const attending = await filters.getByRole('button', { name: 'Atendendo, 0 conversas' }).count();
        const idle = await filters.getByRole('button', { name: 'Inativas, 0 conversas' }).count();
        return attending + idle === 2 && (await engagedIds(page)).length === 0;
      })
      .toBe(true);
    await page.getByRole('button', { name: /^Menu de / }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL('**/signin');
    expect(await page.evaluate(() => localStorage.getItem('state'))).toBeNull();
    await expect.poll(() => storedThreadIds(page)).toEqual([]);
    await expect.poll(() => page.evaluate(async () => (await window.tesseraDemo!.userEvents()).map((e) => e.event))).toContain('logout');
    await context.close();
  });
});

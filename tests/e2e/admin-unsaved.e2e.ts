import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { signInAdmin } from './support/admin';
import { newContext, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();

/** The admin at /admin/plugins, reached from her workspace's user menu, with `pending` turned Insight off by keyboard. */
async function adminWithInsightOff(page: Page): Promise<void> {
  await signInAdmin(page);
  await page.getByRole('button', { name: 'Menu de Helena Prado' }).click();
  await page.getByRole('menuitem', { name: 'Administração da empresa' }).click();
  await page.waitForURL('**/admin/plugins');
  const toggle = page.getByRole('listitem', { name: /^Insight/ }).getByRole('switch', { name: 'Ligar Insight para a empresa' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await page.getByText('1 alteração não salva.').waitFor();
}

/** What the keyboard is on: its role or tag, and its text. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName.toLowerCase()}: ${document.activeElement?.textContent?.trim()}`);

describe('unsaved administration changes', () => {
  test("the browser's Back out of the administration asks first: staying keeps the changes, leaving goes back", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await adminWithInsightOff(page);

    await page.goBack();
    const ask = page.getByRole('alertdialog', { name: 'Sair sem salvar?' });
    await ask.getByText('Você tem 1 alteração não salva. Se sair agora, ela será perdida.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/plugins');
    await snap(page, 'admin-leave-ask');
    // Staying is what Escape does, and where the keyboard starts.
    expect(await focused(page)).toBe('button: Continuar editando');
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/plugins');
    await page.getByText('1 alteração não salva.').waitFor();
    expect(await page.getByRole('switch', { name: 'Ligar Insight para a empresa' }).isChecked()).toBe(false);

    // Its own way out asks the same; leaving goes.
    await page.getByRole('button', { name: 'Ir para o atendimento' }).click();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Menu de Helena Prado' }).waitFor();

    // Back into the administration, a change, and Back out of it: agreeing to leave lands where Back leads.
    await page.goBack();
    await page.waitForURL('**/admin/plugins');
    await page.getByRole('listitem', { name: /^Insight/ }).getByRole('switch', { name: 'Ligar Insight para a empresa' }).focus();
    await page.keyboard.press('Space');
    await page.getByText('1 alteração não salva.').waitFor();
    await page.goBack();
    await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Menu de Helena Prado' }).waitFor();
    await context.close();
  });

  test('after a save the keyboard is on the line saying it was saved; after a refused save it stays in the dialog, which Escape closes', async () => {
    const context = await newContext(browser());
    // The demo answers the API inside the page (msw): a refused save is faked at the page's fetch.
    await context.addInitScript(() => {
      const real = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        if ((window as unknown as { refuseSaves?: boolean }).refuseSaves && method.toUpperCase() === 'PUT' && url.includes('/company/')) {
          return Promise.resolve(new Response(JSON.stringify({ message: [{ key: 'server', value: 'Unavailable service' }] }), { status: 500, headers: { 'content-type': 'application/json' } }));
        }
        return real(input, init);
      };
    });
    const page = await context.newPage();
    await adminWithInsightOff(page);

    await page.evaluate(() => ((window as unknown as { refuseSaves?: boolean }).refuseSaves = true));
    await page.getByRole('button', { name: 'Revisar e salvar' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Salvar alterações' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Confirmar e salvar' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('alert').getByText('Não foi possível salvar. Nada foi alterado; tente de novo.').waitFor();
    expect(await focused(page)).toBe('button: Confirmar e salvar');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('1 alteração não salva.').waitFor();

    await page.evaluate(() => ((window as unknown as { refuseSaves?: boolean }).refuseSaves = false));
    await page.getByRole('button', { name: 'Revisar e salvar' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Confirmar e salvar' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toMatch(/^status: Alterações salvas às/);
    await context.close();
  });
});

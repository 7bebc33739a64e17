import type {} from '../../plugins/link/demo';
import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { baseUrl, consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();
const dock = (page: Page) => page.getByRole('region', { name: 'Painel lateral' });

async function openClaim(page: Page) {
  await demo(page).pause();
  const id = await demo(page).newConversation({ channel: 'whatsapp', skillId: 'skl-sinistro-auto' });
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  return { id, consumer };
}

describe('link widget', () => {
  test('the embedded page receives the ERP token and the service data, from the workspace’s origin', async () => {
    const { context, page } = await signedInPage(browser());
    const { consumer } = await openClaim(page);
    // The consumer's CPF, as the service tools show it.
    const cpf = await dock(page).getByRole('group', { name: 'Dados do cliente' }).locator('dt', { hasText: /^CPF$/ }).locator('xpath=following-sibling::dd[1]').textContent();

    await dock(page).getByRole('button', { name: 'Link', exact: true }).click();
    await dock(page).getByRole('heading', { name: 'Portal de sinistros' }).waitFor();
    const frame = dock(page).getByTitle(`Portal de sinistros de ${consumer}`);
    expect(await frame.getAttribute('src')).toMatch(/^http:\/\/localhost:\d+\/demo\/link\.html\?apolice=/);
    expect((await frame.getAttribute('sandbox'))!.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);

    const inside = frame.contentFrame();
    await inside.getByRole('status').filter({ hasText: 'Dados do atendimento recebidos' }).waitFor();
    expect(await inside.locator('#origin').textContent()).toBe(new URL(baseUrl()).origin);
    expect(await inside.locator('#token').textContent()).toMatch(/^erp-demo-/);
    expect(await inside.locator('#document').textContent()).toBe(cpf);
    expect(await inside.locator('#user-email').textContent()).toBe('agente@tessera.demo');
    await snap(page, 'link-widget');

    // Refreshed, the page loads again and is told again, with a fresh token.
    const first = await inside.locator('#token').textContent();
    await dock(page).getByRole('button', { name: 'Recarregar Portal de sinistros' }).click();
    await expect.poll(async () => {
      const token = await frame.contentFrame().locator('#token').textContent().catch(() => null);
      return token !== null && token !== '—' && token !== first;
    }).toBe(true);
    await context.close();
  });

  test('no token: “Erro ao obter o token do ERP”, and the page is told nothing', async () => {
    const { context, page } = await signedInPage(browser());
    await page.evaluate(() => window.tesseraDemo!.failTokenErp('missing'));
    const { consumer } = await openClaim(page);
    await dock(page).getByRole('button', { name: 'Link', exact: true }).click();
    await dock(page).getByRole('alert').getByText(/^Erro ao obter o token do ERP/).waitFor();
    const inside = dock(page).getByTitle(`Portal de sinistros de ${consumer}`).contentFrame();
    expect(await inside.getByRole('status').textContent()).toBe('Aguardando os dados do atendimento…');
    await page.evaluate(() => window.tesseraDemo!.failTokenErp(null));
    await dock(page).getByRole('alert').getByRole('button', { name: 'Tentar novamente' }).click();
    await inside.getByRole('status').filter({ hasText: 'Dados do atendimento recebidos' }).waitFor();
    await context.close();
  });
});

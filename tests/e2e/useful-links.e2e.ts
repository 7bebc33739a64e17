import { describe, expect, test } from '@rstest/core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

describe('useful links', () => {
  test("the dock's Links úteis lists the conversation's skill's links and the company's; one opens in a new tab, without a way back", async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp', skillId: 'skl-sinistro-auto' });
    const consumer = await consumerOf(page, id);
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();

    await page.getByRole('button', { name: 'Links úteis' }).click();
    const list = page.getByRole('list', { name: 'Links úteis' });
    await list.waitFor();
    const links = list.getByRole('link');
    await expect.poll(() => links.count()).toBe(4);
    const fipe = list.getByRole('link', { name: /^Tabela Fipe: valor de referência do veículo/ });
    expect(await fipe.getAttribute('target')).toBe('_blank');
    expect(await fipe.getAttribute('rel')).toBe('noopener noreferrer');
    await snap(page, 'useful-links');

    // Opened, the page is a new tab that cannot reach the workspace (no opener). The machine has no
    // internet: the new tab's request is answered here.
    await context.route('https://veiculos.fipe.org.br/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Fipe</title><p>Tabela Fipe</p>' }));
    const [tab] = await Promise.all([context.waitForEvent('page'), fipe.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://veiculos.fipe.org.br/');
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await context.close();
  });
});

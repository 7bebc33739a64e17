import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { axeFindings } from './support/axe';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

const dock = (page: Page) => page.getByRole('region', { name: 'Painel lateral' });
const usability = (page: Page) => page.getByRole('region', { name: 'Usabilidade' });

/** A new WhatsApp conversation, transferred in with a reason, opened with the customer panel beside it. */
async function openWithPanel(page: Page) {
  await demo(page).pause();
  const id = await demo(page).newConversation({ channel: 'whatsapp' });
  await page.evaluate((cid) => window.tesseraDemo!.addTransferComment(cid, { from: 'Assistência 24h', content: 'Segurada pediu guincho e agora quer abrir o sinistro.' }), id);
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  await page.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Cliente' }).click();
  await dock(page).getByRole('button', { name: 'Resumo', exact: true }).waitFor();
  return { id, consumer };
}

describe('customer panel', () => {
  test('the relationship chosen in the customer panel brings the usability page back with it; “Abrir usabilidade” saves it and reopens a closed panel', async () => {
    const { context, page } = await signedInPage(browser());
    const { consumer } = await openWithPanel(page);

    // No relationship yet: the usability panel keeps to its header, the button waits.
    await page.getByRole('button', { name: 'Restaurar Usabilidade' }).waitFor();
    expect(await usability(page).isVisible()).toBe(false);
    const open = dock(page).getByRole('button', { name: 'Abrir usabilidade' });
    expect(await open.isDisabled()).toBe(true);

    // Every section open; the transfer summary says from where and why.
    for (const title of ['Resumo', 'Identificação do contato', 'Localizar cliente', 'Registrar demanda', 'Tabulações registradas']) {
      expect(await dock(page).getByRole('button', { name: title, exact: true }).getAttribute('aria-expanded')).toBe('true');
    }
    await dock(page).getByText('Segurada pediu guincho e agora quer abrir o sinistro.').waitFor();
    await dock(page).getByRole('group', { name: 'Localizar cliente' }).getByRole('listitem').first().waitFor();
    await snap(page, 'customer-panel');
    expect(await axeFindings(page, '[data-tile="dock"]', { seriousOnly: true, wcagOnly: true })).toEqual([]);

    await dock(page).getByRole('combobox', { name: 'Relacionamento' }).selectOption('segurado');
    await usability(page).waitFor();
    const frame = usability(page).getByTitle(`Página de usabilidade de ${consumer}`);
    await expect.poll(() => frame.getAttribute('src')).toContain('relacionamento=segurado');
    expect(await usability(page).getByRole('combobox', { name: /^Relacionamento/ }).inputValue()).toBe('segurado');
    await snap(page, 'customer-relationship-usability');

    // Closed, then opened again from the customer panel.
    await page.getByRole('button', { name: 'Fechar Usabilidade' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fechar o painel' }).click();
    await usability(page).waitFor({ state: 'detached' });
    const saved = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes('/conversation-extra-info'));
    await open.click();
    const body = (await saved).postDataJSON() as { usability: { relation: string; breadcrumbs: string } };
    expect(body.usability.relation).toBe('segurado');
    expect(body.usability.breadcrumbs).not.toBe('');
    await usability(page).waitFor();
    await expect.poll(() => frame.getAttribute('src')).toContain('relacionamento=segurado');

    // Saved with the conversation: after a reload it is still chosen.
    await page.reload();
    await page.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Cliente' }).click();
    await expect.poll(() => dock(page).getByRole('combobox', { name: 'Relacionamento' }).inputValue()).toBe('segurado');
    await context.close();
  });

  test('a failed save says why and keeps the choice', async () => {
    const { context, page } = await signedInPage(browser());
    await openWithPanel(page);
    await dock(page).getByRole('combobox', { name: 'Relacionamento' }).selectOption('corretor');
    await page.evaluate(() => window.tesseraDemo!.setExtraInfoFailure(true));
    await dock(page).getByRole('button', { name: 'Abrir usabilidade' }).click();
    await dock(page).getByRole('alert').filter({ hasText: 'Não foi possível salvar o relacionamento: Unavailable service' }).waitFor();
    expect(await dock(page).getByRole('combobox', { name: 'Relacionamento' }).inputValue()).toBe('corretor');
    await snap(page, 'customer-save-failed');
    await page.evaluate(() => window.tesseraDemo!.setExtraInfoFailure(false));
    await dock(page).getByRole('button', { name: 'Abrir usabilidade' }).click();
    await dock(page).getByRole('alert').waitFor({ state: 'detached' });
    await context.close();
  });
});

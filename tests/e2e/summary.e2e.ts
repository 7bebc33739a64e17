import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { axeFindings } from './support/axe';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

const dockButton = (page: Page) => page.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Resumo de IA', exact: true });

describe('the AI summary', () => {
  test('summarize by keyboard, see the keywords; turn the automatic summary off and it stays off after a reload', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp', aiSummary: true });
    const consumer = await consumerOf(page, id);
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
    await dockButton(page).click();

    const summarize = page.getByRole('button', { name: 'Resumir conversa' });
    await summarize.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('region', { name: 'Resumos da conversa' });
    await list.getByText(/^Solicitação do cliente: /).waitFor();
    const made = await page.evaluate((i) => window.tesseraDemo!.summaries(i), id);
    const chips = list.getByRole('list', { name: 'Palavras-chave' }).getByRole('listitem');
    await expect.poll(() => chips.allTextContents()).toEqual(made[0]!.keywords);
    expect(made[0]!.keywords.length).toBeGreaterThan(0);
    expect(await axeFindings(page, '[data-panel="summary"]')).toEqual([]);
    await snap(page, 'summary-shown');

    const toggle = page.getByRole('switch', { name: 'Gerar resumo automaticamente' });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(() => page.evaluate(() => window.tesseraDemo!.userMetadata('is_automatically_generate_summary_enabled'))).toBe('false');

    await page.reload();
    await dockButton(page).click();
    await expect.poll(() => page.getByRole('switch', { name: 'Gerar resumo automaticamente' }).isChecked()).toBe(false);
    await page.getByText('Os resumos são gerados só quando você pedir.').waitFor();
    await page.getByRole('region', { name: 'Resumos da conversa' }).getByText(/^Solicitação do cliente: /).waitFor();

    // A failure is said for 3 s.
    await page.evaluate(() => window.tesseraDemo!.summaryFailure(true));
    await page.getByRole('button', { name: 'Resumir conversa' }).click();
    await page.getByRole('region', { name: 'Avisos' }).getByText('Erro ao resumir a conversa').waitFor();
    await snap(page, 'summary-error');
    await context.close();
  });
});

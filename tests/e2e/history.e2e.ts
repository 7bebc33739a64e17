import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { axeFindings } from './support/axe';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

type Past = { conversationId: string; protocol: string; messages: number; isResearched: boolean };

/** A chat open in the workspace with the dock's history shown. */
async function openWithHistory(page: Page) {
  await demo(page).pause();
  const id = await demo(page).newConversation({ channel: 'whatsapp' });
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  await page.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Histórico', exact: true }).click();
  await page.getByRole('search', { name: 'Busca por protocolo' }).waitFor();
  const history = await page.evaluate((i) => window.tesseraDemo!.consumerHistory(i), id);
  return { id, history: history as Past[] };
}

describe('the consumer history', () => {
  test('by keyboard: a past conversation opens, its messages load and Enter / ↓ / ↑ move between the highlighted matches', async () => {
    const { context, page } = await signedInPage(browser());
    const { history } = await openWithHistory(page);
    await page.getByText(/^Média de satisfação/).waitFor();
    expect(await axeFindings(page, '[data-panel="history"]')).toEqual([]);
    await snap(page, 'history-list');

    const past = history.find((c) => c.messages > 15) ?? history[0]!;
    const item = page.getByRole('button', { name: new RegExp(`^Protocolo ${past.protocol}\\b`) });
    await item.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `Protocolo ${past.protocol}` }).waitFor();
    const list = page.getByRole('list', { name: `Mensagens do protocolo ${past.protocol}` });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(Math.min(15, past.messages));
    if (past.messages > 15) {
      await page.getByRole('button', { name: 'Carregar mensagens' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => list.getByRole('listitem').count()).toBe(Math.min(30, past.messages));
    }

    const search = page.getByRole('searchbox', { name: 'Buscar nas mensagens' });
    await search.focus();
    await page.keyboard.type('protocolo');
    // Highlighted by itself 300 ms after typing stops.
    await expect.poll(() => list.locator('mark').count()).toBeGreaterThan(0);
    const total = await list.locator('mark').count();
    const current = () => list.locator('mark[aria-current="true"]').getAttribute('data-match');
    expect(await current()).toBe('0');
    await page.keyboard.press('ArrowDown');
    expect(await current()).toBe(total > 1 ? '1' : '0');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await current()).toBe(String(total - 1));
    await page.keyboard.press('Enter');
    expect(await current()).toBe('0');
    await expect.poll(() => page.getByRole('status').filter({ hasText: new RegExp(`^1/${total}$`) }).count()).toBe(1);
    expect(await axeFindings(page, '[data-panel="history"]')).toEqual([]);
    await snap(page, 'history-search');

    // Tabs by keyboard: Data shows the protocol.
    await page.getByRole('tab', { name: 'Mensagens' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'Dados' }).getByText(past.protocol, { exact: true }).waitFor();
    expect(await axeFindings(page, '[data-panel="history"]')).toEqual([]);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('tabpanel', { name: 'Observações' }).getByText(/precisa de atendimento especializado|Nenhuma observação nesta conversa/).waitFor();
    expect(await axeFindings(page, '[data-panel="history"]')).toEqual([]);
    await snap(page, 'history-notes');
    await page.getByRole('button', { name: 'Voltar ao histórico' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('search', { name: 'Busca por protocolo' }).waitFor();
    await context.close();
  });

  test('protocol search: a hit opens the conversation, a miss says "Conversa não encontrada" and goes', async () => {
    const { context, page } = await signedInPage(browser());
    const { id } = await openWithHistory(page);
    const foreign = await page.evaluate((i) => window.tesseraDemo!.foreignProtocol(i), id);
    const input = page.getByRole('spinbutton', { name: 'Protocolo' });
    await input.fill(foreign);
    await input.press('Enter');
    await page.getByRole('heading', { name: `Protocolo ${foreign}` }).waitFor();
    await snap(page, 'history-protocol-hit');
    await page.getByRole('button', { name: 'Voltar ao histórico' }).click();

    await input.fill('999');
    await input.press('Enter');
    const toast = page.getByRole('region', { name: 'Notificações' }).getByText('Conversa não encontrada');
    await toast.waitFor();
    await snap(page, 'history-protocol-miss');
    // It goes after 3 s.
    await toast.waitFor({ state: 'detached', timeout: 6_000 });
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

describe('pop-out windows', () => {
  test('a popped-out conversation is live in both windows, and closing it returns the tile', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'webchat' });
    const consumer = await consumerOf(page, id);
    await page.getByRole('option', { name: consumer }).click();

    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Abrir Conversa em uma janela própria' }).click(),
    ]);
    await popup.waitForURL('**/undock/conversation');
    await popup.getByRole('log', { name: `Mensagens com ${consumer}` }).waitFor();
    await page.getByText('O painel «Conversa» está aberto em outra janela.').waitFor();

    await demo(page).consumerSends(id, 'Alguém pode me ajudar com o guincho?');
    await popup.getByRole('log').getByText('Alguém pode me ajudar com o guincho?').waitFor();
    await expect.poll(() => page.getByRole('option', { name: consumer }).textContent()).toContain('Alguém pode me ajudar com o guincho?');
    await snap(popup, 'popout-window');

    // A reply from the pop-out shows in the workspace's list too.
    const composer = popup.getByLabel(`Mensagem para ${consumer}`);
    await composer.fill('Já acionei o guincho, chega em 40 minutos.');
    await composer.press('Control+Enter');
    await expect.poll(() => page.getByRole('option', { name: consumer }).textContent()).toContain('Já acionei o guincho');

    await popup.close();
    await page.getByRole('log', { name: `Mensagens com ${consumer}` }).getByText('Alguém pode me ajudar com o guincho?').waitFor();
    expect(await page.getByText('está aberto em outra janela').count()).toBe(0);
    await context.close();
  });

  test('closing the workspace hands the connection to the pop-out without losing what the consumer sent meanwhile', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(page, id);
    for (let i = 1; i <= 20; i++) await demo(page).consumerSends(id, `Histórico ${i}`);
    await page.getByRole('option', { name: consumer }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Abrir Conversa em uma janela própria' }).click(),
    ]);
    await popup.waitForURL('**/undock/conversation');
    const log = popup.getByRole('log', { name: `Mensagens com ${consumer}` });
    await log.getByText('Histórico 20', { exact: true }).waitFor();

    // The leader goes; while the pop-out takes over the connection, the consumer writes.
    await page.close();
    const handover = Array.from({ length: 5 }, (_, i) => `Durante a troca ${i + 1}`);
    await popup.evaluate(
      async ({ cid, texts }) => {
        for (const text of texts) await window.tesseraDemo!.consumerSends(cid, text);
      },
      { cid: id, texts: handover },
    );
    for (const text of handover) await expect.poll(() => log.getByText(text, { exact: true }).count(), { timeout: 5_000 }).toBe(1);

    // And the pop-out, now leading, hears what comes next live.
    await popup.evaluate((cid) => window.tesseraDemo!.consumerSends(cid, 'Depois da troca'), id);
    await expect.poll(() => log.getByText('Depois da troca', { exact: true }).count(), { timeout: 5_000 }).toBe(1);
    await snap(popup, 'popout-after-handover');
    await context.close();
  });

  test('an /undock/ name that no tile answers to says so', async () => {
    const { context, page } = await signedInPage(browser());
    await page.goto('/undock/nothing-here');
    await page.getByText('Não existe um painel chamado «nothing-here».').waitFor();
    await context.close();
  });
});

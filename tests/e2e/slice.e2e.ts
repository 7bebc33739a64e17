import { describe, expect, test } from '@rstest/core';
import { consumerOf, demo, selectedConversation, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

describe('the first living slice', () => {
  test('sign in, a conversation arrives live, the agent replies, the consumer answers', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();

    const list = page.getByRole('listbox', { name: 'Conversas do agente' });
    const before = await list.getByRole('option').count();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    await expect.poll(() => list.getByRole('option').count()).toBe(before + 1);

    const consumer = await consumerOf(page, id);
    const row = list.getByRole('option', { name: consumer });
    await row.click();
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');

    const composer = page.getByLabel(`Mensagem para ${consumer}`);
    await composer.fill('Olá! Sou a Ana, vou cuidar do seu atendimento.');
    await composer.press('Control+Enter');
    const log = page.getByRole('log', { name: `Mensagens com ${consumer}` });
    const sent = log.getByRole('listitem').filter({ hasText: 'Olá! Sou a Ana, vou cuidar do seu atendimento.' });
    await sent.waitFor();
    await expect.poll(() => sent.textContent()).toMatch(/Enviada|Entregue/);
    expect(await composer.inputValue()).toBe('');

    await demo(page).consumerSends(id, 'Obrigado, Ana! Meu CPF é 123.456.789-09.');
    await log.getByText('Obrigado, Ana! Meu CPF é').waitFor();
    // The list row shows the newest message too.
    await expect.poll(() => row.textContent()).toContain('Obrigado, Ana!');
    await snap(page, 'slice-conversation');
    await context.close();
  });

  test('messages are grouped under DD/MM day separators, and older pages load on demand', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option').first().click();
    // The thread's day separators (the workspace's split bars are separators too).
    const separators = page.getByRole('log').getByRole('separator');
    await separators.first().waitFor();
    expect(await separators.first().textContent()).toMatch(/^\d{2}\/\d{2}$/);
    const older = page.getByRole('button', { name: 'Carregar mensagens anteriores' });
    if (await older.isVisible()) {
      const count = await page.getByRole('log').getByRole('listitem').count();
      await older.click();
      await expect.poll(() => page.getByRole('log').getByRole('listitem').count()).toBeGreaterThan(count);
    }
    await context.close();
  });

  test('a conversation opened again shows its newest message, and new ones scroll into view', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const list = page.getByRole('listbox', { name: 'Conversas do agente' });
    const log = page.getByRole('log');
    const atBottom = () =>
      log.evaluate((el) => {
        const scroller = el.parentElement!;
        return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < 4;
      });
    await list.getByRole('option').nth(2).click();
    await log.getByRole('listitem').first().waitFor();
    await expect.poll(atBottom).toBe(true);
    await list.getByRole('option').nth(3).click();
    const again = list.getByRole('option').nth(2);
    await again.click();
    await expect.poll(atBottom).toBe(true);

    const name = await again.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby')!.split(' ')[0]!)!.textContent!);
    const id = await selectedConversation(page, name);
    await demo(page).consumerSends(id, 'Mais uma pergunta sobre o reboque.');
    await log.getByText('Mais uma pergunta sobre o reboque.').waitFor();
    await expect.poll(atBottom).toBe(true);
    await context.close();
  });
});

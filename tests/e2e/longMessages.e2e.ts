import { describe, expect, test } from '@rstest/core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

describe('a very long message', () => {
  test('shows folded with "Mostrar mais"; the keyboard unfolds it and folds it back, and what it did is said', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'webchat' });
    const consumer = await consumerOf(page, id);
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
    const log = page.getByRole('log', { name: `Mensagens com ${consumer}` });
    await log.locator('li[data-message-id]').first().waitFor();
    const long = `Segue o relato completo do sinistro. ${'O carro estava parado no semáforo quando foi atingido. '.repeat(600)}Fim do relato.`;
    await demo(page).consumerSends(id, long);

    const item = log.locator('li[data-message-id]').filter({ hasText: 'Segue o relato completo do sinistro.' });
    const more = item.getByRole('button', { name: new RegExp(`^Mostrar mais da mensagem de ${consumer} das \\d\\d:\\d\\d$`) });
    await more.waitFor();
    // Folded: its beginning shows, not its end, and the bubble stays a screenful at most.
    expect(await item.textContent()).not.toContain('Fim do relato.');
    expect((await item.boundingBox())!.height).toBeLessThan(700);
    await snap(page, 'long-message-folded');

    // By keyboard: Enter shows more, and a status says how much.
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => item.getByRole('status').textContent()).toMatch(/^Mostrando 21\.\d{3} de 33\.\d{3} caracteres da mensagem$/);
    await page.keyboard.press('Enter');
    await item.getByText(/Fim do relato\.$/).waitFor();
    expect(await item.getByRole('status').textContent()).toBe('Mensagem mostrada por inteiro');
    // "Mostrar mais" went with the last of it: the keyboard is on "Mostrar menos".
    const less = item.getByRole('button', { name: /^Mostrar menos da mensagem de / });
    await expect.poll(() => less.evaluate((b) => b === document.activeElement)).toBe(true);
    await snap(page, 'long-message-unfolded');

    await page.keyboard.press('Enter');
    await more.waitFor();
    expect(await item.textContent()).not.toContain('Fim do relato.');
    expect(await item.getByRole('status').textContent()).toBe('Mensagem recolhida');
    await expect.poll(() => more.evaluate((b) => b === document.activeElement)).toBe(true);
    await context.close();
  });
});

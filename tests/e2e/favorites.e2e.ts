import { describe, expect, test } from '@rstest/core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

describe('favourite messages', () => {
  test('a star by keyboard keeps the message among the favourites by day; the list brings it back into view; a refusal puts the star back', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(page, id);
    await demo(page).consumerSends(id, 'O número do sinistro é 4471-2026, anota aí por favor.');
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
    const log = page.getByRole('log');
    const message = log.getByRole('listitem').filter({ hasText: 'O número do sinistro é 4471-2026' });
    await message.waitFor();

    // The star is a toggle named after the message's time, reached and pressed by keyboard.
    const star = message.getByRole('button', { name: /^Favoritar a mensagem das \d\d:\d\d: O número do sinistro é 4471-2026/ });
    await star.focus();
    await page.keyboard.press('Enter');
    const starred = message.getByRole('button', { name: /^Desfavoritar a mensagem das/ });
    await expect.poll(() => starred.getAttribute('aria-pressed')).toBe('true');

    // The dock's Favoritas widget lists it under today's DD/MM.
    await page.getByRole('button', { name: 'Favoritas' }).click();
    const today = await page.evaluate(() => new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit' }).format(new Date()));
    const day = page.getByRole('region', { name: today });
    const entry = day.getByRole('button', { name: /O número do sinistro é 4471-2026/ });
    await entry.waitFor();
    await snap(page, 'favorites-widget');

    // Pressing it brings the message into view in the thread, marked as the current one.
    await entry.click();
    await expect.poll(() => message.getAttribute('aria-current')).toBe('true');
    expect(await message.isVisible()).toBe(true);

    // The server refuses the next change: the star goes back, and the agent is told.
    await page.evaluate(() => window.tesseraDemo!.setFavoriteFailure(true));
    await starred.click();
    await page.getByRole('region', { name: 'Notificações' }).getByText('Erro ao executar a ação. Tente novamente.').waitFor();
    await expect.poll(() => message.getByRole('button', { name: /^Desfavoritar a mensagem das/ }).getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'favorites-refused');
    await context.close();
  });
});

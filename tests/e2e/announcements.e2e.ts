import { describe, expect, test } from '@rstest/core';
import type { Locator, Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/** The polite live region that says what happens outside the open conversation: what it says now. */
const live = (page: Page) => page.getByRole('status', { name: 'Novidades do atendimento' });
const said = async (page: Page) => ((await live(page).textContent()) ?? '').trim();

async function openConversation(page: Page, id: string): Promise<string> {
  const name = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).locator(`[role=option][data-key="${id}"]`).click();
  await page.getByRole('textbox', { name: `Mensagem para ${name}` }).waitFor();
  return name;
}

describe('announcements', () => {
  test('a burst is told as one summary: new conversations, then messages in conversations other than the open one', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    expect(await live(page).getAttribute('aria-live')).toBe('polite');

    const ids = await page.evaluate(() => window.tesseraDemo!.bringConversations(3));
    await expect.poll(() => said(page)).toContain('3 novas conversas.');

    await openConversation(page, ids[0]!);
    // Three messages in two other conversations, at once: one sentence, not three.
    await page.evaluate(async ([a, b]) => {
      await Promise.all([window.tesseraDemo!.consumerSends(a!, 'Alguém aí?'), window.tesseraDemo!.consumerSends(b!, 'Bom dia.'), window.tesseraDemo!.consumerSends(b!, 'Preciso do boleto.')]);
    }, [ids[1], ids[2]]);
    await expect.poll(() => said(page)).toContain('3 novas mensagens em 2 conversas.');

    // Messages in the open conversation are not told here (its thread says them).
    await demo(page).consumerSends(ids[0]!, 'Estou aguardando.');
    await demo(page).consumerSends(ids[1]!, 'Oi?');
    const other = await consumerOf(page, ids[1]!);
    await expect.poll(() => said(page), { timeout: 15_000 }).toContain(`1 nova mensagem de ${other}.`);
    await snap(page, 'announcements-messages');
    await context.close();
  });

  test('an SLA turning overdue and the consumer closing the open conversation are told', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const name = await openConversation(page, id);
    await expect.poll(() => said(page)).toContain(`Nova conversa de ${name}.`);

    // The supervisor shortens its SLA: the clock runs out and the agent hears it once.
    await page.evaluate((cid) => window.tesseraDemo!.setSlaLate(cid, 5), id);
    await expect.poll(() => said(page), { timeout: 20_000 }).toContain(`Prazo estourado na conversa com ${name}.`);

    await page.evaluate((cid) => window.tesseraDemo!.closeByClient(cid), id);
    await expect.poll(() => said(page), { timeout: 15_000 }).toContain(`${name} encerrou a conversa.`);
    await snap(page, 'announcements-closed');
    await context.close();
  });
});

/** The controls a notice lies over (by their names). */
function coveredControls(notice: Locator): Promise<(string | null | undefined)[]> {
  return notice.evaluate((toast) => {
    const box = toast.getBoundingClientRect();
    const controls = [...document.querySelectorAll('button, a[href], input, select, textarea, [role=option], [role=tab]')].filter((el) => !toast.contains(el));
    return controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim());
  });
}

describe('notifications', () => {
  test('a notification covers no control, goes by itself, and the history shows it again', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await page.evaluate(() => window.tesseraDemo!.setAvailabilityFailure(true));
    await page.getByRole('button', { name: /^Status: Online/ }).click();
    await page.getByRole('dialog', { name: 'Alterar status' }).getByRole('option', { name: 'Ausente' }).click();
    const notice = page.getByRole('alertdialog', { name: 'Erro ao atualizar o status' });
    await notice.waitFor();
    await snap(page, 'notifications-zone');

    // Nothing the agent works with is under it.
    expect(await coveredControls(notice)).toEqual([]);

    // An error that does not block the work goes by itself.
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    const history = page.getByRole('button', { name: 'Notificações, 1 nova' });
    await history.click();
    const past = page.getByRole('dialog', { name: 'Notificações desta sessão' });
    await past.getByRole('listitem').filter({ hasText: 'Erro ao atualizar o status' }).waitFor();
    expect(await past.getByRole('listitem').first().textContent()).toMatch(/^Erro · \d{2}:\d{2}Erro ao atualizar o status$/);
    await snap(page, 'notifications-history');
    await page.keyboard.press('Escape');
    // Looked at: nothing new any more.
    await page.getByRole('button', { name: 'Notificações', exact: true }).waitFor();

    // A snackbar ("Copiado") takes the same place while no notification is there: over no control either.
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    await page.getByRole('listbox', { name: 'Conversas do agente' }).locator(`[role=option][data-key="${id}"]`).click();
    await page.getByRole('button', { name: 'Copiar Protocolo' }).click();
    const copied = page.getByRole('alertdialog', { name: 'Copiado' });
    await copied.waitFor();
    expect(await coveredControls(copied)).toEqual([]);
    await context.close();
  });
});

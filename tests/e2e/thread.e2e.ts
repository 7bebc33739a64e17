import { describe, expect, test } from '@rstest/core';
import type { Locator, Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/** Where the thread's scroller is, and what it has mounted. */
const threadState = (page: Page) =>
  page.getByRole('log').evaluate((log) => {
    const scroller = log.parentElement!;
    return {
      mounted: log.querySelectorAll('li[data-message-id]').length,
      fromBottom: scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight,
    };
  });

/** Waits until the thread's scroller holds still between two looks (rows measured, pages in). */
async function scrollSettles(log: Locator) {
  let settled = NaN;
  await expect
    .poll(async () => {
      const top = await log.evaluate((l) => l.parentElement!.scrollTop);
      const same = top === settled;
      settled = top;
      return same;
    })
    .toBe(true);
}

async function openConversation(page: Page, id: string) {
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  await page.getByRole('log', { name: `Mensagens com ${consumer}` }).locator('li[data-message-id]').first().waitFor();
  return consumer;
}

describe('the thread', () => {
  test('a 10,000-message conversation opens at its newest message with few elements, and older pages keep the reading position', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await page.evaluate(() => window.tesseraDemo!.longConversation(10_000));
    await openConversation(page, id);
    await expect.poll(async () => (await threadState(page)).fromBottom).toBeLessThan(2);
    const opened = await threadState(page);
    expect(opened.mounted).toBeGreaterThan(0);
    expect(opened.mounted).toBeLessThan(1_000);

    // Up, a row at a time, to the oldest message held: the next older page comes in above it, and
    // the message the agent was reading stays where it was on screen. Its place is read in the same
    // task as the scroll, before anything could load.
    const log = page.getByRole('log');
    const scrollFirstMountedToTop = () =>
      log.evaluate((l) => {
        const first = l.querySelector<HTMLElement>('li[data-message-id]')!;
        l.parentElement!.scrollTop = Number(/translateY\((\d+(?:\.\d+)?)px\)/.exec(first.style.transform)![1]);
        return { id: first.getAttribute('data-message-id')!, index: Number(first.getAttribute('data-index')), top: first.getBoundingClientRect().top };
      });
    const placeOf = (messageId: string) =>
      log.evaluate((l, messageId) => {
        const li = l.querySelector(`li[data-message-id="${CSS.escape(messageId)}"]`);
        const first = l.querySelector('li[data-message-id]');
        return { index: li ? Number(li.getAttribute('data-index')) : -1, top: li?.getBoundingClientRect().top ?? NaN, firstMounted: Number(first?.getAttribute('data-index')) };
      }, messageId);
    let reading = await scrollFirstMountedToTop();
    for (let step = 0; step < 40; step++) {
      // Either older rows mounted above (go on up), or a page came in (the message moved down the thread).
      const read = reading;
      await expect.poll(async () => {
        const now = await placeOf(read.id);
        return now.index !== read.index || now.firstMounted < read.index;
      }).toBe(true);
      if ((await placeOf(read.id)).index !== read.index) break;
      // The rows that mounted above are measured (the view settles) before the next step up.
      await scrollSettles(log);
      reading = await scrollFirstMountedToTop();
    }
    const after = await placeOf(reading.id);
    expect(after.index).toBeGreaterThan(reading.index);
    await expect.poll(async () => Math.abs((await placeOf(reading.id)).top - reading.top)).toBeLessThanOrEqual(4);
    expect((await threadState(page)).mounted).toBeLessThan(1_000);
    await snap(page, 'thread-long');
    await context.close();
  });

  test('scrolled up, a new message counts on the jump button; the button brings the view down to it under the "new messages" divider', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await page.evaluate(() => window.tesseraDemo!.longConversation(60));
    await openConversation(page, id);
    const log = page.getByRole('log');
    // The agent reads up to the start of the conversation (older pages come in as they go) and stays there.
    await expect
      .poll(async () => {
        await log.evaluate((l) => (l.parentElement!.scrollTop = 0));
        return log.getByText('Início da conversa').isVisible();
      })
      .toBe(true);
    await scrollSettles(log);
    const jump = page.getByRole('button', { name: /^Ir para a mensagem mais recente/ });
    await jump.waitFor();
    expect(await jump.getAttribute('aria-label')).toBe('Ir para a mensagem mais recente');

    await demo(page).consumerSends(id, 'Consegue ver a foto do para-choque que mandei?');
    await expect.poll(() => jump.getAttribute('aria-label')).toBe('Ir para a mensagem mais recente (1 não lida)');
    await snap(page, 'thread-jump-count');

    await jump.focus();
    await page.keyboard.press('Enter');
    const newest = log.getByRole('listitem').filter({ hasText: 'Consegue ver a foto do para-choque que mandei?' });
    await expect.poll(() => newest.isVisible()).toBe(true);
    await jump.waitFor({ state: 'detached' });
    expect(await newest.getByRole('separator', { name: 'Novas mensagens' }).count()).toBe(1);
    await context.close();
  });

  test('the reply box grows to six rows, and above 222 characters takes a line of its own', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const consumer = await openConversation(page, id);
    const box = page.getByRole('textbox', { name: `Mensagem para ${consumer}` });
    const send = page.getByRole('button', { name: 'Enviar', exact: true });
    const height = async () => (await box.boundingBox())!.height;
    const oneRow = await height();

    await box.fill('linha\n'.repeat(3).trim());
    expect(await height()).toBeGreaterThan(oneRow * 2);
    await box.fill('linha\n'.repeat(12).trim());
    const six = await height();
    await box.fill('linha\n'.repeat(20).trim());
    expect(await height()).toBe(six);

    // 222 characters: the send button still beside the box; 223: the box alone on its line, the buttons under it.
    await box.fill('a'.repeat(222));
    expect((await send.boundingBox())!.y).toBeLessThan((await box.boundingBox())!.y + (await box.boundingBox())!.height);
    await box.fill('a'.repeat(223));
    expect((await send.boundingBox())!.y).toBeGreaterThanOrEqual((await box.boundingBox())!.y + (await box.boundingBox())!.height);
    await snap(page, 'composer-large-text');
    await context.close();
  });

  test('files dragged over the conversation show the drop zone; dropped, they open the attachment dialog and the zone goes', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    await openConversation(page, id);
    const log = page.getByRole('log');
    // What a drag of a file from the desktop carries, made in the page (a DataTransfer cannot cross from the test).
    const files = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'laudo-vistoria.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    await log.dispatchEvent('dragenter', { dataTransfer: files });
    await log.dispatchEvent('dragover', { dataTransfer: files });
    const zone = page.getByRole('status').filter({ hasText: 'Solte os arquivos para anexar à conversa' });
    await zone.waitFor();
    await snap(page, 'thread-drop-zone');
    await log.dispatchEvent('drop', { dataTransfer: files });
    const dialog = page.getByRole('dialog', { name: 'Enviar arquivos' });
    await dialog.waitFor();
    expect(await dialog.getByText('laudo-vistoria.pdf').count()).toBeGreaterThan(0);
    await zone.waitFor({ state: 'detached' });
    await context.close();
  });
});


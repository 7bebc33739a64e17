import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import type { Locator, Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/** A tiny but real PNG (1×1), a PDF and a text file the channel does not take. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.7\n% apólice do segurado\n');
const TXT = Buffer.from('anotações do atendimento');

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe (WCAG 2.1 A/AA and best practices) over the open attachment dialog: the ids of the rules it breaks. */
async function dialogViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Element, o: unknown) => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }).axe;
    const dialog = document.querySelector('[role=dialog][aria-labelledby]')!;
    const result = await axe.run(dialog, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`);
  });
}

/** A new WhatsApp conversation, opened from the list, the keyboard in its reply box; its reply box. */
async function openNewConversation(page: Page): Promise<Locator> {
  // Choosers are intercepted from now on (the calls below reach the browser after this is set up),
  // not from the moment a test starts waiting for one, which may be after the key that opens it.
  page.on('filechooser', () => undefined);
  await demo(page).pause();
  const id = await demo(page).newConversation({ channel: 'whatsapp' });
  const name = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: new RegExp(`^${name}`) }).click();
  const composer = page.getByRole('textbox', { name: `Mensagem para ${name}` });
  await composer.focus();
  return composer;
}

describe('attachments', () => {
  test('attach by the file chooser from the keyboard: a refused type says why, the rest go with the message and show in the thread', async () => {
    const { context, page } = await signedInPage(browser());
    const composer = await openNewConversation(page);

    // The attach button is next to the reply box: Tab reaches it, Enter opens the system's chooser.
    const attach = page.getByRole('button', { name: 'Anexar arquivo' });
    for (let i = 0; i < 4 && !(await isFocused(attach)); i++) await page.keyboard.press('Tab');
    expect(await isFocused(attach)).toBe(true);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    const fileChooser = await chooser;
    expect(fileChooser.isMultiple()).toBe(true);
    await fileChooser.setFiles([
      { name: 'boletim.png', mimeType: 'image/png', buffer: PNG },
      { name: 'anotacoes.txt', mimeType: 'text/plain', buffer: TXT },
      { name: 'apolice.pdf', mimeType: 'application/pdf', buffer: PDF },
    ]);

    const dialog = page.getByRole('dialog', { name: 'Enviar arquivos' });
    await dialog.waitFor();
    await dialog.getByRole('alert', { name: 'Arquivos não adicionados' }).getByText('anotacoes.txt: Extensão de arquivo não suportada neste canal').waitFor();
    const files = dialog.getByRole('list', { name: 'Arquivos a enviar' });
    await expect.poll(() => files.getByRole('listitem').count()).toBe(2);
    // The picture is previewed; the channel's types are told.
    await dialog.getByRole('figure', { name: 'Pré-visualização' }).getByRole('img', { name: 'boletim.png' }).waitFor();
    await dialog.getByText('Imagens: JPG, JPEG, PNG, menores que 5 MB').waitFor();
    await snap(page, 'attachments-dialog');
    expect(await dialogViolations(page)).toEqual([]);

    // The message box has the keyboard; Ctrl+Enter sends.
    const message = dialog.getByRole('textbox', { name: 'Mensagem' });
    await expect.poll(() => isFocused(message)).toBe(true);
    await page.keyboard.type('Seguem o boletim e a apólice.');

    // The emoji plugin's picker, from the dialog's own emoji button: a pick goes in at the caret.
    await dialog.getByRole('button', { name: 'Inserir emoji' }).press('Enter');
    const picker = page.getByRole('dialog', { name: 'Emojis' });
    await expect.poll(() => isFocused(picker.getByRole('searchbox', { name: 'Buscar emoji' }))).toBe(true);
    await page.keyboard.type('coração');
    const chosen = picker.getByRole('grid', { name: 'Emojis' }).locator('[role=gridcell][aria-selected=true]');
    await expect.poll(() => chosen.getAttribute('aria-label')).toMatch(/coração/i);
    const heart = (await chosen.textContent())!;
    await page.keyboard.press('Enter');
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => message.inputValue()).toBe(`Seguem o boletim e a apólice.${heart}`);
    await expect.poll(() => isFocused(message)).toBe(true);
    await page.keyboard.press('Control+Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(composer)).toBe(true);

    // Each file is its own message in the thread, the text with the first; the server has the bytes.
    const log = page.getByRole('log');
    const first = log.getByRole('listitem').filter({ hasText: `Seguem o boletim e a apólice.${heart}` });
    await first.waitFor();
    await log.getByRole('link', { name: /apolice\.pdf/ }).or(log.getByText(/apolice\.pdf/)).first().waitFor();
    const uploads = await page.evaluate(() => window.tesseraDemo!.uploads());
    expect(uploads.map(({ name: n, type, size, magic }) => ({ n, type, size, magic }))).toEqual([
      { n: 'boletim.png', type: 'image/png', size: PNG.length, magic: PNG.subarray(0, 4).toString('latin1') },
      { n: 'apolice.pdf', type: 'application/pdf', size: PDF.length, magic: '%PDF' },
    ]);
    await snap(page, 'attachments-sent');
    await context.close();
  });

  test('a file the server refuses stays in the dialog with its reason, and so does the message; more can be added by the chooser or by dragging them onto the dialog', async () => {
    const { context, page } = await signedInPage(browser());
    await openNewConversation(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Anexar arquivo' }).click();
    // Within the channel's 16 MB for videos, over what the demo server takes (2 MB).
    await (await chooser).setFiles([{ name: 'sinistro.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(3 * 1024 * 1024) }]);
    const dialog = page.getByRole('dialog', { name: 'Enviar arquivos' });
    const message = dialog.getByRole('textbox', { name: 'Mensagem' });
    await message.fill('Vídeo do local do acidente.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();

    await dialog.getByRole('alert').getByText('1 arquivo não foi enviado. Tente de novo ou remova-os.').waitFor();
    await dialog.getByRole('list', { name: 'Arquivos a enviar' }).getByText(/O arquivo é maior do que o servidor aceita/).waitFor();
    expect(await message.inputValue()).toBe('Vídeo do local do acidente.');
    expect(await page.evaluate(() => window.tesseraDemo!.uploads())).toEqual([]);
    await snap(page, 'attachments-refused-upload');
    expect(await dialogViolations(page)).toEqual([]);

    // Removing it leaves nothing to send; more files can be added from the dialog.
    await dialog.getByRole('button', { name: 'Remover sinistro.mp4' }).click();
    await dialog.getByText('Nenhum arquivo para enviar: adicione arquivos.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Enviar' }).isDisabled()).toBe(true);
    const more = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Adicionar arquivos' }).click();
    await (await more).setFiles([{ name: 'apolice.pdf', mimeType: 'application/pdf', buffer: PDF }]);
    // Files dragged onto the dialog join them.
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.7 laudo'], 'laudo.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    const zone = dialog.getByRole('figure', { name: 'Pré-visualização' });
    for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
    const files = dialog.getByRole('list', { name: 'Arquivos a enviar' });
    await files.getByRole('button', { name: 'laudo.pdf', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const log = page.getByRole('log');
    await log.getByRole('listitem').filter({ hasText: 'Vídeo do local do acidente.' }).getByText(/apolice\.pdf/).waitFor();
    await log.getByText(/laudo\.pdf/).waitFor();
    expect((await page.evaluate(() => window.tesseraDemo!.uploads())).map((u) => u.name)).toEqual(['apolice.pdf', 'laudo.pdf']);
    await context.close();
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

const sendFile = (page: Page, id: string, kind: 'image' | 'pdf' | 'audio') =>
  page.evaluate(([i, k]) => window.tesseraDemo!.consumerSendsFile(i!, k as 'image' | 'pdf' | 'audio'), [id, kind]);
const isFocused = (page: Page, selector: string) => page.evaluate((s) => document.activeElement === document.querySelector(s), selector);

/** axe-core's own file, evaluated through the DevTools protocol (the page's CSP refuses an inline script tag). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/**
 * The WCAG 2.1 A and AA violations axe finds on the page as it is now: rule and element, none
 * expected. Left out: the conversation list's options, named by the consumer and described by
 * the last message, which axe takes for a name mismatch (accepted, with its reason, in the
 * standing axe suite).
 */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  return page.evaluate(async () => {
    type Result = { id: string; nodes: { target: unknown[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: unknown) => Promise<{ violations: Result[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    const listOption = (id: string, target: unknown[]) => {
      const last = target[target.length - 1];
      return id === 'label-content-name-mismatch' && typeof last === 'string' && document.querySelector(last)?.getAttribute('role') === 'option';
    };
    return violations.flatMap((v) => v.nodes.filter((n) => !listOption(v.id, n.target)).map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/** A chat whose consumer sent these files, open in the workspace. */
async function openWithFiles(page: Page, kinds: ('image' | 'pdf' | 'audio')[]) {
  await demo(page).pause();
  const id = await demo(page).newConversation({ channel: 'whatsapp' });
  const consumer = await consumerOf(page, id);
  for (const kind of kinds) await sendFile(page, id, kind);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  const log = page.getByRole('log');
  await log.waitFor();
  return { id, log };
}

describe('files in messages', () => {
  test('images: a thumbnail, then the gallery by keyboard: zoom, rotate, the next image, Escape back to the thumbnail', async () => {
    const { context, page } = await signedInPage(browser());
    const { log } = await openWithFiles(page, ['image', 'image']);
    const thumbs = log.getByRole('button', { name: /^Abrir imagem IMG-2026-\d{4}\.png$/ });
    await expect.poll(() => thumbs.count()).toBe(2);
    const first = thumbs.first();
    const [firstName, secondName] = (await thumbs.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')!.replace('Abrir imagem ', '')))) as [string, string];
    // The picture really loads (the demo serves the PNG), in its fixed box.
    await expect.poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    expect(await first.evaluate((el) => [el.getBoundingClientRect().width, el.getBoundingClientRect().height])).toEqual([200, 150]);
    await snap(page, 'media-thumbnails');

    await first.evaluate((el) => el.setAttribute('data-e2e-opener', ''));
    await first.focus();
    await page.keyboard.press('Enter');
    const gallery = page.getByRole('dialog', { name: 'Galeria de imagens' });
    await gallery.waitFor();
    const heading = gallery.getByRole('heading', { level: 2 });
    await expect.poll(() => heading.textContent()).toBe(`${firstName} · 1 de 2`);
    const picture = gallery.getByRole('img', { name: firstName });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    // Keys: + twice to 1.5 (the end: Aumentar zoom is off), R a quarter turn.
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect.poll(() => picture.getAttribute('data-zoom')).toBe('1.5');
    expect(await gallery.getByRole('status', { name: 'Zoom' }).textContent()).toBe('150%');
    expect(await gallery.getByRole('button', { name: 'Aumentar zoom' }).isDisabled()).toBe(true);
    await page.keyboard.press('r');
    await expect.poll(() => picture.getAttribute('data-rotation')).toBe('90');
    // Once its short turn is over, the picture stands at 1.5 a quarter turned: matrix(cos, sin, -sin, cos) × 1.5.
    await expect.poll(() => picture.evaluate((img) => getComputedStyle(img).transform)).toBe('matrix(0, 1.5, -1.5, 0, 0, 0)');
    await snap(page, 'media-gallery-zoomed-rotated');
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('ArrowRight');
    await expect.poll(() => heading.textContent()).toBe(`${secondName} · 2 de 2`);
    const strip = gallery.getByRole('list', { name: 'Imagens da conversa' });
    expect(await strip.getByRole('button').evaluateAll((els) => els.map((el) => el.getAttribute('aria-current')))).toEqual([null, 'true']);
    expect(await gallery.getByRole('img', { name: secondName }).getAttribute('data-zoom')).toBe('1');
    await snap(page, 'media-gallery-second');

    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, '[data-e2e-opener]')).toBe(true);

    // Open again: Tab goes round the gallery's controls and stays inside; Escape (a first one
    // closes the focused button's tooltip, as react-aria does) gives the keyboard back.
    await page.keyboard.press('Enter');
    await gallery.waitFor();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await gallery.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    if (await gallery.isVisible()) await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(page, '[data-e2e-opener]')).toBe(true);
    await context.close();
  });

  test('audio: play opens the floating box, whose time runs; "Ir para a mensagem" brings the message back', async () => {
    const { context, page } = await signedInPage(browser());
    const { log } = await openWithFiles(page, ['audio']);
    const play = log.getByRole('button', { name: /^Reproduzir nota-de-voz-\d{4}\.wav$/ });
    await play.waitFor();
    const name = (await play.getAttribute('aria-label'))!.replace('Reproduzir ', '');
    // The length shows before playing, from the file's metadata.
    await expect.poll(() => log.getByText(/^00:00 \/ 00:02$/).count()).toBe(1);
    await play.click();
    // Named by what it does: playing, or paused once the two seconds are over.
    const box = page.getByRole('region', { name: new RegExp(`^(Tocando|Em pausa): ${name.replace(/\./g, '\\.')}$`) });
    await box.waitFor();
    const time = box.getByRole('timer', { name: 'Tempo do áudio' });
    await expect.poll(() => time.textContent()).toMatch(/^00:0[12] \/ 00:02$/);
    expect(await box.getByRole('slider', { name: `Posição de ${name}` }).getAttribute('aria-valuetext')).toMatch(/^00:0[0-2] de 00:02$/);
    await snap(page, 'media-audio-box');
    expect(await axeViolations(page)).toEqual([]);

    // The message scrolled away or the conversation changed: the box brings it back, marked.
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option').first().click();
    await box.getByRole('button', { name: 'Ir para a mensagem' }).click();
    const message = page.getByRole('log').getByRole('listitem').filter({ has: page.getByRole('button', { name: new RegExp(`^(Reproduzir|Pausar) ${name.replace(/\./g, '\\.')}$`) }) });
    await expect.poll(() => message.getAttribute('aria-current')).toBe('true');
    await box.getByRole('button', { name: 'Fechar reprodutor de áudio' }).click();
    await box.waitFor({ state: 'hidden' });
    await context.close();
  });

  test('documents: icon, name and size in MB; the download saves the file under its name', async () => {
    const { context, page } = await signedInPage(browser());
    const { log } = await openWithFiles(page, ['pdf']);
    const download = log.getByRole('button', { name: /^Baixar apolice-\d{4}\.pdf$/ });
    await download.waitFor();
    const name = (await download.getAttribute('aria-label'))!.replace('Baixar ', '');
    const card = log.getByRole('listitem').filter({ has: page.getByRole('button', { name: `Baixar ${name}`, exact: true }) });
    await expect.poll(() => card.getByText(/^\d,\d{3} MB$/).count()).toBe(1);
    expect(await card.textContent()).toContain(`Arquivo: ${name}`);
    await snap(page, 'media-document');
    expect(await axeViolations(page)).toEqual([]);
    const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(saved.suggestedFilename()).toBe(name);
    const path = await saved.path();
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(await card.getByText(`${(bytes.length / 1_000_000).toFixed(3).replace('.', ',')} MB`).count()).toBe(1);
    await context.close();
  });
});

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import type { Locator, Page, Request } from 'playwright-core';
import { AGENT, baseUrl, consumerOf, demo, newContext, signIn, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();

/** axe from node_modules, evaluated through the DevTools protocol (the page's CSP stays as it is). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Every request the page makes, in order. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return {
    requests,
    /** The origins requests went to (http, https and web sockets; data: and blob: stay in the page). */
    origins: () => [...new Set(requests.map((r) => new URL(r.url())).filter((u) => /^(https?|wss?):$/.test(u.protocol)).map((u) => u.origin))],
    /** The index of the first request for a file of the build named `chunk` (its webpackChunkName), or -1. */
    first: (chunk: string) => requests.findIndex((r) => new URL(r.url()).pathname.split('/').pop()!.startsWith(`${chunk}.`)),
  };
}

/** Tabs forward (from the reply box) until `target` has the keyboard. */
async function tabTo(page: Page, target: Locator) {
  for (let tabs = 0; tabs < 6 && !(await target.evaluate((el) => el === document.activeElement)); tabs++) await page.keyboard.press('Tab');
  expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
}

describe('emoji picker', () => {
  test('opened by keyboard, “coração” and Enter put a heart at the caret; Escape goes back to the reply box; its code and data load on opening, from Tessera itself', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const net = recordRequests(page);
    const refused: string[] = [];
    page.on('console', (message) => message.type() === 'error' && /Content Security Policy/i.test(message.text()) && refused.push(message.text()));
    await signIn(page);
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(page, id);
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
    const box = page.getByRole('textbox', { name: `Mensagem para ${consumer}` });
    await box.fill('Obrigado pela paciência!');
    // The caret after "Obrigado", as if the agent went back to add a heart there.
    await box.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(8, 8));
    const button = page.getByRole('button', { name: 'Inserir emoji' });
    await button.waitFor();
    const beforeOpening = net.requests.length;

    // The button is beside the reply box: Tab reaches it, Enter opens the picker with the keyboard in its search field.
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Emojis' });
    const search = dialog.getByRole('searchbox', { name: 'Buscar emoji', description: 'Digite para buscar; setas escolhem, Enter insere.' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.keyboard.type('coração');
    const grid = dialog.getByRole('grid', { name: 'Emojis' });
    await grid.getByRole('gridcell', { name: 'Coração vermelho' }).waitFor();
    // The best match is chosen as the search narrows (announced, and shown under the grid).
    const chosen = grid.locator('[role=gridcell][aria-selected=true]');
    await expect.poll(() => chosen.getAttribute('aria-label')).toMatch(/coração/i);
    const heart = (await chosen.textContent())!;
    await snap(page, 'emoji-search');

    // The picker is axe-clean as it shows.
    await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () => {
      const root = document.querySelector('[role=dialog][aria-label="Emojis"]')!;
      const axe = (window as unknown as { axe: { run: (c: Element, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(root, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);

    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => box.inputValue()).toBe(`Obrigado${heart} pela paciência!`);
    await expect.poll(() => box.evaluate((el: HTMLTextAreaElement) => el === document.activeElement && el.selectionStart)).toBe(8 + heart.length);

    // Again, by arrows: the second match of “coração vermelho” is not ❤️; ArrowLeft comes back to it.
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('coração vermelho');
    await expect.poll(() => chosen.getAttribute('aria-label')).toBe('Coração vermelho');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => chosen.getAttribute('aria-label')).not.toBe('Coração vermelho');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => chosen.getAttribute('aria-label')).toBe('Coração vermelho');
    await page.keyboard.press('Enter');
    await expect.poll(() => box.inputValue()).toBe(`Obrigado${heart}❤️ pela paciência!`);

    // Escape closes it and the keyboard is back in the reply box, nothing added. Before that, the
    // arrows go down the whole grid: the chosen emoji stays in view as it scrolls.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await grid.getByRole('gridcell').first().waitFor();
    const viewport = dialog.locator('[frimousse-viewport]');
    const inView = () =>
      viewport.evaluate((el) => {
        const chosen = el.querySelector('[role=gridcell][aria-selected=true]');
        if (!chosen) return false;
        const [outer, inner] = [el.getBoundingClientRect(), chosen.getBoundingClientRect()];
        return inner.top >= outer.top && inner.bottom <= outer.bottom;
      });
    // The first arrow chooses the first emoji, each next one goes a row down (rows count from 1),
    // the chosen one in view all the way (a press at a time, as a held key repeats).
    for (let row = 1; row <= 14; row++) {
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => chosen.locator('xpath=..').getAttribute('aria-rowindex')).toBe(String(row));
      await expect.poll(inView).toBe(true);
    }
    expect(await viewport.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await snap(page, 'emoji-scrolled');
    for (let row = 13; row >= 1; row--) {
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => chosen.locator('xpath=..').getAttribute('aria-rowindex')).toBe(String(row));
      await expect.poll(inView).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe(`Obrigado${heart}❤️ pela paciência!`);

    // The picker's code and the Portuguese data came with the first opening, not with the workspace.
    expect(net.first('emoji-picker')).toBeGreaterThanOrEqual(beforeOpening);
    expect(net.first('emoji-data-pt')).toBeGreaterThanOrEqual(beforeOpening);
    expect(net.first('emoji-data-en')).toBe(-1);
    // Nothing left Tessera's origin, and the page's policy refused nothing.
    expect(net.origins()).toEqual([new URL(baseUrl()).origin]);
    expect(refused).toEqual([]);
    await context.close();
  });

  test('in English the picker speaks English: “heart” finds the red heart, from the English data only', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const net = recordRequests(page);
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(AGENT.email);
    await page.getByLabel('Password', { exact: true }).fill(AGENT.password);
    await page.getByRole('button', { name: 'Access service' }).click();
    await page.waitForURL('**/dashboard');
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(page, id);
    await page.getByRole('listbox', { name: /^Agent's conversations/ }).getByRole('option', { name: consumer }).click();
    const box = page.getByRole('textbox', { name: `Message to ${consumer}` });
    await box.fill('Thank you ');

    await page.getByRole('button', { name: 'Insert emoji' }).click();
    const dialog = page.getByRole('dialog', { name: 'Emoji' });
    const search = dialog.getByRole('searchbox', { name: 'Search emoji' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('heart');
    const grid = dialog.getByRole('grid', { name: 'Emoji' });
    await grid.getByRole('gridcell', { name: 'Red heart' }).waitFor();
    await snap(page, 'emoji-search-en');
    await grid.getByRole('gridcell', { name: 'Red heart' }).click();
    await expect.poll(() => box.inputValue()).toBe('Thank you ❤️');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

    expect(net.first('emoji-data-en')).toBeGreaterThanOrEqual(0);
    expect(net.first('emoji-data-pt')).toBe(-1);
    expect(net.origins()).toEqual([new URL(baseUrl()).origin]);
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import type { Browser, Page } from 'playwright-core';
import { snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/** Tiles in reading order (left to right, top to bottom), as the agent sees them. */
function tileOrder(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-tile]')]
      .map((el) => ({ id: el.dataset.tile!, box: el.getBoundingClientRect() }))
      .sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y)
      .map((t) => t.id),
  );
}

describe('the agent owns the layout', () => {
  test('a tile dragged elsewhere stays there after a reload, and reset brings the default back', async () => {
    const { context, page } = await signedInPage(browser());
    expect(await tileOrder(page)).toEqual(['conversationList', 'conversation', 'dock', 'usability']);

    await page
      .getByRole('heading', { name: 'Usabilidade', level: 2 })
      .dragTo(page.getByRole('region', { name: 'Conversas' }), { targetPosition: { x: 20, y: 300 } });
    await expect.poll(() => tileOrder(page)).toEqual(['usability', 'conversationList', 'conversation', 'dock']);

    await page.reload();
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
    expect(await tileOrder(page)).toEqual(['usability', 'conversationList', 'conversation', 'dock']);
    await snap(page, 'layout-after-reload');

    await page.getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('menuitem', { name: 'Restaurar o layout padrão' }).click();
    await expect.poll(() => tileOrder(page)).toEqual(['conversationList', 'conversation', 'dock', 'usability']);
    await context.close();
  });

  test('a closed tile can be reopened from the layout menu', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('button', { name: 'Fechar Usabilidade' }).click();
    // The usability panel asks first (spec 000 §2).
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fechar o painel' }).click();
    await expect.poll(() => tileOrder(page)).toEqual(['conversationList', 'conversation', 'dock']);
    await page.reload();
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
    expect(await tileOrder(page)).toEqual(['conversationList', 'conversation', 'dock']);
    await page.getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('menuitem', { name: 'Reabrir Usabilidade' }).click();
    // Back in its own place, under the side panel.
    await expect.poll(() => tileOrder(page)).toEqual(['conversationList', 'conversation', 'dock', 'usability']);
    const dock = await page.getByRole('region', { name: 'Painel lateral' }).boundingBox();
    const usability = await page.getByRole('region', { name: 'Usabilidade' }).boundingBox();
    expect(Math.round(usability!.x)).toBe(Math.round(dock!.x));
    expect(usability!.y).toBeGreaterThan(dock!.y);
    await context.close();
  });

  test('tiles move with the keyboard alone', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('button', { name: 'Mover Usabilidade' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Para a esquerda' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Para baixo' }).getAttribute('aria-disabled')).toBe('true');
    await page.keyboard.press('Enter'); // the first enabled entry: left
    await expect.poll(() => tileOrder(page)).toEqual(['conversationList', 'conversation', 'usability', 'dock']);
    await page.getByRole('button', { name: 'Mover Usabilidade' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Para a esquerda' }).click();
    await expect.poll(() => tileOrder(page)).toEqual(['conversationList', 'usability', 'conversation', 'dock']);
    await context.close();
  });

  test("the company's default layout: an agent who has not arranged theirs takes it live, with its first dock widget; reset returns to it, not to the build's", async () => {
    const { context, page } = await signedInPage(browser());
    expect(await tileOrder(page)).toEqual(['conversationList', 'conversation', 'dock', 'usability']);
    const mirrored = {
      type: 'split',
      direction: 'row',
      splitPercentages: [30, 50, 20],
      children: [{ type: 'split', direction: 'column', splitPercentages: [60, 40], children: ['dock', 'usability'] }, 'conversation', 'conversationList'],
    };
    await page.evaluate((tree) => window.tesseraDemo!.setCompanyLayout({ tree, dock: 'knowledge.panel' }), mirrored);
    await expect.poll(() => tileOrder(page)).toEqual(['dock', 'usability', 'conversation', 'conversationList']);
    const bar = page.getByRole('toolbar', { name: 'Widgets do painel lateral' });
    await expect.poll(() => bar.getByRole('button', { name: 'Conhecimento' }).getAttribute('aria-pressed')).toBe('true');
    await snap(page, 'layout-company-default');

    // The agent arranges their own: it is theirs from then on, whatever the company changes.
    await page.getByRole('button', { name: 'Mover Conversas' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Para a esquerda' }).click();
    await expect.poll(() => tileOrder(page)).toEqual(['dock', 'usability', 'conversationList', 'conversation']);
    await page.evaluate(() => window.tesseraDemo!.setCompanyLayout({ tree: { type: 'split', direction: 'row', children: ['conversation', 'conversationList', 'dock'] } }));
    await page.reload();
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
    expect(await tileOrder(page)).toEqual(['dock', 'usability', 'conversationList', 'conversation']);

    // Reset: the company's default of now. It leaves the usability tile out: closed, the agent may reopen it.
    await page.getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('menuitem', { name: 'Restaurar o layout padrão' }).click();
    await expect.poll(() => tileOrder(page)).toEqual(['conversation', 'conversationList', 'dock']);
    await page.getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('menuitem', { name: 'Reabrir Usabilidade' }).click();
    await expect.poll(() => tileOrder(page)).toEqual(['conversation', 'conversationList', 'dock', 'usability']);

    // Without a company default, reset goes back to the build's.
    await page.evaluate(() => window.tesseraDemo!.setCompanyLayout(null));
    await page.getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('menuitem', { name: 'Restaurar o layout padrão' }).click();
    await expect.poll(() => tileOrder(page)).toEqual(['conversationList', 'conversation', 'dock', 'usability']);
    await context.close();
  });
});

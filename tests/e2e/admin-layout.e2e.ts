import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { tileOrder as order } from './support/admin';
import { demo, newContext, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe (WCAG 2.0 and 2.1 A and AA, and its best practices) over what `selector` picks: every rule broken. */
async function axeFindings(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (sel) => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Element, o: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document.querySelector(sel)!, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, selector);
}

describe("the company's default layout", () => {
  test('the admin arranges it by keyboard and picks the first dock widget; her workspace, not arranged, takes it live, and reset returns to it', async () => {
    // The demo company lives in the browser profile: the admin's own workspace (she also works the
    // queue and has not arranged hers) is the agent who must follow, in another window.
    const context = await newContext(browser());
    const workspace = await context.newPage();
    await workspace.goto('/signin');
    await workspace.getByRole('button', { name: 'Usar a conta admin@tessera.demo' }).click();
    await workspace.getByRole('button', { name: 'Acessar atendimento' }).click();
    await workspace.waitForURL('**/dashboard');
    await workspace.getByRole('button', { name: 'Menu de Helena Prado' }).waitFor();
    await demo(workspace).pause();
    await expect.poll(() => order(workspace, 'data-tile')).toEqual(['conversationList', 'conversation', 'dock', 'usability']);
    await workspace.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const admin = await context.newPage();
    await admin.goto('/admin/plugins');
    await admin.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Layout padrão' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Layout padrão' }).waitFor();
    await admin.getByText(/A empresa não tem layout padrão/).waitFor();
    const preview = admin.getByRole('region', { name: 'Pré-visualização do layout' });
    expect(await order(admin, 'data-layout-tile')).toEqual(['conversationList', 'conversation', 'dock', 'usability']);

    // The keyboard: the tile's Move menu, its first entry (left).
    await preview.getByRole('button', { name: 'Mover Conversa', exact: true }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('menuitem', { name: 'Para a esquerda' }).waitFor();
    await admin.keyboard.press('Enter');
    await expect.poll(() => order(admin, 'data-layout-tile')).toEqual(['conversation', 'conversationList', 'dock', 'usability']);
    // The focus stays on the tile's Move button, in its new place.
    await expect.poll(() => admin.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Mover Conversa');
    // The first dock widget, by keyboard too.
    await admin.getByRole('button', { name: /Primeiro widget do dock/ }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('option', { name: 'Conhecimento' }).click();
    await preview.getByText('Abre em: Conhecimento').waitFor();
    await admin.getByText('1 alteração não salva.').waitFor();
    await snap(admin, 'admin-layout');
    expect(await axeFindings(admin, 'main')).toEqual([]);

    await admin.getByRole('button', { name: 'Revisar e salvar' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Salvar alterações' });
    expect(await dialog.getByRole('row', { name: /Blocos, em ordem/ }).getByRole('cell').allTextContents()).toEqual([
      'o padrão do Tessera',
      'Conversa, Conversas, Painel lateral, Usabilidade',
    ]);
    expect(await dialog.getByRole('row', { name: /Primeiro widget do dock/ }).getByRole('cell').allTextContents()).toEqual([
      'Ferramentas de atendimento (padrão)',
      'Conhecimento',
    ]);
    await snap(admin, 'admin-layout-review');
    expect(await axeFindings(admin, '[role=dialog]')).toEqual([]);
    const sent = Date.now();
    await dialog.getByRole('button', { name: 'Confirmar e salvar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The workspace in the other window takes it, without a reload.
    await expect.poll(() => order(workspace, 'data-tile'), { timeout: 5_000 }).toEqual(['conversation', 'conversationList', 'dock', 'usability']);
    const liveMs = Date.now() - sent;
    const bar = workspace.getByRole('toolbar', { name: 'Widgets do painel lateral' });
    await expect.poll(() => bar.getByRole('button', { name: 'Conhecimento' }).getAttribute('aria-pressed')).toBe('true');
    expect(await workspace.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await snap(workspace, 'admin-layout-workspace');
    console.log(`[admin-layout] the workspace showed the new default ${liveMs} ms after the confirmation`);

    // The agent arranges theirs; reset returns to the company's default, not the build's.
    await workspace.getByRole('button', { name: 'Mover Usabilidade' }).focus();
    await workspace.keyboard.press('Enter');
    await workspace.getByRole('menuitem', { name: 'Para a esquerda' }).click();
    await expect.poll(() => order(workspace, 'data-tile')).toEqual(['conversation', 'conversationList', 'usability', 'dock']);
    await workspace.getByRole('button', { name: 'Layout' }).click();
    await workspace.getByRole('menuitem', { name: 'Restaurar o layout padrão' }).click();
    await expect.poll(() => order(workspace, 'data-tile')).toEqual(['conversation', 'conversationList', 'dock', 'usability']);

    // The history says it in words.
    await admin.getByRole('link', { name: 'Histórico de alterações' }).click();
    const entry = admin.getByRole('listitem', { name: /Helena Prado alterou Layout padrão/ });
    await entry.getByRole('cell', { name: 'Conversa, Conversas, Painel lateral, Usabilidade' }).waitFor();
    await context.close();
  });

  test('the admin drags a tile in the preview with the mouse; Discard puts the saved layout back', async () => {
    const context = await newContext(browser());
    const admin = await context.newPage();
    await admin.goto('/signin');
    await admin.getByRole('button', { name: 'Usar a conta admin@tessera.demo' }).click();
    await admin.getByRole('button', { name: 'Acessar atendimento' }).click();
    await admin.waitForURL('**/dashboard');
    await admin.getByRole('button', { name: 'Menu de Helena Prado' }).waitFor();
    await admin.goto('/admin/layout');
    const preview = admin.getByRole('region', { name: 'Pré-visualização do layout' });
    await preview.getByRole('heading', { name: 'Usabilidade' }).waitFor();
    // Onto the left part of the conversation tile: it takes the conversation's left side.
    const conversation = preview.locator('.mosaic-window').filter({ has: admin.locator('[data-layout-tile="conversation"]') });
    await preview.getByRole('heading', { name: 'Usabilidade' }).dragTo(conversation, { targetPosition: { x: 20, y: 200 } });
    await expect.poll(() => order(admin, 'data-layout-tile')).toEqual(['conversationList', 'usability', 'conversation', 'dock']);
    await admin.getByText('1 alteração não salva.').waitFor();
    await snap(admin, 'admin-layout-dragged');
    await admin.getByRole('button', { name: 'Descartar' }).click();
    await expect.poll(() => order(admin, 'data-layout-tile')).toEqual(['conversationList', 'conversation', 'dock', 'usability']);
    await context.close();
  });
});

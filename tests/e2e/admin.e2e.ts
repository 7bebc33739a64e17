import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import type { BrowserContext, Page } from 'playwright-core';
import { adminWindows, replyInNewConversation, saveAll, sentAt, signInAdmin } from './support/admin';
import { consumerOf, demo, newContext, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();
const ADMIN = { email: 'admin@tessera.demo', password: 'Tessera#2026' };
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe (WCAG 2.0 A/AA, 2.1 AA) over the page: the rules it finds serious or critical. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

describe('company administration', () => {
  test('the admin turns Insight off and on: a workspace working in another window loses and regains its dock widget live, without a reload, the reply kept', async () => {
    const { context, workspace, admin } = await adminWindows(browser());
    const composer = await replyInNewConversation(workspace, 'Estou verificando a sua apólice');
    const insights = workspace.getByRole('button', { name: 'Insights' });
    await insights.waitFor();
    // A mark that a reload would wipe.
    await workspace.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const saved = sentAt(admin);
    const card = admin.getByRole('listitem', { name: /^Insight/ });
    await card.getByText('Widget do dock: Insights').waitFor();
    await card.getByText('Conversa', { exact: true }).waitFor();
    const toggle = card.getByRole('switch', { name: 'Ligar Insight para a empresa' });
    // By keyboard: the switch takes Space.
    await toggle.focus();
    await admin.keyboard.press('Space');
    expect(await toggle.isChecked()).toBe(false);
    // The sections scroll, not the page: the review dialog (which stops the page's scroll) covers
    // the page as it shows, not a page scrolled past its end with blank below.
    expect(await admin.evaluate(() => document.scrollingElement!.scrollHeight - innerHeight)).toBeLessThanOrEqual(0);
    await admin.getByText('1 alteração não salva.').waitFor();
    await admin.getByRole('button', { name: 'Revisar e salvar' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Salvar alterações' });
    const row = dialog.getByRole('row', { name: /Ligado/ });
    expect(await row.getByRole('cell').allTextContents()).toEqual(['sim', 'não']);
    await snap(admin, 'admin-save-summary');
    await dialog.getByRole('button', { name: 'Confirmar e salvar' }).click();

    // The agent typed on while it happened.
    await workspace.keyboard.type(' e já retorno');
    await insights.waitFor({ state: 'detached', timeout: 5_000 });
    const offMs = Date.now() - saved();
    await workspace.keyboard.type('.');
    expect(await composer.inputValue()).toBe('Estou verificando a sua apólice e já retorno.');
    expect(await workspace.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

    await toggle.focus();
    await admin.keyboard.press('Space');
    await saveAll(admin);
    await insights.waitFor({ timeout: 5_000 });
    const onMs = Date.now() - saved();
    expect(await composer.inputValue()).toBe('Estou verificando a sua apólice e já retorno.');
    expect(await workspace.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    console.log(`[admin] Insight off reached the workspace ${offMs} ms after the save was sent, on again after ${onMs} ms`);
    expect(offMs).toBeLessThan(1_500);
    expect(onMs).toBeLessThan(1_500);

    // The history says who, what, before and after.
    await admin.getByRole('link', { name: 'Histórico de alterações' }).click();
    const entries = admin.getByRole('listitem', { name: /^Helena Prado alterou Insight/ });
    await expect.poll(() => entries.count()).toBe(2);
    expect(await entries.first().getByRole('cell').allTextContents()).toEqual(['não', 'sim']);
    await snap(admin, 'admin-history');
    await context.close();
  });

  test('an Insight term with a catastrophic-backtracking pattern is refused with a clear message; a good one reaches the workspace', async () => {
    const { context, workspace, admin } = await adminWindows(browser());
    await admin.getByRole('link', { name: 'Recursos da empresa' }).click();
    const form = admin.getByRole('form', { name: 'Configurações de Insight' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Adicionar a Termos' }).click();
    await form.getByRole('group', { name: 'Termos 5' }).getByRole('textbox', { name: 'Nome' }).fill('Sinistro');
    // The term is named after what the admin called it.
    const term = form.getByRole('group', { name: 'Sinistro' });
    await term.getByRole('textbox', { name: 'Expressão regular' }).fill('(\\d+)+-SIN');
    await term.getByText(/Recusada: “\(\\d\+\)\+” repete algo que já se repete/).waitFor();
    expect(await term.getByRole('textbox', { name: 'Expressão regular' }).getAttribute('aria-invalid')).toBe('true');
    expect(await admin.getByRole('button', { name: 'Revisar e salvar' }).isDisabled()).toBe(true);
    await admin.getByText('Corrija os campos marcados para salvar.').waitFor();
    await snap(admin, 'admin-regex-refused');
    expect(await axeViolations(admin)).toEqual([]);

    await term.getByRole('textbox', { name: 'Expressão regular' }).fill('SIN-\\d{6}');
    await expect.poll(() => admin.getByRole('button', { name: 'Revisar e salvar' }).isDisabled()).toBe(false);
    await saveAll(admin);

    // The agent's workspace marks the new term in a message, live.
    const id = await demo(workspace).newConversation({ channel: 'whatsapp' });
    await demo(workspace).consumerSends(id, 'O número do sinistro é SIN-204518.');
    await workspace.getByRole('option', { name: await consumerOf(workspace, id) }).click();
    await workspace.getByRole('button', { name: 'Copiar Sinistro: SIN-204518' }).waitFor();
    await context.close();
  });

  test("the cockpit's skills setting reaches the workspace: a conversation of the added skill is reported", async () => {
    const { context, workspace, admin } = await adminWindows(browser());
    const reports = () => workspace.evaluate(() => window.tesseraDemo!.cockpitReports());
    const before = await demo(workspace).newConversation({ skillId: 'skl-vida', channel: 'whatsapp' });
    await consumerOf(workspace, before);

    const form = admin.getByRole('form', { name: 'Configurações de Cockpit' });
    expect(await form.getByRole('textbox', { name: 'Skills 1' }).inputValue()).toBe('skl-sinistro-auto');
    await form.getByRole('button', { name: 'Adicionar a Skills' }).click();
    await form.getByRole('textbox', { name: 'Skills 3' }).fill('skl-vida');
    await saveAll(admin);
    await snap(admin, 'admin-plugins');

    const after = await demo(workspace).newConversation({ skillId: 'skl-vida', channel: 'whatsapp' });
    await expect.poll(async () => (await reports()).some((r) => r.conversationId === after && r.arriving), { timeout: 5_000 }).toBe(true);
    expect((await reports()).some((r) => r.conversationId === before)).toBe(false);
    expect(await axeViolations(admin)).toEqual([]);
    await context.close();
  });

  test('an agent who opens /admin is refused with a way back; no admin call is made and the admin code never loads', async () => {
    const { context, page } = await signedInPage(browser());
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Acesso não permitido' }).waitFor();
    await snap(page, 'admin-refused');
    expect(requests.filter((url) => url.includes('/company/'))).toEqual([]);
    expect(requests.filter((url) => /\/admin[.-][^/]*\.js/.test(url))).toEqual([]);
    // No entry in the agent's user menu either.
    await page.getByRole('button', { name: 'Voltar ao atendimento' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Menu de Ana Souza' }).click();
    const menu = page.getByRole('menu', { name: 'Menu de Ana Souza' });
    await menu.getByRole('menuitem', { name: 'Configurações' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Administração da empresa' }).count()).toBe(0);
    await context.close();
  });
});

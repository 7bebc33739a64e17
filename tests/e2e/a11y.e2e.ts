import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import type { Locator, Page } from 'playwright-core';
import { demo, newContext, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Finding = { rule: string; impact: string; targets: string[] };

/** axe (WCAG 2.0 A/AA and 2.1 AA) over the whole page: what it finds serious or critical. */
async function seriousViolations(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ rule: v.id, impact: v.impact!, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  });
}

/**
 * Every dialog and notification on the page has a name, all content (popovers too) sits in a
 * landmark, and every definition list holds only dt/dd groups.
 */
async function structureProblems(page: Page): Promise<string[]> {
  const landmarks = await page.evaluate(async () => {
    type Result = { violations: { id: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: unknown) => Promise<Result> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ['region', 'aria-dialog-name', 'definition-list', 'dlitem'] } });
    return result.violations.flatMap((v) => v.nodes.slice(0, 5).map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
  return page.evaluate((found) => {
    const problems: string[] = [...found];
    for (const el of document.querySelectorAll('[role=dialog], [role=alertdialog], dialog')) {
      const labelledBy = el.getAttribute('aria-labelledby');
      const name = el.getAttribute('aria-label') || (labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ') : '');
      if (!name.trim()) problems.push(`a ${el.getAttribute('role') ?? 'dialog'} without a name: ${el.outerHTML.slice(0, 120)}`);
    }
    for (const dl of document.querySelectorAll('dl')) {
      for (const child of dl.children) {
        const ok = ['DT', 'DD'].includes(child.tagName) || (child.tagName === 'DIV' && [...child.children].every((c) => ['DT', 'DD'].includes(c.tagName)));
        if (!ok) problems.push(`a definition list holding <${child.tagName.toLowerCase()}>: ${child.outerHTML.slice(0, 120)}`);
      }
    }
    return problems;
  }, landmarks);
}

const WORDS = {
  pt: {
    submit: 'Acessar atendimento',
    email: 'E-mail',
    password: 'Senha',
    forgot: 'Esqueceu sua senha?',
    recoverTitle: 'Recuperar senha',
    list: 'Conversas do agente',
    userMenu: /^Menu de /,
    settings: 'Configurações',
    layout: 'Layout',
    transfer: 'Transferir conversa',
    close: 'Encerrar conversa',
    sidePanel: 'Painel lateral',
    generalInfo: 'Informações gerais',
    widgets: ['Ferramentas de atendimento', 'Cliente', 'Conhecimento', 'Histórico', 'Resumo de IA', 'Insights', 'Tabulações', 'Favoritas', 'Links úteis'],
    help: 'Atalhos de teclado',
    history: /^Notificações/,
    historyTitle: 'Notificações desta sessão',
    status: /^Status: Online/,
    statusError: 'Erro ao atualizar o status',
    changeStatus: 'Alterar status',
    away: 'Ausente',
  },
  en: {
    submit: 'Access service',
    email: 'E-mail',
    password: 'Password',
    forgot: 'Forgot your password?',
    recoverTitle: 'Recover your password',
    list: "Agent's conversations",
    userMenu: /'s menu$/,
    settings: 'Settings',
    layout: 'Layout',
    transfer: 'Transfer conversation',
    close: 'Close conversation',
    sidePanel: 'Side panel',
    generalInfo: 'General information',
    widgets: ['Service tools', 'Customer', 'Knowledge', 'History', 'AI summary', 'Insights', 'Tabulations', 'Favorites', 'Useful links'],
    help: 'Keyboard shortcuts',
    history: /^Notifications/,
    historyTitle: 'Notifications of this session',
    status: /^Status: Online/,
    statusError: 'Error updating status',
    changeStatus: 'Change status',
    away: 'Away',
  },
} as const;

/** Chooses the language and the theme on the sign-in page, as an agent would, before signing in. */
async function choose(page: Page, language: 'pt' | 'en', theme: 'light' | 'dark') {
  if (language === 'en') {
    await page.getByRole('button', { name: /^Idioma/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Access service' }).waitFor();
  }
  if (theme === 'dark') {
    await page.getByRole('button', { name: language === 'pt' ? /^Tema/ : /^Theme/ }).click();
    await page.getByRole('menuitemradio', { name: language === 'pt' ? 'Escuro' : 'Dark' }).click();
    // The page turns dark: the theme's colour scheme is on <html>.
    await page.waitForFunction(() => document.documentElement.style.colorScheme === 'dark');
  }
}

const pressed = (button: Locator) => expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');

/** Every screen of the list, each checked by axe and for names and lists. */
async function visitEveryScreen(page: Page, language: 'pt' | 'en', theme: 'light' | 'dark'): Promise<Record<string, (Finding | string)[]>> {
  const w = WORDS[language];
  const found: Record<string, (Finding | string)[]> = {};
  const check = async (screen: string) => {
    found[screen] = [...(await seriousViolations(page)), ...(await structureProblems(page))];
    await snap(page, `a11y-${language}-${theme}-${screen}`);
  };

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Acessar atendimento' }).waitFor();
  await choose(page, language, theme);
  await check('sign-in');

  await page.getByRole('link', { name: w.forgot }).click();
  await page.getByRole('heading', { name: w.recoverTitle }).waitFor();
  await check('password recovery');

  await page.goto('/signin');
  await page.getByRole('textbox', { name: w.email }).fill('agente@tessera.demo');
  await page.getByLabel(w.password, { exact: true }).fill('Tessera#2026');
  await page.getByRole('button', { name: w.submit }).click();
  const list = page.getByRole('listbox', { name: w.list });
  await list.waitFor();
  await demo(page).pause();
  const ids = await page.evaluate(() => window.tesseraDemo!.bringConversations(3));
  await list.locator(`[role=option][data-key="${ids[2]}"]`).waitFor();
  await check('dashboard with the list');

  // A chat with AI summary on: every widget of the dock is offered.
  const open = await demo(page).newConversation({ channel: 'whatsapp', aiSummary: true });
  await list.locator(`[role=option][data-key="${open}"]`).click();
  await page.getByRole('log').getByRole('listitem').first().waitFor();
  await check('an open conversation');

  await page.getByRole('button', { name: w.userMenu }).click();
  await page.getByRole('menu').first().waitFor();
  await check('user menu');
  await page.getByRole('menuitem', { name: w.settings }).click();
  const drawer = page.getByRole('dialog', { name: w.settings });
  await drawer.waitFor();
  await check('settings drawer');
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: w.layout, exact: true }).click();
  await page.getByRole('menu').first().waitFor();
  await check('layout menu');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });

  await page.getByRole('button', { name: w.transfer }).click();
  const transfer = page.getByRole('dialog', { name: w.transfer });
  // Its first step: the tabulation the company requires first, or the choice of skill or agent.
  await transfer.getByRole('button').last().waitFor();
  await check('transfer dialog');
  await page.keyboard.press('Escape');
  await transfer.waitFor({ state: 'detached' });

  await page.getByRole('button', { name: w.close }).click();
  const closeDialog = page.getByRole('dialog', { name: w.close });
  await closeDialog.waitFor();
  await check('close dialog');
  await page.keyboard.press('Escape');
  await closeDialog.waitFor({ state: 'detached' });

  const side = page.getByRole('region', { name: w.sidePanel });
  await side.getByRole('button', { name: w.generalInfo, exact: true }).click();
  await pressed(side.getByRole('button', { name: w.generalInfo, exact: true }));
  // The pointer on the panel: the keyboard's place (and its tooltip) leaves the header's buttons.
  await side.getByRole('term').first().click();
  await check('general information');
  for (const widget of w.widgets) {
    const button = side.getByRole('button', { name: widget, exact: true });
    await button.click();
    await pressed(button);
    await check(`dock widget ${widget}`);
  }

  await page.getByRole('button', { name: w.history }).click();
  await page.getByRole('dialog', { name: w.historyTitle }).waitFor();
  await check('notification history');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: w.historyTitle }).waitFor({ state: 'detached' });

  await page.getByRole('button', { name: w.layout, exact: true }).focus();
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: w.help }).waitFor();
  await check('shortcut help');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: w.help }).waitFor({ state: 'detached' });

  // A notification, named by what it says: the status change the server refuses.
  await page.evaluate(() => window.tesseraDemo!.setAvailabilityFailure(true));
  await page.getByRole('button', { name: w.status }).click();
  const picker = page.getByRole('dialog', { name: w.changeStatus });
  await picker.getByRole('option').first().waitFor();
  await check('status picker');
  await picker.getByRole('option', { name: w.away }).click();
  await page.getByRole('alertdialog', { name: w.statusError }).waitFor();
  await check('a notification');
  return found;
}

describe('accessibility of every screen', () => {
  for (const language of ['pt', 'en'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      test(`axe finds nothing serious or critical, every dialog is named and every definition list is valid: ${language}, ${theme}`, async () => {
        const context = await newContext(browser());
        const page = await context.newPage();
        const found = await visitEveryScreen(page, language, theme);
        // Fourteen screens and dialogs, and each widget of the dock.
        expect(Object.keys(found)).toHaveLength(14 + WORDS[language].widgets.length);
        expect(Object.fromEntries(Object.entries(found).filter(([, problems]) => problems.length))).toEqual({});
        await context.close();
      }, 180_000);
    }
  }
});

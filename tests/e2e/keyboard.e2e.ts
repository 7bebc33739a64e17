import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, newContext, signIn, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

const list = (page: Page) => page.getByRole('listbox', { name: 'Conversas do agente' });
const replyBox = (page: Page) => page.getByRole('textbox', { name: /^Mensagem para/ });

/** What has the keyboard: its role and accessible name as the page says them. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'body';
    const labelled = el.getAttribute('aria-labelledby');
    const name = el.getAttribute('aria-label') ?? (labelled ? document.getElementById(labelled.split(' ')[0]!)?.textContent : null) ?? el.textContent ?? '';
    return `${el.getAttribute('role') ?? el.tagName.toLowerCase()}: ${name.trim()}`;
  });
}

/** The saved state: the open conversation and the drafts. */
function saved(page: Page) {
  return page.evaluate(() => {
    const state = JSON.parse(localStorage.getItem('state') ?? '{}') as { selectedConversationId?: string | null; drafts?: Record<string, string> };
    return { open: state.selectedConversationId ?? null, drafts: state.drafts ?? {} };
  });
}

/** The option's description, as assistive technology reads it (its aria-describedby, in order). */
function descriptionOf(page: Page, conversationId: string) {
  return page.evaluate((id) => {
    const option = document.querySelector(`[role=option][data-key="${id}"]`)!;
    const text = (el: Element): string =>
      el.getAttribute('aria-hidden') === 'true' ? '' : (el.getAttribute('aria-label') ?? [...el.childNodes].map((n) => (n.nodeType === 3 ? n.textContent : n instanceof Element ? text(n) : '')).join(' '));
    return (option.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((ref) => document.getElementById(ref))
      .filter((el): el is HTMLElement => !!el)
      .map(text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }, conversationId);
}

describe('keyboard-first workspace', () => {
  test('after sign-in the keyboard is on the list; words typed at a row open nothing and change no draft; Enter opens it', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await expect.poll(() => focused(page)).toMatch(/^option: /);
    const before = await saved(page);

    await page.keyboard.type('Segunda resposta');
    // Still on a row of the list: nothing opened, no draft written.
    expect(await focused(page)).toMatch(/^option: /);
    expect(await list(page).getByRole('option', { selected: true }).count()).toBe(0);
    expect(await saved(page)).toEqual(before);

    // Enter opens the row the keyboard is on, and the keyboard goes into it (its reply box, or its
    // messages when it is finished).
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/^(textarea: Mensagem para |log: Mensagens com )/);
    expect(await list(page).getByRole('option', { selected: true }).count()).toBe(1);

    // Reloaded, the keyboard starts on the open conversation's row.
    await page.reload();
    await list(page).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-selected'))).toBe('true');
    await context.close();
  });

  test('skip links to the list, the messages and the reply box come first in the page; Tab and F6 follow the screen', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await list(page).getByRole('option').first().press('Enter');
    await replyBox(page).waitFor();

    // The skip links come first in the page: Shift+Tab from the sidebar's first control reaches them.
    const avatar = page.getByRole('button', { name: /^Menu de / });
    const skipTo = async (presses: number) => {
      await avatar.focus();
      for (let i = 0; i < presses; i++) await page.keyboard.press('Shift+Tab');
      return focused(page);
    };
    expect(await skipTo(3)).toBe('a: Ir para a lista de conversas');
    expect(await page.getByRole('link', { name: 'Ir para a lista de conversas' }).isVisible()).toBe(true);
    await snap(page, 'keyboard-skip-link');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/^option: /);

    expect(await skipTo(2)).toBe('a: Ir para as mensagens da conversa');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/^log: Mensagens com /);

    expect(await skipTo(1)).toBe('a: Ir para a caixa de resposta');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toMatch(/^textarea: Mensagem para /);

    // Tab goes through the tiles in the order they are seen: the list's controls before the conversation's.
    await page.getByRole('button', { name: 'Layout' }).focus();
    const reached: string[] = [];
    for (let i = 0; i < 60 && !reached.includes('button: Mover Conversa'); i++) {
      await page.keyboard.press('Tab');
      reached.push(await focused(page));
    }
    const listAt = reached.indexOf('button: Mover Conversas');
    expect(listAt).toBeGreaterThanOrEqual(0);
    expect(reached.findIndex((r) => r.startsWith('option: '))).toBeGreaterThan(listAt);
    expect(reached.indexOf('button: Mover Conversa')).toBeGreaterThan(reached.findIndex((r) => r.startsWith('option: ')));

    // F6 from the list goes to the conversation, the tile to its right.
    await list(page).getByRole('option').first().focus();
    await page.keyboard.press('F6');
    expect(await page.evaluate(() => document.activeElement?.closest('section[data-tile]')?.getAttribute('data-tile'))).toBe('conversation');
    await context.close();
  });

  test('Alt+↓ opens the next conversation with the keyboard in its reply box: next and reply in 2 chords beyond the text', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const rows = list(page).getByRole('option');
    await rows.first().press('Enter');
    await replyBox(page).waitFor();
    const second = (await rows.nth(1).getAttribute('data-key'))!;
    const consumer = await consumerOf(page, second);

    // Chord 1: the next conversation, the keyboard in its reply box.
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => focused(page)).toBe(`textarea: Mensagem para ${consumer}`);
    await expect.poll(async () => (await saved(page)).open).toBe(second);
    await page.keyboard.type('Segunda resposta');
    // Chord 2: send.
    await page.keyboard.press('Control+Enter');
    await page.getByRole('log', { name: `Mensagens com ${consumer}` }).getByText('Segunda resposta').waitFor();

    // Alt+↑ goes back up the list, from the list too.
    await rows.nth(1).focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(async () => (await saved(page)).open).toBe(await rows.first().getAttribute('data-key'));
    await expect.poll(() => focused(page)).toMatch(/^textarea: Mensagem para /);
    await context.close();
  });

  test('the first Ctrl+Shift+F of a session takes the keys typed right after it; Alt+2 works from the search field; one Escape closes it', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await list(page).getByRole('option').first().press('Enter');
    await replyBox(page).waitFor();
    await expect.poll(() => focused(page)).toMatch(/^textarea: Mensagem para /);

    // Typed at once, while the search bar's code is still on its way.
    await page.keyboard.press('Control+Shift+F');
    await page.keyboard.type('sinistro');
    const field = page.getByRole('searchbox', { name: 'Buscar na conversa' });
    // In the search field, none of it in the reply box.
    await expect.poll(async () => [await field.inputValue(), await replyBox(page).inputValue()]).toEqual(['sinistro', '']);

    await field.fill('');
    const dock = page.getByRole('toolbar', { name: 'Widgets do painel lateral' });
    const second = dock.getByRole('button').nth(1);
    await page.keyboard.press('Alt+2');
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
    expect(await field.isVisible()).toBe(true);

    await field.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => field.count()).toBe(0);
    await context.close();
  });

  test('dialogs take the keys in their first field; a closed tile hands the keyboard to the next one; the conversation tile asks first', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await page.getByRole('button', { name: 'Criar atendimento telefônico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar atendimento' });
    await dialog.waitFor();
    await page.keyboard.type('Maria Souza');
    expect(await dialog.getByRole('textbox', { name: 'Nome' }).inputValue()).toBe('Maria Souza');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Fechar Conversa', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Fechar o painel da conversa?' });
    await confirm.waitFor();
    await snap(page, 'keyboard-close-conversation');
    // Cancel keeps it.
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    expect(await page.getByRole('region', { name: 'Conversa', exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: 'Fechar Conversa', exact: true }).click();
    await confirm.getByRole('button', { name: 'Fechar painel' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Conversa', exact: true }).count()).toBe(0);
    // The keyboard is on the next tile on screen (the side panel), not lost on the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('section[data-tile]')?.getAttribute('data-tile'))).toBe('dock');

    await page.getByRole('button', { name: 'Layout' }).click();
    await page.getByRole('menuitem', { name: 'Reabrir Conversa' }).click();
    await page.getByRole('region', { name: 'Conversa', exact: true }).waitFor();
    await context.close();
  });

  test('the split bars are separators the arrows move; the list keeps its new width after a reload', async () => {
    const { context, page } = await signedInPage(browser());
    const bar = page.getByRole('separator', { name: 'Divisão entre Conversas e Conversa' });
    const width = async () => (await page.getByRole('region', { name: 'Conversas', exact: true }).boundingBox())!.width;
    const before = await width();
    await bar.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(width).toBeGreaterThan(before + 25);
    const widened = await width();
    expect(widened).toBeLessThan(before + 35);
    expect(await bar.getAttribute('aria-valuetext')).toMatch(/^Conversas: \d+ px$/);
    await snap(page, 'keyboard-list-widened');

    await page.reload();
    await list(page).waitFor();
    expect(Math.abs((await width()) - widened)).toBeLessThan(2);
    await context.close();
  });

  test('the shortcut help lists every chord of the plugins, and the controls say their keys', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await expect.poll(() => focused(page)).toMatch(/^option: /);
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await help.waitFor();
    // Every active plugin's keys (the plugins start with the workspace).
    await help.getByRole('row', { name: /Alt\+Shift\+T.*Transferir conversa/ }).waitFor();
    // The keys a panel handles itself, under its name (the knowledge area starts on first use: the help is one).
    await help.getByRole('row', { name: 'Alt+1 … Alt+4 Escolher a aba (Atalhos, Meu conteúdo, FAQ, Roteiros) No painel Conhecimento' }).waitFor();
    const rows = await help.getByRole('row').allInnerTexts();
    const has = (keys: string, action: string) => rows.some((r) => r.includes(keys) && r.includes(action));
    expect(has('Alt+↓', 'Abrir a próxima conversa da lista')).toBe(true);
    expect(has('Alt+↑', 'Abrir a conversa anterior da lista')).toBe(true);
    // The conversation's keys, though no conversation is open.
    expect(has('Ctrl+Shift+F', 'Buscar na conversa')).toBe(true);
    expect(has('Alt+Shift+T', 'Transferir conversa')).toBe(true);
    expect(has('F6', 'Ir para o próximo painel')).toBe(true);
    await snap(page, 'keyboard-help');
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    await list(page).getByRole('option').first().press('Enter');
    expect(await page.getByRole('button', { name: 'Buscar na conversa' }).getAttribute('aria-keyshortcuts')).toBe('Control+Shift+F');
    expect(await list(page).getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowDown Alt+ArrowUp');
    await context.close();
  });

  test('rows tell assistive technology their channel, SLA state and unread count; the dashboard has one h1 and headings in order', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(page, id);
    await demo(page).consumerSends(id, 'Preciso de ajuda com o guincho');
    await list(page).getByRole('option', { name: consumer }).waitFor();
    await expect.poll(() => descriptionOf(page, id)).toMatch(/mensage(m|ns) não lidas?/);
    const description = await descriptionOf(page, id);
    expect(description).toContain('Preciso de ajuda com o guincho');
    expect(description).toContain('WhatsApp');
    expect(description).toMatch(/No prazo|Prazo perto do fim|Prazo estourado/);

    const levels = await page.evaluate(() => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    expect(levels.filter((l) => l === 1)).toHaveLength(1);
    levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1));
    await context.close();
  });

  for (const width of [1366, 1920]) {
    test(`at ${width} px the list is 200 px wide and reads well: names wrap, chips do not, a narrow tile shows its icon`, async () => {
      const context = await browser().newContext({ viewport: { width, height: 900 }, locale: 'pt-BR', baseURL: process.env.E2E_BASE_URL });
      const page = await context.newPage();
      await signIn(page);
      await demo(page).pause();
      const frame = await page.evaluate(() => document.querySelector('section[data-tile="conversationList"]')!.closest('.mosaic-window')!.getBoundingClientRect().width);
      expect(Math.abs(frame - 200)).toBeLessThanOrEqual(1);
      // Whole names (two lines at most), chips on one line each.
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[role=option] [id$="-name"]')].filter((n) => n.scrollHeight > n.clientHeight + 1).map((n) => n.textContent),
      );
      expect(cut).toEqual([]);
      const tallChips = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('[role=option] [id$="-meta"] > span')].filter((chip) => chip.getBoundingClientRect().height > 22).length,
      );
      expect(tallChips).toBe(0);
      // The tile's title reads whole ('Conversas', not 'Con…').
      const title = page.getByRole('heading', { name: 'Conversas', level: 2, exact: true });
      expect(await title.evaluate((h) => { const words = h.querySelector('span')!; return words.clientWidth > 0 && words.scrollWidth <= words.clientWidth; })).toBe(true);
      await snap(page, `keyboard-list-${width}`);

      // Narrowed to its least: the icon alone, the title as its tooltip (and still its heading).
      await page.getByRole('separator', { name: 'Divisão entre Conversas e Conversa' }).focus();
      await page.keyboard.press('Home');
      await expect.poll(() => title.evaluate((h) => (h.querySelector('span') as HTMLElement).getBoundingClientRect().width)).toBeLessThanOrEqual(1);
      expect(await title.getAttribute('title')).toBe('Conversas');
      await context.close();
    });
  }

  test('language and theme are in the agent’s menu, not the top bar; the collapsed sidebar in both languages', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page);
    const topBar = page.getByRole('banner');
    expect(await topBar.getByRole('button', { name: /^Idioma/ }).count()).toBe(0);
    expect(await topBar.getByRole('button', { name: /^Tema/ }).count()).toBe(0);
    // Both from the agent's menu: English, then the collapsed sidebar read in each language.
    await page.getByRole('button', { name: /^Menu de / }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Tema escuro' }).waitFor();
    await page.getByRole('menuitem', { name: /^Idioma/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('link', { name: 'Skip to the conversation list' }).waitFor({ state: 'attached' });
    // The list's title is never cut ('Conversat…'): whole, or its icon alone with the title as tooltip.
    const listTitle = page.getByRole('heading', { name: 'Conversations', level: 2, exact: true });
    await expect
      .poll(() => listTitle.evaluate((h) => { const words = h.querySelector('span')!; return words.getBoundingClientRect().width <= 1 || words.scrollWidth <= words.clientWidth; }))
      .toBe(true);
    // Collapsed, every word of the sidebar shows whole, in English and in Portuguese.
    const sidebarCut = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('aside *')].filter((el) => el.children.length === 0 && el.textContent!.trim() && el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
      );
    await page.getByRole('button', { name: 'Collapse the panel' }).click();
    await page.locator('aside[data-collapsed="true"]').waitFor();
    expect(await sidebarCut()).toEqual([]);
    await snap(page, 'keyboard-sidebar-collapsed-en');
    await page.getByRole('button', { name: /'s menu$/ }).click();
    await page.getByRole('menuitem', { name: /^Language/ }).click();
    await page.getByRole('menuitemradio', { name: 'Português' }).click();
    await page.getByRole('link', { name: 'Ir para a lista de conversas' }).waitFor({ state: 'attached' });
    expect(await sidebarCut()).toEqual([]);
    await snap(page, 'keyboard-sidebar-collapsed-pt');
    await context.close();
  });
});

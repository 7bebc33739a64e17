import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/**
 * The seeded demo gives the agent six conversations: three attending (WhatsApp and a ticket whose
 * consumers wrote last, a phone call), one idle whose consumer wrote last, two finished (one of
 * them in pos-chat, awaiting tabulation). The simulation is paused at once, so only the test
 * brings changes.
 */
const list = (page: Page) => page.getByRole('listbox', { name: 'Conversas do agente' });
const rows = (page: Page) => list(page).locator('[role=option][data-key]');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name},`) });
const filter = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name},`) });
const nameOf = (locator: ReturnType<Page['getByRole']>) => locator.getAttribute('aria-label');
const closeByClient = (page: Page, id: string) => page.evaluate((i) => window.tesseraDemo!.closeByClient(i), id);

describe('the conversation list', () => {
  test('Inbox and Reply tabs, with counts; the keyboard moves between them', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    expect(await nameOf(tab(page, 'Entrada'))).toBe('Entrada, 6 conversas');
    expect(await nameOf(tab(page, 'Responder'))).toBe('Responder, 3 conversas');
    expect(await tab(page, 'Entrada').getAttribute('aria-selected')).toBe('true');
    expect(await rows(page).count()).toBe(6);

    await tab(page, 'Responder').click();
    await expect.poll(() => rows(page).count()).toBe(3);
    await expect.poll(() => rows(page).filter({ hasText: 'Telefone' }).count()).toBe(0);
    await snap(page, 'list-reply-tab');

    await tab(page, 'Responder').press('ArrowLeft');
    await expect.poll(() => tab(page, 'Entrada').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => rows(page).count()).toBe(6);
    await context.close();
  });

  test('Attending, Idle and Closed filter the list, and their counts follow the demo live', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    expect(await nameOf(filter(page, 'Atendendo'))).toBe('Atendendo, 3 conversas');
    expect(await nameOf(filter(page, 'Inativas'))).toBe('Inativas, 1 conversa');
    expect(await nameOf(filter(page, 'Encerradas'))).toBe('Encerradas, 2 conversas');

    await filter(page, 'Encerradas').click();
    expect(await filter(page, 'Encerradas').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => rows(page).count()).toBe(2);
    await expect.poll(() => rows(page).getByRole('img', { name: 'Encerrada' }).count()).toBe(2);

    // A conversation arrives: Attending and the inbox count it at once.
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    await expect.poll(() => nameOf(filter(page, 'Atendendo'))).toBe('Atendendo, 4 conversas');
    expect(await nameOf(tab(page, 'Entrada'))).toBe('Entrada, 7 conversas');
    // The consumer closes it: it moves from Attending to Closed, and shows under the Closed filter.
    const consumer = await consumerOf(page, id);
    await closeByClient(page, id);
    await expect.poll(() => nameOf(filter(page, 'Encerradas'))).toBe('Encerradas, 3 conversas');
    expect(await nameOf(filter(page, 'Atendendo'))).toBe('Atendendo, 3 conversas');
    await expect.poll(() => rows(page).filter({ hasText: consumer }).count()).toBe(1);
    await snap(page, 'list-closed-filter');

    // Space toggles the focused filter off again: the whole inbox.
    await filter(page, 'Encerradas').press('Space');
    await expect.poll(() => filter(page, 'Encerradas').getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => rows(page).count()).toBe(7);
    await context.close();
  });

  test('the pending-tabulation block lists finished conversations to tabulate and opens them', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const toggle = page.getByRole('button', { name: /^Tabulação pendente,/ });
    expect(await nameOf(toggle)).toBe('Tabulação pendente, 1 conversa');
    const block = page.getByRole('list', { name: 'Tabulação pendente' });
    const entry = block.getByRole('button').first();
    const consumer = (await entry.locator('span').first().textContent())!;
    await entry.click();
    // It opens in the conversation tile, and is the open row of the list.
    await page.getByRole('log', { name: `Mensagens com ${consumer}` }).waitFor();
    await expect.poll(() => list(page).getByRole('option', { name: new RegExp(`^${consumer}`) }).getAttribute('aria-selected')).toBe('true');

    // Another conversation finishes: it joins the block.
    const id = await demo(page).newConversation({ channel: 'webchat' });
    const other = await consumerOf(page, id);
    await closeByClient(page, id);
    await expect.poll(() => nameOf(toggle)).toBe('Tabulação pendente, 2 conversas');
    await expect.poll(() => block.getByRole('button', { name: new RegExp(`^${other}`) }).count()).toBe(1);
    await snap(page, 'list-pending-tabs');
    await context.close();
  });

  test('with many conversations every clock is true: those in view tick, those out of view name their deadline', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await page.evaluate(() => window.tesseraDemo!.bringConversations(60));
    await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(66);
    const relative = /^(No prazo, \d\d:\d\d restantes|Prazo perto do fim, \d\d:\d\d restantes|Prazo estourado há \d\d:\d\d)$/;
    const absolute = /^(No prazo, até|Prazo perto do fim, até|Prazo estourado desde) \d\d:\d\d:\d\d$/;
    const firstClock = rows(page).first().getByRole('img');
    await expect.poll(() => firstClock.getAttribute('aria-label')).toMatch(relative);
    const lastRunning = rows(page).filter({ has: page.locator('[data-sla=normal], [data-sla=bursting], [data-sla=overdue]') }).last().getByRole('img');
    await expect.poll(() => lastRunning.getAttribute('aria-label')).toMatch(absolute);

    // Scrolled into view, it counts the seconds again.
    await lastRunning.scrollIntoViewIfNeeded();
    await expect.poll(() => lastRunning.getAttribute('aria-label')).toMatch(relative);
    const before = await lastRunning.textContent();
    await expect.poll(() => lastRunning.textContent(), { timeout: 3_000 }).not.toBe(before);
    await snap(page, 'list-many');
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';
import { connected, openKeeper, row, workspaceList } from './support/standing';

const browser = useBrowser();

/** Conversation ids a server may send that name Object's own members on an ordinary object. */
const IDS = ['constructor', 'hasOwnProperty', 'toString', 'valueOf', '__proto__'];

/** The consumer's name a row shows (the option is named by it). */
const nameOf = async (page: Page, id: string) => (await row(page, id).getAttribute('aria-labelledby').then((l) => page.locator(`[id="${l}"]`).textContent()))!.trim();

/** What a plugin shows when it stopped working: none of it may appear. */
const brokenPlugins = (page: Page) => page.getByText(/O plugin «.*» parou de funcionar\./);

describe('conversation ids that name Object’s members', () => {
  test('arrive, open, take messages, survive a reload, show in a second window and leave, like any other', async () => {
    const { context, page } = await signedInPage(browser());
    const errors: string[] = [];
    context.on('weberror', (e) => void errors.push(e.error().message));
    await openKeeper(context, page);
    await page.evaluate(() => window.tesseraDemo!.pause());
    const others = await workspaceList(page).getByRole('option').count();

    for (const id of IDS) await page.evaluate((cid) => window.tesseraDemo!.newConversation({ channel: 'webchat', conversationId: cid }), id);
    for (const id of IDS) await row(page, id).waitFor();
    expect(await workspaceList(page).getByRole('option').count()).toBe(others + IDS.length);

    // Opened, it shows its thread and what the consumer sends next, in the row and in the thread.
    const consumer = await nameOf(page, '__proto__');
    await row(page, '__proto__').click();
    const log = page.getByRole('log', { name: `Mensagens com ${consumer}` });
    await log.locator('li[data-message-id]').first().waitFor();
    await page.evaluate(() => window.tesseraDemo!.consumerSends('__proto__', 'Meu protocolo é 2026-0042'));
    await log.getByText('Meu protocolo é 2026-0042').waitFor();
    await page.evaluate(() => window.tesseraDemo!.consumerSends('constructor', 'Alguém aí?'));
    await expect.poll(() => row(page, 'constructor').textContent()).toContain('Alguém aí?');

    // A reload brings them all back, the open one still open with its thread.
    await page.reload();
    await workspaceList(page).waitFor();
    await connected(page).first().waitFor();
    for (const id of IDS) await row(page, id).waitFor();
    await log.getByText('Meu protocolo é 2026-0042').waitFor();
    expect(await row(page, '__proto__').getAttribute('aria-selected')).toBe('true');

    // Another window of the workspace gets them from this one, and keeps up with them.
    const second = await context.newPage();
    await second.goto('/dashboard');
    await workspaceList(second).waitFor();
    for (const id of IDS) await row(second, id).waitFor();
    await page.evaluate(() => window.tesseraDemo!.consumerSends('toString', 'Pode me ligar?'));
    await expect.poll(() => row(second, 'toString').textContent()).toContain('Pode me ligar?');
    await page.bringToFront();
    await snap(page, 'hostile-ids');

    // Taken away one by one: each row leaves both windows, the others stay.
    for (const [i, id] of IDS.entries()) {
      await page.evaluate((cid) => window.tesseraDemo!.transferBySystem(cid), id);
      await expect.poll(() => row(page, id).count()).toBe(0);
      await expect.poll(() => row(second, id).count()).toBe(0);
      expect(await workspaceList(page).getByRole('option').count()).toBe(others + IDS.length - i - 1);
    }
    expect(await brokenPlugins(page).count()).toBe(0);
    expect(await brokenPlugins(second).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, newContext, signIn, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

const list = (page: Page) => page.getByRole('listbox', { name: 'Conversas do agente' });
/** What the list holds: its rows, and the ids of the conversations behind them (from the saved state). */
const listed = async (page: Page) => ({
  rows: await list(page).getByRole('option').count(),
  ids: await page.evaluate(() => Object.keys((JSON.parse(localStorage.getItem('state') ?? '{}') as { conversations?: object }).conversations ?? {}).sort()),
});
const notifications = (page: Page) => page.getByRole('region', { name: 'Notificações' });

describe('the connection dialogs', () => {
  test('a dropped connection: the blocking "Desconectado" dialog, then the list is back, intact', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await expect.poll(() => list(page).getByRole('option').count()).toBeGreaterThan(3);
    const before = await listed(page);

    // The network stays down for 3 s: the workspace says so, blocking, until it is back.
    await page.evaluate(() => window.tesseraDemo!.dropConnection(3_000));
    const dialog = page.getByRole('alertdialog', { name: 'Desconectado' });
    await dialog.waitFor();
    await dialog.getByText('Você foi desconectado por falta de conexão.', { exact: false }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Reconectando' }).first().waitFor();
    await snap(page, 'connection-reconnecting');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    expect(await dialog.count()).toBe(1);
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    expect(await listed(page)).toEqual(before);
    await page.getByRole('status').filter({ hasText: 'Conectado' }).first().waitFor();
    await context.close();
  });

  test('three failed conversation checks (30 s): the lost-chat dialog, the list reloads, OK closes it', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    // Fake time from the first script on, so the 10 s check timer runs on it.
    await page.clock.install();
    await signIn(page);
    await demo(page).pause();
    await expect.poll(() => list(page).getByRole('option').count()).toBeGreaterThan(3);
    const before = await listed(page);
    await page.evaluate(() => window.tesseraDemo!.failConversationChecks(3));

    for (let round = 1; round <= 2; round++) {
      await page.clock.fastForward(10_000);
      await page.waitForTimeout(400);
    }
    // Two failures are not yet three.
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.clock.fastForward(10_000);
    const dialog = page.getByRole('alertdialog', { name: 'Perdemos o contato com suas conversas' });
    await dialog.waitFor();
    await dialog.getByText('Lista recarregada. Confira suas conversas.').waitFor();
    await snap(page, 'connection-lost-chat');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await listed(page)).toEqual(before);

    // The next check succeeds: no dialog comes back.
    await page.clock.fastForward(10_000);
    await page.waitForTimeout(400);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await context.close();
  });
});

describe('live events on the list', () => {
  test('a conversation the system transfers away leaves the list; the agent who had it open is told', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const name = await consumerOf(page, id);
    const row = list(page).getByRole('option', { name, exact: false });
    await row.first().click();
    await page.evaluate((cid) => window.tesseraDemo!.transferBySystem(cid), id);
    await expect.poll(() => row.count()).toBe(0);
    await notifications(page).getByText(`A conversa com ${name} foi transferida pelo sistema e saiu da sua lista.`).waitFor();
    await snap(page, 'connection-transferred-away');
    await context.close();
  });

  test('a supervisor joining a conversation is announced', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'webchat' });
    const name = await consumerOf(page, id);
    await page.evaluate((cid) => window.tesseraDemo!.managerJoin(cid), id);
    await notifications(page).getByText(`Carlos Mendes (supervisão) entrou na conversa com ${name}.`).waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          (cid) => (JSON.parse(localStorage.getItem('state') ?? '{}') as { conversations: Record<string, { users: { user_name: string }[] }> }).conversations[cid]?.users.map((u) => u.user_name),
          id,
        ),
      )
      .toContain('Carlos Mendes');
    await context.close();
  });
});

import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/** From now on, notes whether any dialog shows in the page at any moment (not only whether one shows at the end). */
function watchForDialogs(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as { dialogSeen?: boolean };
    w.dialogSeen = false;
    const look = () => {
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) w.dialogSeen = true;
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
    look();
  });
}
const dialogSeen = (page: Page) => page.evaluate(() => !!(window as { dialogSeen?: boolean }).dialogSeen);

const currentStatus = (page: Page, name: string) => page.getByRole('button', { name: `Status: ${name}. Alterar status` });

/** A copy for the one reviewing by eye, outside the artefacts (.probe is ignored by git). */
function keepForReview(name: string) {
  const dir = process.env.E2E_PROBE_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  copyFileSync(resolve(process.cwd(), 'tests/e2e/artifacts', `${name}.png`), resolve(dir, `${name}.png`));
}

describe('every window is a whole workspace window', () => {
  test('a dialog a command opens in an undocked window shows in that window, not in the workspace', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await currentStatus(page, 'Online').waitFor();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Abrir Conversa em uma janela própria' }).click(),
    ]);
    await popup.waitForURL('**/undock/conversation');
    await page.getByText('O painel «Conversa» está aberto em outra janela.').waitFor();
    await watchForDialogs(page);

    // The avatar menu of the undocked window runs the availability plugin's command, which opens its dialog.
    await popup.getByRole('button', { name: 'Menu de Ana Souza' }).click();
    await popup.getByRole('menu', { name: 'Menu de Ana Souza' }).getByRole('menuitem', { name: 'Status' }).click();
    const picker = popup.getByRole('dialog', { name: 'Alterar status' });
    await picker.getByRole('searchbox', { name: 'Buscar status' }).waitFor();
    await snap(popup, 'undocked-command-dialog');
    keepForReview('undocked-command-dialog');

    // Chosen there: the change reaches the workspace (a definite signal it heard the pop-out since),
    // and the workspace never showed the dialog meanwhile.
    await picker.getByRole('option', { name: 'Almoço' }).click();
    await popup.getByText('Status alterado para Almoço.').waitFor();
    await currentStatus(page, 'Almoço').waitFor();
    expect(await dialogSeen(page)).toBe(false);
    expect(await picker.count()).toBe(0);

    // The window's keys work there too: '?' lists the shortcuts, from the registrations.
    await popup.getByRole('heading', { level: 1 }).click();
    await popup.keyboard.press('?');
    const help = popup.getByRole('dialog', { name: 'Atalhos de teclado' });
    await help.getByRole('row', { name: /Alt\+1 … Alt\+9/ }).waitFor();
    await help.getByRole('button', { name: 'Fechar' }).click();
    await expect.poll(() => help.count()).toBe(0);
    expect(await dialogSeen(page)).toBe(false);
    await context.close();
  });

  test('a dock widget pops out into its own window, live with the workspace, and comes back', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(page, id);

    await page.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Informações gerais' }).click();
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Abrir Informações gerais em uma janela própria' }).click(),
    ]);
    await popup.waitForURL('**/undock/generalInfo');
    await popup.getByRole('heading', { level: 1, name: 'Informações gerais' }).waitFor();
    await popup.getByText('Selecione uma conversa para ver as informações dela.').waitFor();

    // The widget follows the conversation the workspace opens.
    await page.getByRole('option', { name: consumer }).click();
    await popup.getByRole('heading', { level: 1, name: `Informações gerais · ${consumer}` }).waitFor();
    await popup.getByRole('button', { name: 'Informações da conversa' }).waitFor();
    await snap(popup, 'undocked-dock-widget');
    keepForReview('undocked-dock-widget');

    // The dock says where the widget is, and brings it back: the pop-out closes.
    await page.getByText('O widget «Informações gerais» está aberto em outra janela.').waitFor();
    await Promise.all([popup.waitForEvent('close'), page.getByRole('button', { name: 'Trazer de volta' }).click()]);
    await page.getByRole('button', { name: 'Informações da conversa' }).waitFor();
    expect(await page.getByText('está aberto em outra janela').count()).toBe(0);
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import type { Locator, Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

type Saved = { status: string; pendingTab?: boolean; conversationTab?: { tabId: string } | null; consumer: { name: string } };

/** The first conversation of the saved state that `which` picks: its id and consumer name. */
async function savedConversation(page: Page, which: 'pending' | 'tabulated'): Promise<{ id: string; consumer: string }> {
  const handle = await page.waitForFunction((kind) => {
    const state = JSON.parse(localStorage.getItem('state') ?? '{}') as { conversations?: Record<string, Saved> };
    const found = Object.entries(state.conversations ?? {}).find(([, c]) =>
      kind === 'pending' ? c.pendingTab : c.status === 'closed' && !!c.conversationTab && !c.pendingTab,
    );
    return found ? { id: found[0], consumer: found[1].consumer.name } : undefined;
  }, which);
  return (await handle.jsonValue()) as { id: string; consumer: string };
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Opens a select of the dialog from the keyboard and picks the option typed (react-aria's type-ahead). */
async function chooseByKeyboard(page: Page, level: string, option: string) {
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox', { name: level });
  await listbox.waitFor();
  await page.keyboard.type(option);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(option);
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

describe('closing and tabulation', () => {
  test('closing a chat with its tabulation, keyboard only', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(page, id);
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
    await page.getByRole('heading', { name: consumer, level: 3 }).waitFor();
    const composer = page.getByRole('textbox', { name: /^Mensagem para/ });
    await composer.waitFor();

    // The header action's shortcut opens the dialog; the first level has the keyboard.
    await page.keyboard.press('Alt+Shift+E');
    const dialog = page.getByRole('dialog', { name: 'Encerrar conversa' });
    await dialog.waitFor();
    const close = dialog.getByRole('button', { name: 'Encerrar', exact: true });
    const type = dialog.getByRole('button', { name: /Tipo$/ });
    await expect.poll(() => isFocused(type)).toBe(true);
    expect(await close.isDisabled()).toBe(true);

    // Each choice hands the keyboard to the level it opens.
    await chooseByKeyboard(page, 'Tipo', 'Solicitação');
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: /Assunto$/ }))).toBe(true);
    await chooseByKeyboard(page, 'Assunto', 'Sinistro');
    expect(await close.isDisabled()).toBe(true);
    await expect.poll(() => isFocused(dialog.getByRole('button', { name: /Subassunto$/ }))).toBe(true);
    await chooseByKeyboard(page, 'Subassunto', 'Vidros');
    await expect.poll(() => close.isDisabled()).toBe(false);
    await snap(page, 'tabulation-close-dialog');

    // Tab past Cancel to Close (Tab is required in the demo: no 'close without' button between).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(close)).toBe(true);
    await page.keyboard.press('Enter');

    await dialog.waitFor({ state: 'detached' });
    await composer.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'Encerrar conversa' }).count()).toBe(0);
    // Tabulated with the close: nothing pending.
    expect(await page.getByRole('region', { name: 'Tabulação pendente' }).count()).toBe(0);
    await snap(page, 'tabulation-closed');
    await context.close();
  });

  test('a pending tab from the list: the form opens, and the pending block empties when saved', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const pending = await savedConversation(page, 'pending');
    const block = page.getByRole('list', { name: 'Tabulação pendente' });
    await page.getByRole('button', { name: 'Tabulação pendente, 1 conversa' }).waitFor();
    await block.getByRole('button', { name: new RegExp(`^${pending.consumer}`) }).click();

    const dialog = page.getByRole('dialog', { name: 'Tabular conversa' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: /Tipo$/ }).click();
    await page.getByRole('option', { name: 'Cancelamento' }).click();
    // A single subject with a single sub-subject: chosen by themselves.
    await dialog.getByRole('button', { name: /A pedido do segurado\s*Subassunto$/ }).waitFor();
    await snap(page, 'tabulation-pending-form');
    await dialog.getByRole('button', { name: 'Salvar tabulação' }).click();

    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Tabulação pendente,/ }).waitFor({ state: 'detached' });
    // The open conversation's notice went with it.
    expect(await page.getByRole('region', { name: 'Tabulação pendente' }).count()).toBe(0);
    await snap(page, 'tabulation-pending-done');
    await context.close();
  });

  test('the agent removes their own tabulation after confirming; a colleague’s has no remove button', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const tabulated = await savedConversation(page, 'tabulated');
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: new RegExp(`^${tabulated.consumer}`) }).click();
    await page.getByRole('heading', { name: tabulated.consumer, level: 3 }).waitFor();

    await page.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Tabulações' }).click();
    const list = page.getByRole('list', { name: 'Tabulações' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    const removes = list.getByRole('button', { name: /^Remover tabulação/ });
    expect(await removes.count()).toBe(1);
    await snap(page, 'tabulation-list');

    await removes.click();
    const confirm = page.getByRole('alertdialog', { name: 'Remover tabulação' });
    await confirm.waitFor();
    await confirm.getByRole('button', { name: 'Remover', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    expect(await list.getByRole('button').count()).toBe(0);
    await snap(page, 'tabulation-list-removed');
    await context.close();
  });
});

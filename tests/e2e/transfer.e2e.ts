import { describe, expect, test } from '@rstest/core';
import type { Locator, Page } from 'playwright-core';
import { consumerOf, demo, newContext, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();
const REASON = 'Cliente quer contratar seguro residencial';

/**
 * A new WhatsApp conversation in Sinistro Auto, opened from the list; the keyboard in its reply
 * box. The demo company requires tabulation; unless `tabRequired`, it stops requiring it (live).
 */
async function openNewConversation(page: Page, { tabRequired = false } = {}): Promise<string> {
  await demo(page).pause();
  await page.evaluate((required) => window.tesseraDemo!.setFeature('Tab', { active: true, required }), tabRequired);
  await expect
    .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('state') ?? '{}') as { session?: { features?: { name: string; required: boolean }[] } }).session?.features?.find((f) => f.name === 'Tab')?.required))
    .toBe(tabRequired);
  const id = await demo(page).newConversation({ channel: 'whatsapp', skillId: 'skl-sinistro-auto' });
  const name = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await page.getByRole('heading', { name, level: 3 }).waitFor();
  await page.getByRole('textbox', { name: `Mensagem para ${name}` }).focus();
  return name;
}

/** Tab until `target` has the focus (at most `max` presses): the way a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 12): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the focus never reached the target');
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Alt+Shift+T, the reason typed, then the search of the tab the focus reaches. */
async function startTransfer(page: Page) {
  await page.keyboard.press('Alt+Shift+T');
  const dialog = page.getByRole('dialog', { name: 'Transferir conversa' });
  await dialog.waitFor();
  const reason = dialog.getByRole('textbox', { name: 'Motivo da transferência' });
  await expect.poll(() => isFocused(reason)).toBe(true);
  await page.keyboard.type(REASON);
  return dialog;
}

describe('transfer', () => {
  test('to a skill, by keyboard only: reason, search, choose, Transfer', async () => {
    const { context, page } = await signedInPage(browser());
    const name = await openNewConversation(page);
    // Its keys are in the window's shortcut help ('?', outside a text field).
    await page.getByRole('heading', { name, level: 3 }).click();
    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: 'Atalhos de teclado' });
    await help.getByRole('row', { name: /Alt\+Shift\+T.*Transferir conversa/ }).waitFor();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: `Mensagem para ${name}` }).focus();

    const dialog = await startTransfer(page);
    const transfer = dialog.getByRole('button', { name: 'Transferir' });
    expect(await transfer.isDisabled()).toBe(true);

    // Once the skills are listed (while they load, the empty panel is a Tab stop of its own),
    // Tab to the tabs (Skills is on), Tab to its search; arrow down goes into the list.
    await dialog.getByRole('grid', { name: 'Todas as skills' }).getByRole('row').first().waitFor();
    await page.keyboard.press('Tab');
    expect(await dialog.getByRole('tab', { name: 'Skills' }).evaluate((el) => el === document.activeElement)).toBe(true);
    const search = dialog.getByRole('searchbox', { name: 'Buscar skill' });
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(search)).toBe(true);
    await page.keyboard.type('residencial');
    // The skills are listed (and filtered to it) before the arrow goes down into the list.
    const row = dialog.getByRole('grid', { name: 'Todas as skills' }).getByRole('row', { name: /^Seguro Residencial/ });
    await expect.poll(() => dialog.getByRole('grid', { name: 'Todas as skills' }).getByRole('row').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(row)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => transfer.isDisabled()).toBe(false);
    await snap(page, 'transfer-dialog-skill');

    await tabTo(page, transfer);
    await page.keyboard.press('Enter');
    await page.getByText('Conversa transferida para a skill Seguro Residencial.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: new RegExp(`^${name}`) }).waitFor({ state: 'detached' });
    await snap(page, 'transfer-done');
    await context.close();
  });

  test('to an agent, by keyboard only: the Agents tab, a favourite starred in place', async () => {
    const { context, page } = await signedInPage(browser());
    const name = await openNewConversation(page);
    const dialog = await startTransfer(page);

    await dialog.getByRole('grid', { name: 'Todas as skills' }).getByRole('row').first().waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    const agentsTab = dialog.getByRole('tab', { name: 'Agentes' });
    await expect.poll(() => agentsTab.getAttribute('aria-selected')).toBe('true');
    // Tab goes on into the Agents panel's search once the panel shows it.
    const search = dialog.getByRole('searchbox', { name: 'Buscar agente' });
    await search.waitFor();
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(search)).toBe(true);
    await page.keyboard.type('paula');
    // The agents are listed (and filtered to her) before the arrow goes down into the list.
    const row = dialog.getByRole('grid', { name: 'Todos os agentes' }).getByRole('row', { name: /^Paula Ribeiro, Online/ });
    await expect.poll(() => dialog.getByRole('grid', { name: 'Todos os agentes' }).getByRole('row').count()).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => isFocused(row)).toBe(true);
    // Arrow right reaches the row's star; Enter stars her, in place.
    await page.keyboard.press('ArrowRight');
    const star = row.getByRole('button', { name: 'Favoritar Paula Ribeiro' });
    await expect.poll(() => isFocused(star)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('grid', { name: 'Agentes favoritos' }).getByRole('row', { name: /^Paula Ribeiro/ }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => isFocused(row)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true');
    await snap(page, 'transfer-dialog-agent');

    await tabTo(page, dialog.getByRole('button', { name: 'Transferir' }));
    await page.keyboard.press('Enter');
    await page.getByText('Conversa transferida para Paula Ribeiro.').waitFor();
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: new RegExp(`^${name}`) }).waitFor({ state: 'detached' });
    await context.close();
  });

  test('a skill outside its schedule with nobody online: the transfer-unavailable dialog, then another target', async () => {
    const { context, page } = await signedInPage(browser());
    await openNewConversation(page);
    await page.evaluate(() => window.tesseraDemo!.setSkillUnavailable('skl-vida', 'outsideSchedule'));
    await page.evaluate(() => window.tesseraDemo!.setSkillUnavailable('skl-vida', 'noUserOnline'));
    const dialog = await startTransfer(page);
    const row = dialog.getByRole('grid', { name: 'Todas as skills' }).getByRole('row', { name: /^Vida e Previdência, ninguém online/ });
    await row.click();
    await dialog.getByRole('button', { name: 'Transferir' }).click();

    const unavailable = page.getByRole('alertdialog', { name: 'Transferência indisponível' });
    await unavailable.waitFor();
    await dialog.waitFor({ state: 'detached' });
    const items = unavailable.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toMatch(/^Fora do horário de atendimento da skill\. Próxima disponibilidade: \d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}\.$/);
    expect(await items.nth(1).textContent()).toBe('Nenhum agente online na skill.');
    await snap(page, 'transfer-unavailable');

    await unavailable.getByRole('button', { name: 'Escolher outro destino' }).click();
    await dialog.waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Motivo da transferência' }).inputValue()).toBe(REASON);
    await page.evaluate(() => window.tesseraDemo!.setSkillUnavailable('skl-vida', null));
    await context.close();
  });

  test('Tab required: the tabulation comes first, then the reason and the target', async () => {
    const { context, page } = await signedInPage(browser());
    const name = await openNewConversation(page, { tabRequired: true });
    await page.keyboard.press('Alt+Shift+T');
    const dialog = page.getByRole('dialog', { name: 'Transferir conversa' });
    await dialog.getByText('Esta empresa exige a tabulação antes da transferência. Registre a demanda para continuar.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Motivo da transferência' }).count()).toBe(0);
    // Each level still to choose: its first option (a level with one option is chosen by itself).
    for (const level of ['Tipo', 'Assunto', 'Subassunto']) {
      const select = dialog.getByRole('button', { name: new RegExp(level) });
      await expect.poll(() => select.count()).toBe(1);
      if (!(await select.textContent())?.includes('Selecione')) continue;
      await select.click();
      await page.getByRole('listbox', { name: level }).getByRole('option').first().click();
    }
    await snap(page, 'transfer-tab-first');
    await dialog.getByRole('button', { name: 'Salvar e continuar' }).click();
    const reason = dialog.getByRole('textbox', { name: 'Motivo da transferência' });
    await expect.poll(() => isFocused(reason)).toBe(true);
    await page.keyboard.type(REASON);
    await dialog.getByRole('grid', { name: 'Todas as skills' }).getByRole('row', { name: /^Seguro Residencial/ }).click();
    await dialog.getByRole('button', { name: 'Transferir' }).click();
    await page.getByText('Conversa transferida para a skill Seguro Residencial.').waitFor();
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: new RegExp(`^${name}`) }).waitFor({ state: 'detached' });
    await context.close();
  });

  test('in English and the dark theme', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill('agente@tessera.demo');
    await page.getByLabel('Password', { exact: true }).fill('Tessera#2026');
    await page.getByRole('button', { name: 'Access service' }).click();
    await page.getByRole('listbox', { name: "Agent's conversations" }).waitFor();
    await demo(page).pause();
    await page.evaluate(() => window.tesseraDemo!.setFeature('Tab', { active: true, required: false }));
    const id = await demo(page).newConversation({ channel: 'whatsapp', skillId: 'skl-sinistro-auto' });
    const name = await consumerOf(page, id);
    await page.getByRole('listbox', { name: "Agent's conversations" }).getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await page.getByRole('heading', { name, level: 3 }).waitFor();
    await expect
      .poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('state') ?? '{}') as { session?: { features?: { name: string; required: boolean }[] } }).session?.features?.find((f) => f.name === 'Tab')?.required))
      .toBe(false);
    await page.getByRole('button', { name: 'Transfer conversation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Transfer conversation' });
    await dialog.getByRole('textbox', { name: 'Reason for the transfer' }).fill('#urgent!');
    await dialog.getByText('A short reason cannot start with a symbol').waitFor();
    await dialog.getByRole('grid', { name: 'All skills' }).getByRole('row', { name: /^Vida e Previdência/ }).click();
    await snap(page, 'transfer-dialog-dark-en');
    await context.close();
  });
});

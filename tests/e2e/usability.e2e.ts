import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, newContext, signIn, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/** A new WhatsApp conversation, opened in the workspace; its skill has a usability page. */
async function openChat(page: Page) {
  await demo(page).pause();
  const id = await demo(page).newConversation({ channel: 'whatsapp' });
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  // No relationship yet: the panel keeps to its header until one is chosen (issue 12); the agent brings it back by hand.
  await page.getByRole('button', { name: 'Restaurar Usabilidade' }).click();
  await usability(page).waitFor();
  return { id, consumer };
}

const usability = (page: Page) => page.getByRole('region', { name: 'Usabilidade' });
const relationship = (page: Page) => usability(page).getByRole('combobox', { name: /^Relacionamento/ });
const frame = (page: Page) => usability(page).locator('iframe');

describe('usability panel', () => {
  test('minimize keeps only the header and the page; restore brings it back as it was', async () => {
    const { context, page } = await signedInPage(browser());
    await openChat(page);
    await relationship(page).selectOption('segurado');
    await frame(page).waitFor();
    const src = await frame(page).getAttribute('src');
    expect(src).toContain('relacionamento=segurado');
    const heading = page.getByRole('heading', { name: 'Usabilidade', level: 2 });
    const open = (await heading.boundingBox())!;

    await page.getByRole('button', { name: 'Minimizar Usabilidade' }).click();
    await usability(page).waitFor({ state: 'hidden' });
    // Only the header is left, at the bottom of its column; the side panel above takes the room.
    const dock = page.getByRole('region', { name: 'Painel lateral' });
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThan(open.y + 200);
    const viewport = page.viewportSize()!;
    expect((await heading.boundingBox())!.y).toBeGreaterThan(viewport.height - 60);
    expect((await dock.boundingBox())!.height).toBeGreaterThan(600);
    await snap(page, 'usability-minimized');

    await page.getByRole('button', { name: 'Restaurar Usabilidade' }).click();
    await usability(page).waitFor();
    await expect.poll(async () => Math.round((await heading.boundingBox())!.y)).toBe(Math.round(open.y));
    // The same page, never reloaded, with the relationship still chosen.
    expect(await frame(page).getAttribute('src')).toBe(src);
    expect(await relationship(page).inputValue()).toBe('segurado');
    await context.close();
  });

  test('launches in its own window, live with the workspace', async () => {
    const { context, page } = await signedInPage(browser());
    const { consumer } = await openChat(page);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Abrir Usabilidade em uma janela própria' }).click()]);
    await popup.waitForURL('**/undock/usability');
    await popup.getByRole('combobox', { name: /^Relacionamento/ }).selectOption('condutor/motorista');
    await popup.getByTitle(`Página de usabilidade de ${consumer}`).waitFor();
    expect(await popup.locator('iframe').getAttribute('src')).toContain('relacionamento=condutor%2Fmotorista');
    await page.getByText('O painel «Usabilidade» está aberto em outra janela.').waitFor();
    await popup.close();
    await usability(page).getByRole('combobox', { name: /^Relacionamento/ }).waitFor();
    await context.close();
  });

  test('close asks first; reopened within 30 minutes it is as it was, after 30 minutes it starts afresh', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    // The page's clock, so 30 minutes can pass in a moment.
    await page.clock.install();
    await signIn(page);
    await openChat(page);
    await relationship(page).selectOption('corretor');
    await frame(page).waitFor();

    const close = page.getByRole('button', { name: 'Fechar Usabilidade' });
    await close.click();
    const confirm = page.getByRole('alertdialog', { name: 'Fechar o painel de usabilidade?' });
    await confirm.waitFor();
    await snap(page, 'usability-close-confirmation');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await usability(page).isVisible()).toBe(true);

    await close.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fechar o painel' }).click();
    await usability(page).waitFor({ state: 'detached' });

    const reopen = async () => {
      await page.getByRole('button', { name: 'Layout' }).click();
      await page.getByRole('menuitem', { name: 'Reabrir Usabilidade' }).click();
      await usability(page).waitFor();
    };
    await page.clock.fastForward('29:00');
    await reopen();
    expect(await relationship(page).inputValue()).toBe('corretor');
    await frame(page).waitFor();

    await close.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Fechar o painel' }).click();
    await usability(page).waitFor({ state: 'detached' });
    await page.clock.fastForward('30:00');
    await reopen();
    expect(await relationship(page).inputValue()).toBe('');
    await usability(page).getByText('Escolha o relacionamento do contato para abrir a página.').waitFor();
    expect(await frame(page).count()).toBe(0);
    await context.close();
  });
});

describe('contact display name', () => {
  test('edited in the conversation header, shown in the list and the header, kept after a reload', async () => {
    const { context, page } = await signedInPage(browser());
    const { consumer } = await openChat(page);
    await page.getByRole('button', { name: 'Editar nome do contato' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nome do contato' });
    await dialog.getByText(consumer).waitFor();
    // The field has the keyboard at once.
    await page.keyboard.type('Dona Cida (segurada)');
    await snap(page, 'contact-name-dialog');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const list = page.getByRole('listbox', { name: 'Conversas do agente' });
    await list.getByRole('option', { name: 'Dona Cida (segurada)' }).waitFor();
    await page.getByRole('heading', { name: 'Dona Cida (segurada)', level: 3 }).waitFor();
    await page.getByText('Nome do contato atualizado para Dona Cida (segurada).').waitFor();

    await page.reload();
    await list.getByRole('option', { name: 'Dona Cida (segurada)' }).waitFor();

    // Cleared: the registered name again.
    await list.getByRole('option', { name: 'Dona Cida (segurada)' }).click();
    await page.getByRole('button', { name: 'Editar nome do contato' }).click();
    await dialog.getByRole('textbox', { name: 'Nome de exibição' }).fill('');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await list.getByRole('option', { name: consumer }).waitFor();
    expect(await list.getByRole('option', { name: 'Dona Cida (segurada)' }).count()).toBe(0);
    await context.close();
  });
});

describe('unread count in the tab title', () => {
  test('the title counts unread messages as they arrive', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const count = async () => Number(/^\((\d+)\) Tessera$/.exec(await page.title())?.[1] ?? 0);
    const unreadIn = (cid: string) =>
      page.evaluate((c) => (JSON.parse(localStorage.getItem('state') ?? '{}') as { conversations?: Record<string, { unreadCount: number }> }).conversations?.[c]?.unreadCount, cid);
    const before = await count();
    // A new conversation arrives with its opening message unread.
    const id = await demo(page).newConversation({ channel: 'webchat' });
    await expect.poll(() => unreadIn(id)).toBeGreaterThan(0);
    const arrived = (await unreadIn(id))!;
    await expect.poll(count).toBe(before + arrived);
    await demo(page).consumerSends(id, 'Meu vidro trincou, o seguro cobre?');
    await expect.poll(count).toBe(before + arrived + 1);
    expect(await page.title()).toBe(`(${before + arrived + 1}) Tessera`);
    // Opening it reads it.
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: await consumerOf(page, id) }).click();
    await expect.poll(count).toBe(before);
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { axeFindings } from './support/axe';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();
const SKILL = 'skl-sinistro-auto';

/** A chat of the skill, open in the workspace, with the dock's knowledge panel shown. */
async function openWithKnowledge(page: Page) {
  await demo(page).pause();
  const id = await demo(page).newConversation({ channel: 'whatsapp', skillId: SKILL });
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  await dockButton(page).click();
  const search = page.getByRole('searchbox', { name: 'Buscar no conhecimento' });
  await search.waitFor();
  return { id, consumer, search, composer: page.getByLabel(`Mensagem para ${consumer}`) };
}

const dockButton = (page: Page) => page.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Conhecimento', exact: true });
const selectedTab = (page: Page) => page.getByRole('tablist', { name: 'Fontes de conhecimento' }).getByRole('tab', { selected: true });
const counter = (page: Page) => page.getByRole('status', { name: /^Resultado \d+ de \d+$/ });

describe('knowledge panel', () => {
  test('by keyboard only: Alt+1..4 choose the tab in the panel, Enter searches, ↑/↓ move, Ctrl+Enter puts the result in the reply box', async () => {
    const { context, page } = await signedInPage(browser());
    const { search, composer } = await openWithKnowledge(page);
    // From here on the keyboard only: the search box takes the focus as a Tab would.
    await search.focus();
    await page.keyboard.press('Alt+2');
    await expect.poll(() => selectedTab(page).textContent()).toBe('Meu conteúdo');
    await page.getByRole('textbox', { name: 'Minhas anotações' }).waitFor();
    expect(await axeFindings(page, ':has(> [role=search])')).toEqual([]);
    // The dock's own Alt+2 did not take the keys: the knowledge panel is still the widget shown.
    expect(await dockButton(page).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Alt+4');
    await expect.poll(() => selectedTab(page).textContent()).toBe('Roteiro');
    await page.getByRole('region', { name: 'Favoritos' }).waitFor();
    expect(await axeFindings(page, ':has(> [role=search])')).toEqual([]);
    await page.keyboard.press('Alt+3');
    await expect.poll(() => selectedTab(page).textContent()).toBe('FAQ');
    await page.getByRole('list', { name: 'Perguntas frequentes da skill' }).waitFor();
    expect(await axeFindings(page, ':has(> [role=search])')).toEqual([]);
    await page.keyboard.press('Alt+1');
    await expect.poll(() => selectedTab(page).textContent()).toBe('Atalhos');

    await page.keyboard.type('veiculo');
    await page.keyboard.press('Enter');
    await expect.poll(() => counter(page).textContent()).toBe('1/2');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => counter(page).textContent()).toBe('2/2');
    const list = page.getByRole('list', { name: 'Atalhos de resposta' });
    expect(await list.getByRole('listitem').nth(1).getAttribute('aria-current')).toBe('true');
    await snap(page, 'knowledge-search');
    expect(await axeFindings(page, ':has(> [role=search])')).toEqual([]);
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => composer.inputValue()).toContain('Envie, por favor, foto da CNH');

    // A keyword nothing holds says so.
    await search.fill('zzz inexistente');
    await page.keyboard.press('Enter');
    await page.getByText('Nenhum resultado encontrado para a busca.').waitFor();
    await page.keyboard.press('Alt+4');
    await page.getByText('Nenhum resultado encontrado para a busca.').waitFor();
    await context.close();
  });

  test('shortcut CRUD in the panel, seen by “//” in the reply box too', async () => {
    const { context, page } = await signedInPage(browser());
    const { composer } = await openWithKnowledge(page);
    const list = page.getByRole('list', { name: 'Atalhos de resposta' });
    await list.waitFor();

    await page.getByRole('button', { name: 'Novo atalho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo atalho' });
    await dialog.getByRole('textbox', { name: 'Nome do atalho' }).fill('fr');
    await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('A franquia só é cobrada em perda parcial.');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.getByText('O nome do atalho deve ter pelo menos 3 caracteres.').waitFor();
    await dialog.getByText('2/255').waitFor();
    await dialog.getByText('41/1500').waitFor();
    await snap(page, 'knowledge-shortcut-invalid');
    await dialog.getByRole('textbox', { name: 'Nome do atalho' }).fill('franquia');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await list.getByRole('button', { name: /^franquia/ }).waitFor();

    // '//' in the reply box lists it too.
    await composer.click();
    await page.keyboard.type('//franq');
    const trigger = page.getByRole('listbox', { name: 'Atalhos de resposta' });
    await expect.poll(() => trigger.getByRole('option').allTextContents()).toEqual(['franquiaA franquia só é cobrada em perda parcial.']);
    await page.keyboard.press('Escape');
    await composer.fill('');

    // Edit: the new message shows here and under '//'.
    await list.getByRole('button', { name: 'Editar atalho franquia' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar atalho' });
    await edit.getByRole('textbox', { name: 'Mensagem' }).fill('Na perda total não há franquia.');
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await edit.waitFor({ state: 'detached' });
    await list.getByText('Na perda total não há franquia.').waitFor();
    await composer.click();
    await page.keyboard.type('//franq');
    await expect.poll(() => trigger.getByRole('option').allTextContents()).toEqual(['franquiaNa perda total não há franquia.']);
    await page.keyboard.press('Escape');
    await composer.fill('');

    // Delete, after a refusal that keeps it.
    await page.evaluate(() => window.tesseraDemo!.setShortcutsFailure(true));
    await list.getByRole('button', { name: 'Excluir atalho franquia' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Excluir atalho' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('region', { name: 'Notificações' }).getByText('Erro ao executar a ação. Tente novamente.').first().waitFor();
    await page.evaluate(() => window.tesseraDemo!.setShortcutsFailure(false));
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await confirm.waitFor({ state: 'detached' });
    await list.getByRole('button', { name: /^franquia/ }).waitFor({ state: 'detached' });
    await composer.click();
    await page.keyboard.type('//franq');
    await page.getByText('Nenhuma sugestão encontrada').waitFor();
    await context.close();
  });

  test('my content is kept on the server: it survives a reload, and the panel comes back on its tab', async () => {
    const { context, page } = await signedInPage(browser());
    const { search } = await openWithKnowledge(page);
    await search.focus();
    await page.keyboard.press('Alt+2');
    const area = page.getByRole('textbox', { name: 'Minhas anotações' });
    expect(await area.getAttribute('rows')).toBe('10');
    const note = `Lembrete ${Date.now()}: ligar para a oficina às 15h.`;
    await area.fill(note);
    const saved = page.waitForResponse((r) => r.url().endsWith('/notepad') && r.request().method() === 'PATCH');
    // Leaving the field saves it.
    await page.keyboard.press('Shift+Tab');
    expect((await saved).status()).toBe(200);
    await snap(page, 'knowledge-notepad');

    await page.reload();
    await dockButton(page).click();
    // The panel remembers the conversation's tab across the reload too (the tab's session).
    await expect.poll(() => selectedTab(page).textContent()).toBe('Meu conteúdo');
    await expect.poll(() => page.getByRole('textbox', { name: 'Minhas anotações' }).inputValue()).toBe(note);
    await context.close();
  });

  test('the knowledge area in its own window (/undock/treeOfKnowledge) follows the conversation of the main window', async () => {
    const { context, page } = await signedInPage(browser());
    const { consumer, composer } = await openWithKnowledge(page);
    const popup = await context.newPage();
    await popup.goto('/undock/treeOfKnowledge');
    await popup.getByRole('heading', { name: `Conhecimento · ${consumer}` }).waitFor();
    const list = popup.getByRole('list', { name: 'Atalhos de resposta' });
    await list.getByRole('button', { name: /^saudacao/ }).click();
    await snap(popup, 'knowledge-undocked');
    // The draft goes to the conversation: the main window's reply box shows it.
    await expect.poll(() => composer.inputValue()).toContain('Aqui é da Tessera Seguros');
    await context.close();
  });
});

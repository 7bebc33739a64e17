import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { consumerOf, demo, newContext } from './browser';

/** Signs the admin in through the form; her workspace opens (she also works the queue). */
export async function signInAdmin(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Usar a conta admin@tessera.demo' }).click();
  await page.getByRole('button', { name: 'Acessar atendimento' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: 'Menu de Helena Prado' }).waitFor();
}

/**
 * The admin, signed in, with the administration in one window and her workspace in another. The
 * demo contact centre lives in the browser profile, so a second profile would be a second company:
 * the workspace that must follow the change is hers, in the same profile (a test in
 * src/admin/live.test.tsx has another agent's workspace follow it).
 */
export async function adminWindows(browser: Browser): Promise<{ context: BrowserContext; workspace: Page; admin: Page }> {
  const context = await newContext(browser);
  const workspace = await context.newPage();
  await signInAdmin(workspace);
  await demo(workspace).pause();
  // The way an admin gets there: the user menu.
  await workspace.getByRole('button', { name: 'Menu de Helena Prado' }).click();
  await workspace.getByRole('menu', { name: 'Menu de Helena Prado' }).getByRole('menuitem', { name: 'Administração da empresa' }).click();
  await workspace.waitForURL('**/admin/plugins');
  await workspace.getByRole('heading', { level: 1, name: 'Plugins' }).waitFor();
  // The administration stays in this window; the workspace goes on in another.
  const admin = workspace;
  const other = await context.newPage();
  await other.goto('/dashboard');
  await other.getByRole('button', { name: 'Menu de Helena Prado' }).waitFor();
  return { context, workspace: other, admin };
}

/** When the administration sent its last PUT (the save the admin confirmed). */
export function sentAt(admin: Page): () => number {
  let at = 0;
  admin.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/company/')) at = Date.now();
  });
  return () => at;
}

export async function saveAll(admin: Page): Promise<void> {
  await admin.getByRole('button', { name: 'Revisar e salvar' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Salvar alterações' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Confirmar e salvar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** A new WhatsApp conversation opened in the workspace, a reply started in it: its reply box, with `text` typed. */
export async function replyInNewConversation(workspace: Page, text: string): Promise<Locator> {
  const id = await demo(workspace).newConversation({ channel: 'whatsapp' });
  const consumer = await consumerOf(workspace, id);
  await workspace.getByRole('option', { name: consumer }).click();
  const composer = workspace.getByRole('textbox', { name: `Mensagem para ${consumer}` });
  await composer.click();
  await workspace.keyboard.type(text);
  return composer;
}

/**
 * Tiles shown, in reading order (left to right, top to bottom), by the attribute that names them
 * (workspace or admin preview). A tile shrunk to its header shows no content and is left out.
 */
export function tileOrder(page: Page, attribute: 'data-tile' | 'data-layout-tile'): Promise<string[]> {
  return page.evaluate((attr) => {
    const tiles = [...document.querySelectorAll<HTMLElement>(`[${attr}]`)].map((el) => ({ id: el.getAttribute(attr)!, box: el.getBoundingClientRect() }));
    const shown = tiles.filter((t) => t.box.width > 0 && t.box.height > 0);
    return shown.sort((a, b) => a.box.x - b.box.x || a.box.y - b.box.y).map((t) => t.id);
  }, attribute);
}

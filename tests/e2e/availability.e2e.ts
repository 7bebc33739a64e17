import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { pngBytes } from '../../plugins/profile/testPng';
import { demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

const setAvailabilityFailure = (page: Page, on: boolean) => page.evaluate((o) => window.tesseraDemo!.setAvailabilityFailure(o), on);
const avatarMenu = (page: Page) => page.getByRole('button', { name: 'Menu de Ana Souza' });
const currentStatus = (page: Page, name: string) => page.getByRole('button', { name: `Status: ${name}. Alterar status` });

async function openMenuEntry(page: Page, name: string, role: 'menuitem' | 'menuitemcheckbox' = 'menuitem') {
  await avatarMenu(page).click();
  await page.getByRole('menu', { name: 'Menu de Ana Souza' }).getByRole(role, { name }).click();
}

describe('availability and the settings drawer', () => {
  test('the agent changes status from the menu with the keyboard; a refused change comes back with an error', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await currentStatus(page, 'Online').waitFor();

    await openMenuEntry(page, 'Status');
    const picker = page.getByRole('dialog', { name: 'Alterar status' });
    const search = picker.getByRole('searchbox', { name: 'Buscar status' });
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    await search.fill('almoco');
    await expect.poll(() => picker.getByRole('option').count()).toBe(1);
    await snap(page, 'availability-picker');
    await search.press('ArrowDown');
    await search.press('Enter');

    await page.getByText('Status alterado para Almoço.').waitFor();
    await currentStatus(page, 'Almoço').waitFor();
    await expect.poll(() => picker.count()).toBe(0);

    // The server refuses: shown at once, then the prior status is back with 'Erro ao atualizar o status'.
    await setAvailabilityFailure(page, true);
    await currentStatus(page, 'Almoço').click();
    await page.getByRole('dialog', { name: 'Alterar status' }).getByRole('option', { name: 'Online' }).click();
    await page.getByText('Erro ao atualizar o status').waitFor();
    await currentStatus(page, 'Almoço').waitFor();
    await snap(page, 'availability-refused');
    await setAvailabilityFailure(page, false);
    await context.close();
  });

  test('a new picture from the settings drawer shows on the avatar; Sounds turns the volume off and on', async () => {
    const { context, page } = await signedInPage(browser());
    await openMenuEntry(page, 'Configurações');
    const drawer = page.getByRole('dialog', { name: 'Configurações' });

    const chooser = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: 'Trocar foto' }).click();
    await (await chooser).setFiles({ name: 'ana.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(96, 96)) });
    await page.getByText('Foto atualizada.').waitFor();
    await drawer.getByRole('img', { name: 'Foto de Ana Souza' }).waitFor();
    await snap(page, 'settings-drawer');

    // Too big a picture never leaves the browser.
    const second = page.waitForEvent('filechooser');
    await drawer.getByRole('button', { name: 'Trocar foto' }).click();
    await (await second).setFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.from(pngBytes(1200, 800)) });
    await page.getByText('A foto deve ter no máximo 1000 × 1000 pixels.').waitFor();

    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    await expect.poll(() => avatarMenu(page).locator('img').getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    const volume = () => page.evaluate(() => localStorage.getItem('volume'));
    // A toggle keeps the menu open, its check following the choice.
    await openMenuEntry(page, 'Sons', 'menuitemcheckbox');
    await expect.poll(volume).toBe('0');
    const sounds = page.getByRole('menuitemcheckbox', { name: 'Sons' });
    await expect.poll(() => sounds.getAttribute('aria-checked')).toBe('false');
    await snap(page, 'user-menu-sounds-off');
    await sounds.click();
    await expect.poll(volume).toBe('100');
    await expect.poll(() => sounds.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('Escape');
    await context.close();
  });
});

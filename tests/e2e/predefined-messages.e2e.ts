import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { seedFaq } from '../../plugins/predefined-messages/demo/faq';
import { consumerOf, demo, snap } from './support/browser';
import { axeFindings } from './support/axe';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();
const SKILL = 'skl-sinistro-auto';
const faq = seedFaq().bySkill[SKILL]!;

describe('predefined messages', () => {
  test('“/” lists the skill’s FAQ; arrows and Enter put a message in the reply box; Escape clears; “//” stays the shortcuts', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp', skillId: SKILL });
    const consumer = await consumerOf(page, id);
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
    const composer = page.getByLabel(`Mensagem para ${consumer}`);
    await composer.click();

    // '/' opens the suggestions over the reply box, each with its title, the first highlighted.
    await page.keyboard.type('/');
    const list = page.getByRole('listbox', { name: 'Mensagens predefinidas' });
    await list.waitFor();
    const options = list.getByRole('option');
    await expect.poll(() => options.count()).toBe(faq.length + 2);
    expect(await options.nth(0).textContent()).toContain(faq[0]!.title);
    // A long message shows cut with an ellipsis.
    expect(await options.nth(0).textContent()).toContain('…');
    await snap(page, 'predefined-messages-list');
    expect(await axeFindings(page, ':has(> [role=listbox][aria-label="Mensagens predefinidas"])')).toEqual([]);

    // ↓ ↓ then Enter: the third suggestion's whole message replaces '/'; nothing is sent.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => options.nth(2).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => composer.inputValue()).toBe(faq[2]!.text);
    expect(await list.count()).toBe(0);

    // Typing filters (accents and case aside); Escape clears the reply box and closes.
    await composer.fill('');
    await page.keyboard.type('/FRANQUIA');
    await expect.poll(() => options.count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => composer.inputValue()).toBe('');
    expect(await list.count()).toBe(0);

    // A filter that matches nothing says so.
    await page.keyboard.type('/nada-disso');
    await page.getByText('Nenhuma sugestão encontrada').waitFor();
    await page.keyboard.press('Escape');

    // '//' opens the shortcuts panel, not this one.
    await page.keyboard.type('//');
    await page.getByRole('listbox', { name: 'Atalhos de resposta' }).waitFor();
    expect(await list.count()).toBe(0);
    await page.keyboard.press('Escape');
    await context.close();
  });

  test('a suggestion with a file offers to open it and opens the attachment dialog with the file and its message', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp', skillId: SKILL });
    const consumer = await consumerOf(page, id);
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
    const composer = page.getByLabel(`Mensagem para ${consumer}`);
    await composer.click();

    await page.keyboard.type('/documentos para');
    const list = page.getByRole('listbox', { name: 'Mensagens predefinidas' });
    await expect.poll(() => list.getByRole('option').count()).toBe(1);
    const open = page.getByRole('link', { name: 'Abrir arquivo' });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');
    // Once fetched, the link opens the very bytes the dialog gets (a same-origin blob).
    await expect.poll(() => open.getAttribute('href')).toMatch(/^blob:/);
    expect(await axeFindings(page, ':has(> [role=listbox][aria-label="Mensagens predefinidas"])')).toEqual([]);
    await snap(page, 'predefined-messages-file');
    // It opens in a new tab, with no hold on this one.
    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    expect(tab.url()).toMatch(/^blob:/);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
    await composer.focus();

    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByText('documentos-sinistro-auto.pdf').first().waitFor();
    const text = faq.find((s) => s.file)!.text;
    await expect.poll(() => dialog.getByRole('textbox').first().inputValue()).toBe(text);
    await expect.poll(() => composer.inputValue()).toBe('');
    await snap(page, 'predefined-messages-attachment');
    await context.close();
  });
});

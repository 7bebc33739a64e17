import { describe, expect, test } from '@rstest/core';
import { consumerOf, demo, newContext, signIn, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();

describe('Content-Security-Policy of the built app', () => {
  test('the page carries its policy and a working day breaks none of it: sign-in, a conversation, the usability page, the menus', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    // Every refusal the policy makes, with what was refused and where from.
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        (window as unknown as { violations: string[] }).violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

    await page.goto('/signin');
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);

    await signIn(page);
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: await consumerOf(page, id) }).click();
    await page.getByRole('textbox', { name: /Mensagem/ }).fill('Bom dia! Como posso ajudar?');
    await page.keyboard.press('Control+Enter');
    await page.getByRole('log').getByText('Bom dia! Como posso ajudar?').waitFor();
    // The usability tile stays minimised until a relationship is chosen: the agent restores it to choose there.
    await page.getByRole('button', { name: 'Restaurar Usabilidade' }).click();
    const usability = page.getByRole('region', { name: 'Usabilidade' });
    await usability.getByRole('combobox', { name: /^Relacionamento/ }).selectOption('segurado');
    await usability.locator('iframe').waitFor();
    await page.getByRole('button', { name: 'Central de demonstração' }).click();
    await page.getByRole('dialog', { name: 'Central de demonstração' }).waitFor();
    await page.keyboard.press('Escape');
    await snap(page, 'csp-workspace');

    expect(await violations()).toEqual([]);
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import { replyInNewConversation, saveAll, sentAt, signInAdmin, tileOrder } from './support/admin';
import { newContext, signIn, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/**
 * The admin and the agents in browsers of their own (Playwright contexts: separate profiles, as two
 * people's machines are). The demo contact centre lives in each browser; the demo server keeps the
 * company's settings for all of them (core/testing/demo/companyRelay.mjs), as a real backend does.
 */
describe('company administration across browsers', () => {
  test("the admin turns Insight off and on in her browser: an agent working in another loses and regains the dock widget live, the reply kept; the company's default layout reaches an agent who signs in afterwards", async () => {
    const agent = await signedInPage(browser());
    const workspace = agent.page;
    const composer = await replyInNewConversation(workspace, 'Estou verificando a sua apólice');
    const insights = workspace.getByRole('button', { name: 'Insights' });
    await insights.waitFor();
    await workspace.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    const adminContext = await newContext(browser());
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.getByRole('button', { name: 'Menu de Helena Prado' }).click();
    await admin.getByRole('menuitem', { name: 'Administração da empresa' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Plugins' }).waitFor();
    const saved = sentAt(admin);

    const toggle = admin.getByRole('listitem', { name: /^Insight/ }).getByRole('switch', { name: 'Ligar Insight para a empresa' });
    await toggle.focus();
    await admin.keyboard.press('Space');
    await saveAll(admin);
    await workspace.keyboard.type(' e já retorno');
    await insights.waitFor({ state: 'detached', timeout: 5_000 });
    const offMs = Date.now() - saved();

    await toggle.focus();
    await admin.keyboard.press('Space');
    await saveAll(admin);
    await insights.waitFor({ timeout: 5_000 });
    const onMs = Date.now() - saved();
    expect(await composer.inputValue()).toBe('Estou verificando a sua apólice e já retorno');
    expect(await workspace.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    console.log(`[admin, two browsers] Insight off reached the other browser ${offMs} ms after the save was sent, on again after ${onMs} ms`);
    expect(offMs).toBeLessThan(1_500);
    expect(onMs).toBeLessThan(1_500);

    // The default layout: the conversation first, the dock opening on Conhecimento.
    await admin.getByRole('navigation', { name: 'Seções da administração' }).getByRole('link', { name: 'Layout padrão' }).click();
    const preview = admin.getByRole('region', { name: 'Pré-visualização do layout' });
    await preview.getByRole('button', { name: 'Mover Conversa', exact: true }).focus();
    await admin.keyboard.press('Enter');
    await admin.getByRole('menuitem', { name: 'Para a esquerda' }).click();
    await admin.getByRole('button', { name: /Primeiro widget do dock/ }).click();
    await admin.getByRole('option', { name: 'Conhecimento' }).click();
    await saveAll(admin);

    // The agent already working (who has not arranged theirs) takes it live (the usability tile
    // stays shrunk to its header, as it was with a conversation open)...
    await expect.poll(() => tileOrder(workspace, 'data-tile'), { timeout: 5_000 }).toEqual(['conversation', 'conversationList', 'dock']);
    // ...and an agent signing in afterwards, in a third browser, starts from it.
    const laterContext = await newContext(browser());
    const later = await laterContext.newPage();
    await signIn(later);
    await expect.poll(() => tileOrder(later, 'data-tile')).toEqual(['conversation', 'conversationList', 'dock', 'usability']);
    const bar = later.getByRole('toolbar', { name: 'Widgets do painel lateral' });
    await expect.poll(() => bar.getByRole('button', { name: 'Conhecimento' }).getAttribute('aria-pressed')).toBe('true');
    await snap(later, 'admin-two-browsers-later-agent');

    // The history in the admin's browser says who changed what.
    await admin.getByRole('link', { name: 'Histórico de alterações' }).click();
    await expect.poll(() => admin.getByRole('listitem', { name: /^Helena Prado alterou Insight/ }).count()).toBe(2);
    await Promise.all([agent.context.close(), adminContext.close(), laterContext.close()]);
  });

  test("an agent whose connection is down while the admin saves takes the change once back; a composer button turned off and on returns to the open conversation", async () => {
    const agent = await signedInPage(browser());
    const workspace = agent.page;
    const composer = await replyInNewConversation(workspace, 'Um momento');
    const insights = workspace.getByRole('button', { name: 'Insights' });
    const emoji = workspace.getByRole('button', { name: 'Inserir emoji' });
    await insights.waitFor();
    await emoji.waitFor();

    const adminContext = await newContext(browser());
    const admin = await adminContext.newPage();
    await signInAdmin(admin);
    await admin.goto('/admin/plugins');
    const switchOf = (plugin: string) => admin.getByRole('listitem', { name: new RegExp(`^${plugin}`) }).getByRole('switch', { name: `Ligar ${plugin} para a empresa` });

    // The agent's network is down while the admin saves: the hub's event for it never reaches them.
    await workspace.evaluate(() => window.tesseraDemo!.dropConnection(4_000));
    const down = workspace.getByRole('alertdialog', { name: 'Desconectado' });
    await down.waitFor();
    await switchOf('Insight').focus();
    await admin.keyboard.press('Space');
    await saveAll(admin);
    await down.waitFor({ state: 'detached', timeout: 15_000 });
    await workspace.getByRole('status').filter({ hasText: 'Conectado' }).first().waitFor();
    await insights.waitFor({ state: 'detached', timeout: 5_000 });

    // Emojis off, then on again: the button leaves the open conversation and comes back to it.
    await switchOf('Emojis').focus();
    await admin.keyboard.press('Space');
    await saveAll(admin);
    await emoji.waitFor({ state: 'detached', timeout: 5_000 });
    await switchOf('Emojis').focus();
    await admin.keyboard.press('Space');
    await saveAll(admin);
    await emoji.waitFor({ timeout: 5_000 });
    await emoji.click();
    await workspace.getByRole('dialog', { name: 'Emojis' }).waitFor();
    await workspace.keyboard.press('Escape');
    expect(await composer.inputValue()).toBe('Um momento');
    await adminContext.close();
    await agent.context.close();
  });
});

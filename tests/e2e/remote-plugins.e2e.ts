import { describe, expect, test } from '@rstest/core';
import { axeFindings } from './support/axe';
import { adminWindows, replyInNewConversation, saveAll } from './support/admin';
import { snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();

/**
 * A plugin from outside the build (issue 16): the example remote (plugins/external-deductible,
 * built on its own and served by the demo) added by the admin by its manifest's address, refused
 * when an address holds no plugin, and running in the agent's workspace like a built-in one:
 * live, its settings from the company, on and off, gone when removed.
 */
describe('plugins from outside the build', () => {
  test('the admin adds the example remote by URL; the workspace gets its dock widget live, with the company settings, and loses it when it is off or removed', async () => {
    const { context, workspace, admin } = await adminWindows(browser());
    const composer = await replyInNewConversation(workspace, 'Sobre o seu sinistro:');
    const dockButton = workspace.getByRole('button', { name: 'Franquia', exact: true });
    expect(await dockButton.count()).toBe(0);

    const section = admin.getByRole('region', { name: 'Plugins de fora do build' });
    const address = section.getByRole('textbox', { name: 'Endereço do manifesto (mf-manifest.json)' });
    const add = section.getByRole('button', { name: 'Adicionar plugin' });
    // Refused, with the reason: not an address a workspace may load code from, and one that holds no plugin.
    await address.fill('javascript:alert(1)');
    await add.click();
    await section.getByText('Informe um endereço https do mf-manifest.json do plugin (http só neste servidor ou em localhost).').waitFor();
    // An address past any real one's length is refused for its length, not its form.
    await address.fill(`https://plugins.example.com/${'a'.repeat(5_000)}/mf-manifest.json`);
    await add.click();
    await section.getByText('O endereço tem mais de 2.048 caracteres: confira se ele foi colado inteiro e só uma vez.').waitFor();
    // A host the workspace's Content-Security-Policy does not list: refused by the browser, and said so.
    await address.fill('https://plugins.example.com/deductible/mf-manifest.json');
    await add.click();
    await section.getByText(/A política de segurança \(CSP\) deste Tessera não permite carregar plugins de https:\/\/plugins\.example\.com/).waitFor();
    await address.fill('/plugins/missing/mf-manifest.json');
    await add.click();
    await section.getByText('O endereço não traz um manifesto de Module Federation (mf-manifest.json).').waitFor();
    expect(await admin.getByText('1 alteração não salva.').count()).toBe(0);

    // The example remote: loaded and checked at once, then configured like any plugin.
    await address.fill('/plugins/deductible/mf-manifest.json');
    await address.press('Enter');
    await section.getByText('Franquia adicionado. Salve para levá-lo aos agentes.').waitFor({ timeout: 20_000 });
    await section.getByRole('listitem', { name: 'Franquia' }).getByText('Carregado').waitFor();
    const card = admin.getByRole('listitem', { name: /^Franquia/ });
    await card.getByText('De fora do build').waitFor();
    await card.getByText('Widget do dock: Franquia').waitFor();
    const percent = card.getByRole('textbox', { name: 'Franquia (% do prejuízo)' }).or(card.getByRole('spinbutton', { name: 'Franquia (% do prejuízo)' }));
    expect(await percent.inputValue()).toBe('10');
    expect(await axeFindings(admin, undefined, { seriousOnly: true })).toEqual([]);
    await snap(admin, 'admin-remote-added');
    await saveAll(admin);

    // The agent's workspace, without a reload: the widget comes, with the company's rule.
    await dockButton.waitFor({ timeout: 5_000 });
    await dockButton.click();
    const loss = workspace.getByRole('textbox', { name: 'Valor do prejuízo (R$)' });
    await loss.fill('12.500,00');
    const result = workspace.getByRole('region', { name: 'Resultado' });
    await expect.poll(() => result.textContent()).toMatch(/Franquia\s*R\$\s1\.250,00\s*Indenização estimada\s*R\$\s11\.250,00/);
    await workspace.getByRole('button', { name: 'Inserir na resposta' }).click();
    await expect.poll(() => composer.inputValue()).toMatch(/^Sobre o seu sinistro: Pelo seu seguro, a franquia deste sinistro é de R\$\s1\.250,00 e a indenização estimada é de R\$\s11\.250,00\.$/);
    await snap(workspace, 'workspace-remote-widget');

    // A setting changed by the admin reaches the widget live.
    await percent.fill('20');
    // A number field takes its value as the focus leaves it.
    await percent.press('Tab');
    await saveAll(admin);
    await expect.poll(() => workspace.getByRole('region', { name: 'Resultado' }).textContent().catch(() => '')).toMatch(/R\$\s2\.500,00/);

    // Off for the company: the widget leaves; the reply stays.
    // By keyboard: the switch takes Space.
    await card.getByRole('switch', { name: 'Ligar Franquia para a empresa' }).focus();
    await admin.keyboard.press('Space');
    await saveAll(admin);
    await dockButton.waitFor({ state: 'detached', timeout: 5_000 });
    expect(await composer.inputValue()).toMatch(/^Sobre o seu sinistro: Pelo seu seguro/);

    // Removed: gone from the administration's list too.
    await section.getByRole('button', { name: 'Remover Franquia' }).click();
    await saveAll(admin);
    await expect.poll(() => admin.getByRole('listitem', { name: /^Franquia/ }).count()).toBe(0);
    await admin.getByRole('navigation').getByRole('link', { name: 'Histórico de alterações' }).click();
    await admin.getByText(/Plugins de fora do build/).first().waitFor();
    await context.close();
  });
});

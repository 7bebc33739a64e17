import { describe, expect, test } from '@rstest/core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

describe('built-in plugins and the platform around them', () => {
  test('a plugin that throws while rendering shows its name and a retry; the rest works', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option').first().click();
    await page.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Informações gerais' }).click();
    await page.getByRole('button', { name: 'Informações da conversa' }).waitFor();
    await page.evaluate(() => window.tesseraDemo!.breakPlugin('general-info'));

    const alert = page.getByRole('alert').filter({ hasText: 'Informações gerais' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('O plugin «Informações gerais» parou de funcionar.');
    // The conversation and the list keep working.
    const composer = page.getByLabel(/Mensagem para/);
    await composer.fill('Seguimos com o atendimento normalmente.');
    await composer.press('Control+Enter');
    await page.getByRole('log').getByText('Seguimos com o atendimento normalmente.').waitFor();
    await snap(page, 'plugin-failed');

    await page.evaluate(() => window.tesseraDemo!.breakPlugin('general-info', false));
    await alert.getByRole('button', { name: 'Tentar de novo' }).click();
    await page.getByRole('button', { name: 'Informações da conversa' }).waitFor();
    await context.close();
  });

  test('a plugin whose start fails is named with why and a retry; what needs its service does not run; retry starts both', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option').first().click();
    const search = page.getByRole('button', { name: 'Buscar na conversa' });
    await search.waitFor();

    // The conversation plugin provides the conversation view; search requires it.
    await page.evaluate(() => window.tesseraDemo!.breakPluginStart('conversation'));
    const failures = page.getByRole('list', { name: 'Plugins que não iniciaram' });
    const failed = failures.getByRole('alert').filter({ hasText: 'O plugin «Conversa» falhou ao iniciar' });
    await failed.waitFor();
    const searchDown = failures.getByRole('alert').filter({ hasText: 'O plugin «Busca na conversa» não iniciou' });
    expect(await searchDown.textContent()).toContain('ele precisa do serviço «conversation.view» do plugin «Conversa», que não está funcionando.');
    await search.waitFor({ state: 'detached' });
    // The rest of the workspace keeps working.
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
    await snap(page, 'plugin-start-failed');

    await page.evaluate(() => window.tesseraDemo!.breakPluginStart('conversation', false));
    await failed.getByRole('button', { name: 'Tentar iniciar o plugin «Conversa» de novo' }).click();
    await search.waitFor();
    await failures.waitFor({ state: 'detached' });
    await context.close();
  });

  test('turning a plugin off for the company removes what it contributed, without a reload', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option').first().click();
    const searchButton = page.getByRole('button', { name: 'Buscar na conversa' });
    await searchButton.waitFor();
    // The usability tile is there, minimised (the conversation has no relationship yet).
    const restoreUsability = page.getByRole('button', { name: 'Restaurar Usabilidade' });
    await restoreUsability.waitFor();

    await demo(page).setPluginEnabled('search', false);
    await searchButton.waitFor({ state: 'detached' });
    await demo(page).setPluginEnabled('usability', false);
    await restoreUsability.waitFor({ state: 'detached' });

    await demo(page).setPluginEnabled('search', true);
    await demo(page).setPluginEnabled('usability', true);
    await searchButton.waitFor();
    // Back in the layout, minimised as before.
    await restoreUsability.waitFor();
    await context.close();
  });

  test('shortcuts open with //, are chosen by keyboard, and fill the composer', async () => {
    const { context, page } = await signedInPage(browser());
    await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option').first().click();
    const composer = page.getByLabel(/Mensagem para/);
    await composer.fill('//placa');
    const options = page.getByRole('listbox', { name: 'Atalhos de resposta' }).getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBe(1);
    await composer.press('Enter');
    expect(await composer.inputValue()).toBe('Pode me informar a placa do veículo segurado?');

    await composer.fill('//nada-disso');
    await page.getByText('Nenhuma sugestão encontrada').waitFor();
    await composer.press('Escape');
    await page.getByText('Nenhuma sugestão encontrada').waitFor({ state: 'detached' });
    await context.close();
  });

  test('search counts matches and steps through them; Insight terms copy on click', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'whatsapp' });
    await demo(page).consumerSends(id, 'Meu CPF é 123.456.789-09, placa ABC-1D23.');
    await demo(page).consumerSends(id, 'Repetindo o CPF: 123.456.789-09.');
    const consumer = await consumerOf(page, id);
    await page.getByRole('option', { name: consumer }).click();
    await page.getByRole('log').getByText('Repetindo o CPF').waitFor();

    await page.getByRole('button', { name: 'Buscar na conversa' }).click();
    await page.getByRole('searchbox', { name: 'Buscar na conversa' }).fill('cpf');
    await expect.poll(() => page.getByRole('status', { name: /^Resultado \d+ de \d+$/ }).getAttribute('aria-label')).toBe('Resultado 2 de 2');
    await page.getByRole('button', { name: 'Resultado anterior' }).click();
    await expect.poll(() => page.getByRole('status', { name: /^Resultado/ }).getAttribute('aria-label')).toBe('Resultado 1 de 2');

    await page.getByRole('button', { name: 'Copiar CPF: 123.456.789-09' }).first().click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('123.456.789-09');
    await page.getByText('Copiado').first().waitFor();

    await page.getByRole('button', { name: 'Insights' }).click();
    await page.getByRole('region', { name: 'CPF' }).getByText('123.456.789-09').waitFor();
    await page.getByRole('region', { name: 'Placa' }).getByText('ABC-1D23').waitFor();
    await snap(page, 'insights');
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import { demo, newContext, signIn, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

describe('phone attendance and the queue summary', () => {
  test('the floating phone button opens Create attendance; errors hold Confirm back; a valid call lands in the list', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();

    await page.getByRole('button', { name: 'Criar atendimento telefônico' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar atendimento' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Confirmar' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByText('De 4 a 50 caracteres').waitFor();

    const name = dialog.getByRole('textbox', { name: 'Nome' });
    const cpf = dialog.getByRole('textbox', { name: 'CPF' });
    await name.fill('Ana');
    await cpf.click();
    await dialog.getByText('O nome deve ter de 4 a 50 caracteres').waitFor();
    // Typed key by key: the mask grows as the digits come; the last check digit is wrong.
    await cpf.pressSequentially('52998224726');
    expect(await cpf.inputValue()).toBe('529.982.247-26');
    await name.click();
    await dialog.getByText('CPF inválido').waitFor();
    expect(await confirm.isDisabled()).toBe(true);
    await snap(page, 'phone-dialog-errors');

    await name.fill('Joana Prado');
    await cpf.fill('');
    await cpf.pressSequentially('52998224725');
    expect(await cpf.inputValue()).toBe('529.982.247-25');
    expect(await dialog.getByText('CPF inválido').count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(true);

    // Two phone skills in the demo: a select.
    await dialog.getByRole('button', { name: /Escolha uma skill/ }).click();
    await page.getByRole('option', { name: 'Telefone - Sinistro Auto' }).click();
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    await snap(page, 'phone-dialog-valid');
    await confirm.click();

    await page.getByText('Atendimento criado com sucesso').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // The conversation arrives through the hub, like any other.
    const list = page.getByRole('listbox', { name: 'Conversas do agente' });
    await list.getByRole('option', { name: /Joana Prado/ }).waitFor();
    await snap(page, 'phone-created');
    await context.close();
  });

  test('the supervisor has no phone permission and no phone button', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, { email: 'supervisor@tessera.demo', password: 'Tessera#2026' });
    // The top bar is up (its queue button shows) and still no phone button.
    await page.getByRole('button', { name: /^Fila/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Criar atendimento telefônico' }).count()).toBe(0);
    await context.close();
  });

  test('the queue button shows the total waiting and opens the counts per skill', async () => {
    const { context, page } = await signedInPage(browser());
    const summary = await page.evaluate(() => window.tesseraDemo!.queueSummary());
    const total = summary.reduce((sum, q) => sum + q.on_queue_number, 0);
    const button = page.getByRole('button', { name: `Fila: ${total} clientes aguardando` });
    await button.click();
    const popover = page.getByRole('dialog', { name: 'Fila de atendimento' });
    const rows = popover.getByRole('list', { name: 'Clientes aguardando por skill' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBe(summary.length);
    for (const queue of summary) {
      await popover.getByRole('listitem', { name: `${queue.queue}: ${queue.on_queue_number} aguardando`, exact: true }).waitFor();
    }
    await snap(page, 'queue-summary');

    // A customer joins a queue; the next opening shows it.
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.tesseraDemo!.enqueue('skl-vida', 2));
    await page.getByRole('button', { name: /^Fila/ }).click();
    await popover.getByRole('listitem', { name: 'Vida e Previdência: 3 aguardando', exact: true }).waitFor();
    await page.getByRole('button', { name: `Fila: ${total + 2} clientes aguardando` }).waitFor();
    await context.close();
  });
});

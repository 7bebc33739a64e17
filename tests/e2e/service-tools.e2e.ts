import type {} from '../../plugins/widgets/demo';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { consumerOf, demo, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe (WCAG 2.0 A/AA, 2.1 AA, and definition lists) over the side panel: what it finds serious or critical. */
async function dockViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Element, o: unknown) => Promise<Result> } }).axe;
    const panel = document.querySelector('[aria-label="Painel lateral"]')!;
    const tagged = await axe.run(panel, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] } });
    const lists = await axe.run(panel, { runOnly: { type: 'rule', values: ['definition-list', 'dlitem', 'list', 'listitem'] } });
    return [...tagged.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'), ...lists.violations].flatMap((v) =>
      v.nodes.slice(0, 5).map((n) => `${v.id}: ${n.target.join(' ')}`),
    );
  });
}

const list = (page: Page) => page.getByRole('listbox', { name: 'Conversas do agente' });
const dock = (page: Page) => page.getByRole('region', { name: 'Painel lateral' });
const customer = (page: Page) => page.getByRole('group', { name: 'Dados do cliente' });
/** The value shown for a term of the customer data. */
const valueOf = (page: Page, term: string) => customer(page).locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

async function newChat(page: Page, skillId: string, which: 'full' | 'siebelOnly' | 'invalidValue') {
  const id = await demo(page).newConversation({ channel: 'whatsapp', skillId });
  await page.evaluate(([i, w]) => window.tesseraDemo!.setCustomerDataCase(i!, w as 'full'), [id, which]);
  return { id, consumer: await consumerOf(page, id) };
}

describe('service tools', () => {
  test('the default widget: breadcrumb, the customer’s data by group, a value copied with “Copiado”', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const { consumer } = await newChat(page, 'skl-vida', 'full');
    await list(page).getByRole('option', { name: consumer }).click();

    // The dock opens on the service tools, on its Data tab.
    await expect.poll(() => dock(page).getByRole('button', { name: 'Ferramentas de atendimento', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => dock(page).getByRole('tab', { name: 'Dados' }).getAttribute('aria-selected')).toBe('true');
    await customer(page).waitFor();
    const crumbs = await dock(page).getByRole('navigation', { name: 'Trilha do atendimento' }).getByRole('listitem').allTextContents();
    expect(crumbs.length).toBeGreaterThan(0);

    const terms = await customer(page).locator('dt').allTextContents();
    expect(terms.slice(0, 3)).toEqual(['Telefone', 'CPF', 'Protocolo']);
    expect(terms.slice(-2)).toEqual(['Validação CPF', 'Validação endereço']);
    expect(await customer(page).locator('hr').count()).toBe(4);
    expect(await valueOf(page, 'Validação CPF').textContent()).toMatch(/^validado em/);

    const cpf = (await valueOf(page, 'CPF').textContent())!;
    expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await customer(page).getByRole('button', { name: 'Copiar CPF' }).click();
    // The 'copied' snackbar (spec 001 §8), and the value on the clipboard.
    await page.getByRole('alertdialog', { name: 'Copiado' }).waitFor();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(cpf);
    expect(await dockViolations(page)).toEqual([]);
    await dock(page).getByRole('tab', { name: 'Notas' }).click();
    await dock(page).getByText('Nenhuma nota privada nesta conversa.').waitFor();
    expect(await dockViolations(page)).toEqual([]);
    await dock(page).getByRole('tab', { name: 'Dados' }).click();

    // The widget column opens at 29.5vw of this 1440 px window (425 px, within 392..550).
    const column = (await dock(page).boundingBox())!;
    expect(Math.abs(column.width - 1440 * 0.295)).toBeLessThan(1.5);
    await snap(page, 'service-tools-data');
    await context.close();
  });

  test('a consumer with one key of their own shows the siebel fields; values that are not text read “tipo inválido”', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const siebel = await newChat(page, 'skl-vida', 'siebelOnly');
    const odd = await newChat(page, 'skl-residencial', 'invalidValue');
    await list(page).getByRole('option', { name: siebel.consumer }).click();
    await customer(page).waitFor();
    expect(await customer(page).locator('dt').allTextContents()).toEqual(['CPF', 'Protocolo', 'Apólice']);

    await list(page).getByRole('option', { name: odd.consumer }).click();
    await valueOf(page, 'Coberturas').waitFor();
    expect(await valueOf(page, 'Coberturas').textContent()).toBe('tipo inválido');
    expect(await valueOf(page, 'Cliente vip').textContent()).toBe('tipo inválido');
    expect(await customer(page).getByRole('button', { name: 'Copiar Coberturas' }).count()).toBe(0);
    await snap(page, 'service-tools-invalid-type');
    await context.close();
  });

  test('a failure says so, and “Tentar novamente” brings the data', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    await page.evaluate(() => window.tesseraDemo!.failWidgetData('serverError'));
    const { consumer } = await newChat(page, 'skl-assistencia', 'full');
    await list(page).getByRole('option', { name: consumer }).click();
    const alert = dock(page).getByRole('alert');
    await alert.getByText('Não foi possível carregar as informações do widget: Serviço indisponível').waitFor();
    await page.evaluate(() => window.tesseraDemo!.failWidgetData(null));
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await customer(page).waitFor();
    await context.close();
  });

  test('/undock/data follows the conversation chosen in the main window', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const first = await newChat(page, 'skl-vida', 'full');
    const second = await newChat(page, 'skl-residencial', 'full');
    await list(page).getByRole('option', { name: first.consumer }).click();
    await customer(page).waitFor();
    const firstCpf = await valueOf(page, 'CPF').textContent();

    // The dock's pop-out opens it in a window of its own.
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dock(page).getByRole('button', { name: 'Abrir Ferramentas de atendimento em uma janela própria' }).click(),
    ]);
    await popup.waitForURL('**/undock/attendance');
    await dock(page).getByText('O widget «Ferramentas de atendimento» está aberto em outra janela.').waitFor();
    await expect.poll(() => valueOf(popup, 'CPF').textContent()).toBe(firstCpf);
    await popup.close();

    // The spec's address for it, in another window of the same session.
    const data = await context.newPage();
    await data.goto('/undock/data');
    await data.getByRole('heading', { level: 1, name: `Ferramentas de atendimento · ${first.consumer}` }).waitFor();
    await expect.poll(() => valueOf(data, 'CPF').textContent()).toBe(firstCpf);

    await page.bringToFront();
    await list(page).getByRole('option', { name: second.consumer }).click();
    await data.getByRole('heading', { level: 1, name: `Ferramentas de atendimento · ${second.consumer}` }).waitFor();
    await expect.poll(async () => (await valueOf(data, 'CPF').textContent()) !== firstCpf).toBe(true);
    await snap(data, 'service-tools-undocked');
    await context.close();
  });

  test('an open phone call: its timer, transfer and close', async () => {
    const { context, page } = await signedInPage(browser());
    await demo(page).pause();
    const id = await demo(page).newConversation({ channel: 'telefone' });
    const consumer = await consumerOf(page, id);
    await list(page).getByRole('option', { name: consumer }).click();
    const call = dock(page).getByRole('group', { name: 'Ligação em andamento' });
    const timer = call.getByRole('timer', { name: 'Tempo de atendimento' });
    await timer.waitFor();
    const before = await timer.textContent();
    expect(before).toMatch(/^\d\d:\d\d$/);
    await expect.poll(() => timer.textContent(), { timeout: 3_000 }).not.toBe(before);
    await snap(page, 'service-tools-phone');

    await call.getByRole('button', { name: 'Encerrar' }).click();
    const close = page.getByRole('dialog', { name: 'Encerrar conversa' });
    await close.waitFor();
    await page.keyboard.press('Escape');
    await close.waitFor({ state: 'hidden' });
    await call.getByRole('button', { name: 'Transferir' }).click();
    await page.getByRole('dialog', { name: /^Transferir conversa/ }).waitFor();
    await context.close();
  });
});

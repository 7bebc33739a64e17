import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { newContext, signIn, snap } from './support/browser';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

const sidebarOf = (page: Page) => page.getByRole('complementary', { name: 'Painel do agente' });
const widthOf = async (page: Page) => Math.round((await sidebarOf(page).boundingBox())!.width);
const setMetricsFailure = (page: Page, on: boolean) => page.evaluate((o) => window.tesseraDemo!.setMetricsFailure(o), on);
const savedCollapsed = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('state') ?? '{}') as { preferences?: { sidebarCollapsed?: boolean } }).preferences?.sidebarCollapsed);

describe('the metrics sidebar', () => {
  test('figures against goals at 200 wide; the keyboard collapses it to 80 and back, and the choice survives a reload', async () => {
    const { context, page } = await signedInPage(browser());
    const sidebar = sidebarOf(page);
    expect(await widthOf(page)).toBe(200);

    // Expanded: the whole reading, CSAT and NPS with 2 decimals.
    await sidebar.getByRole('img', { name: /^Tempo médio \d\d:\d\d, meta 05:00, (dentro da meta|perto do limite da meta|acima da meta)$/ }).waitFor();
    await sidebar.getByRole('img', { name: /^CSAT \d{1,3},\d\d%, meta 85%, / }).waitFor();
    await sidebar.getByRole('img', { name: /^NPS -?\d{1,3},\d\d, meta 70, / }).waitFor();
    await sidebar.getByRole('img', { name: /^Atendimentos \d+, meta 30, / }).waitFor();
    await sidebar.getByRole('img', { name: /^Online desde \d\d:\d\d, há \d\d:\d\d$/ }).waitFor();
    await sidebar.getByText('meta 85%').waitFor();
    await snap(page, 'metrics-expanded');

    // The toggle is a button in the tab order: focus it and press Enter.
    const collapse = sidebar.getByRole('button', { name: 'Recolher o painel' });
    await collapse.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => widthOf(page)).toBe(80);
    await sidebar.getByRole('img', { name: /^CSAT \d{1,3},\d%, meta 85%, / }).waitFor();
    expect(await sidebar.getByText('meta 85%').count()).toBe(0);
    // Hovering a compact figure shows the whole reading (the mouse moves first: after a key press
    // react-aria waits for the pointer to be back in use).
    await page.mouse.move(700, 450);
    await sidebar.getByRole('img', { name: /^CSAT / }).hover();
    await expect.poll(() => page.getByRole('tooltip').textContent()).toMatch(/^CSAT \d{1,3},\d%, meta 85%, /);
    await snap(page, 'metrics-collapsed');

    await expect.poll(() => savedCollapsed(page)).toBe(true);
    await page.reload();
    await page.getByRole('listbox', { name: 'Conversas do agente' }).waitFor();
    expect(await widthOf(page)).toBe(80);
    await sidebar.getByRole('img', { name: /^CSAT \d{1,3},\d%, / }).waitFor();

    const expand = sidebar.getByRole('button', { name: 'Expandir o painel' });
    await expand.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => widthOf(page)).toBe(200);
    await sidebar.getByRole('img', { name: /^CSAT \d{1,3},\d\d%, / }).waitFor();
    await expect.poll(() => savedCollapsed(page)).toBe(false);
    await context.close();
  });

  test('when GET /goal-user fails the section says “Serviço indisponível” and the sidebar keeps working', async () => {
    const { context, page } = await signedInPage(browser());
    const sidebar = sidebarOf(page);
    await sidebar.getByRole('img', { name: /^CSAT / }).waitFor();
    await setMetricsFailure(page, true);
    await page.reload();
    const section = sidebar.getByRole('region', { name: 'Métricas' });
    await section.getByText('Serviço indisponível').waitFor();
    await snap(page, 'metrics-unavailable');
    // The rest of the sidebar is unharmed.
    await sidebar.getByRole('button', { name: /^Menu de / }).waitFor();
    await sidebar.getByRole('button', { name: 'Recolher o painel' }).click();
    await expect.poll(() => widthOf(page)).toBe(80);
    await section.getByRole('img', { name: 'Serviço indisponível' }).waitFor();

    await setMetricsFailure(page, false);
    await section.getByRole('button', { name: 'Atualizar métricas' }).click();
    await section.getByRole('img', { name: /^CSAT / }).waitFor();
    expect(await section.getByText('Serviço indisponível').count()).toBe(0);
    await context.close();
  });

  test('every 120 s the figures refresh: a failure keeps the last ones with a note, the next tick clears it', async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.clock.install();
    await signIn(page);
    const section = sidebarOf(page).getByRole('region', { name: 'Métricas' });
    const csat = section.getByRole('img', { name: /^CSAT / });
    await csat.waitFor();
    const before = await csat.getAttribute('aria-label');

    await setMetricsFailure(page, true);
    await page.clock.fastForward('01:50');
    expect(await section.getByText(/Serviço indisponível/).count()).toBe(0);
    await page.clock.fastForward('00:15');
    await section.getByText(/^Serviço indisponível\. Valores de \d\d:\d\d\.$/).waitFor();
    expect(await csat.getAttribute('aria-label')).toBe(before);

    await setMetricsFailure(page, false);
    await page.clock.fastForward('02:00');
    await section.getByText(/Serviço indisponível/).waitFor({ state: 'detached' });
    expect(await csat.getAttribute('aria-label')).toBe(before);
    await context.close();
  });
});

import { describe, expect, test } from '@rstest/core';
import type { Browser, BrowserContext, ConsoleMessage, Page, Route } from 'playwright-core';
import { saveAll, signInAdmin } from './support/admin';
import { axeFindings } from './support/axe';
import { consumerOf, demo, newContext, snap } from './support/browser';
import { useBrowser } from './support/hooks';

const browser = useBrowser();

/** Where the demo publishes the example remote (plugins/external-deductible): its manifest and its code. */
const MANIFEST = '/plugins/deductible/mf-manifest.json';
const REMOTE_FILES = '**/plugins/deductible/**';
const REMOTE_CODE = '**/plugins/deductible/static/**';

/** The time box a remote has to answer (core/plugins/external/loadRemotePlugin.ts, REMOTE_LOAD_MS). */
const TIME_BOX_MS = 15_000;

/** What only a failing remote would put in front of someone: the loader's or the federation runtime's words. */
const REMOTE_NOISE = /mf-manifest|Federation|RUNTIME-\d|plugins\/deductible|Não carregou|Não foi possível carregar o plugin/;

const remotes = (admin: Page) => admin.getByRole('region', { name: 'Plugins de fora do build' });
const addressField = (admin: Page) => remotes(admin).getByRole('textbox', { name: 'Endereço do manifesto (mf-manifest.json)' });

/** The admin adds an address by keyboard (Enter in the field) and waits for the form's answer. */
async function addByKeyboard(admin: Page, address: string): Promise<void> {
  await addressField(admin).fill(address);
  await addressField(admin).press('Enter');
}

/**
 * The company with the example remote on its list: the admin signed in (pt), the remote added
 * while its host answers and saved. The page is left on the administration.
 */
async function companyWithRemote(context: BrowserContext): Promise<Page> {
  const admin = await context.newPage();
  await signInAdmin(admin);
  await demo(admin).pause();
  await admin.goto('/admin/plugins');
  await admin.getByRole('heading', { level: 1, name: 'Plugins' }).waitFor();
  await addByKeyboard(admin, MANIFEST);
  await remotes(admin).getByText('Franquia adicionado. Salve para levá-lo aos agentes.').waitFor({ timeout: 20_000 });
  await saveAll(admin);
  await admin.getByText(/^Alterações salvas às /).waitFor();
  return admin;
}

/**
 * A workspace window of the signed-in admin (she works the queue too), opened fresh: it loads the
 * company's remotes as it starts. `skipped` resolves with the workspace's log line when it skips
 * the remote: proof it tried and gave up (an event, listened for before the page starts).
 */
async function openWorkspace(context: BrowserContext, skipWithin = 10_000): Promise<{ page: Page; skipped: Promise<ConsoleMessage> }> {
  const page = await context.newPage();
  const skipped = page.waitForEvent('console', {
    predicate: (message) => message.type() === 'warning' && message.text().startsWith('[plugins] the remote plugin at') && message.text().includes('is skipped'),
    timeout: skipWithin,
  });
  // Not waited on by every test (a healthy remote is never skipped): no unhandled rejection when it times out.
  skipped.catch(() => undefined);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Menu de Helena Prado' }).waitFor();
  return { page, skipped };
}

/**
 * The agent works as if no remote existed: a conversation opens, a built-in dock widget shows, a
 * reply is sent and shows in the thread; no Franquia in the dock and no word of the failure anywhere.
 */
async function agentWorks(page: Page): Promise<void> {
  const id = await demo(page).newConversation({ channel: 'whatsapp' });
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
  const widgets = page.getByRole('toolbar', { name: 'Widgets do painel lateral' });
  await widgets.getByRole('button', { name: 'Cliente' }).click();
  await page.getByRole('region', { name: 'Painel lateral' }).getByRole('button', { name: 'Resumo', exact: true }).waitFor();

  const composer = page.getByRole('textbox', { name: `Mensagem para ${consumer}` });
  await composer.click();
  await page.keyboard.type('Recebemos as fotos do sinistro.');
  // Ctrl+Enter sends (the default preference).
  await page.keyboard.press('Control+Enter');
  await page.getByRole('log').getByRole('listitem').filter({ hasText: 'Recebemos as fotos do sinistro.' }).waitFor();
  await expect.poll(() => composer.inputValue()).toBe('');

  expect(await widgets.getByRole('button', { name: 'Franquia', exact: true }).count()).toBe(0);
  for (const said of await page.getByRole('alert').allInnerTexts()) expect(said).not.toMatch(REMOTE_NOISE);
  expect(await page.locator('body').innerText()).not.toMatch(REMOTE_NOISE);
}

/** The save bar counts no change: the list of remotes is as saved. */
async function nothingToSave(admin: Page): Promise<void> {
  await admin.getByText(/^(Nenhuma alteração por salvar\.|Alterações salvas às )/).waitFor();
  expect(await admin.getByText(/alteraç(ão|ões) não salvas?\.$/).count()).toBe(0);
}

/** The remote's row in the administration, named by its address while it has not loaded. */
const failedRow = (admin: Page) => remotes(admin).getByRole('listitem').filter({ hasText: 'Não carregou: os agentes não o recebem' });

describe('plugins from outside the build, when their host fails', () => {
  test('a saved remote whose host stops answering: the agent works on without it and sees nothing; the admin sees why, and “Tentar de novo” brings it back once the host answers', async () => {
    const context = await newContext(browser());
    await companyWithRemote(context);

    // The host goes down: every file under it is refused.
    await context.route(REMOTE_FILES, (route) => route.abort('connectionrefused'));
    const { page: workspace, skipped } = await openWorkspace(context);
    expect((await skipped).text()).toContain('unreachable');
    await agentWorks(workspace);
    await snap(workspace, 'remote-faults-host-down-workspace');

    // The admin: the remote listed as failed, with the reason, and its settings card gone.
    const admin = await context.newPage();
    await admin.goto('/admin/plugins');
    const row = failedRow(admin);
    await row.getByRole('alert').filter({ hasText: 'O servidor do plugin não respondeu.' }).waitFor();
    await row.getByRole('button', { name: /^Remover / }).waitFor();
    expect(await admin.getByRole('listitem', { name: /^Franquia/ }).count()).toBe(0);
    expect(await axeFindings(admin, undefined, { seriousOnly: true })).toEqual([]);
    expect(await axeFindings(admin, 'section[aria-labelledby="remotes-title"]')).toEqual([]);
    await snap(admin, 'remote-faults-host-down-admin');

    // The host answers again; the admin asks again, by keyboard.
    await context.unroute(REMOTE_FILES);
    await row.getByRole('button', { name: /^Tentar de novo/ }).focus();
    await admin.keyboard.press('Enter');
    await remotes(admin).getByRole('listitem', { name: 'Franquia' }).getByText('Carregado').waitFor({ timeout: 20_000 });
    const card = admin.getByRole('listitem', { name: /^Franquia deductible/ });
    await card.getByText('De fora do build').waitFor();
    await card.getByRole('switch', { name: 'Ligar Franquia para a empresa' }).waitFor();
    // Nothing to save: the list did not change.
    await nothingToSave(admin);

    // A workspace opened now has the widget.
    const { page: later } = await openWorkspace(context);
    const id = await demo(later).newConversation({ channel: 'whatsapp' });
    await later.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: await consumerOf(later, id) }).click();
    await later.getByRole('toolbar', { name: 'Widgets do painel lateral' }).getByRole('button', { name: 'Franquia', exact: true }).click();
    await later.getByRole('textbox', { name: 'Valor do prejuízo (R$)' }).waitFor();
    await context.close();
  });

  test('a remote that does not answer within the time box: the agent works meanwhile and after; the admin sees it loading, then that it did not answer in 15 seconds', async () => {
    const context = await newContext(browser());
    await companyWithRemote(context);

    // The host takes the request and never answers.
    let asked: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (asked = resolve));
    await context.route(REMOTE_FILES, (_route: Route) => asked());
    const { page: workspace, skipped: gaveUp } = await openWorkspace(context, TIME_BOX_MS + 20_000);
    const admin = await context.newPage();
    await admin.goto('/admin/plugins');
    await held;
    const startedAt = Date.now();

    // While it hangs: the admin sees it loading; the agent works, nothing waits for it.
    await remotes(admin).getByRole('listitem').getByText('Carregando', { exact: true }).waitFor();
    await agentWorks(workspace);
    expect(Date.now() - startedAt).toBeLessThan(TIME_BOX_MS);

    // Past the time box: skipped in the workspace (logged only), reported to the admin.
    expect((await gaveUp).text()).toContain('timeout');
    await failedRow(admin).getByRole('alert').filter({ hasText: 'O endereço não respondeu em 15 segundos.' }).waitFor({ timeout: 10_000 });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(TIME_BOX_MS - 1_000);
    expect(await workspace.locator('body').innerText()).not.toMatch(REMOTE_NOISE);
    await snap(admin, 'remote-faults-timeout-admin');
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });

  test('a remote whose code is garbage (it throws, or is not JavaScript): refused when added, skipped by the workspace when saved, the rest works', async () => {
    const context = await newContext(browser());
    const admin = await companyWithRemote(context);

    // Its code now throws as it runs.
    let body = 'throw new Error("the remote broke")';
    let contentType = 'text/javascript';
    await context.route(REMOTE_CODE, (route) => route.fulfill({ contentType, body }));
    const { page: workspace, skipped } = await openWorkspace(context);
    expect((await skipped).text()).toContain(': code (');
    await agentWorks(workspace);

    const fresh = await context.newPage();
    await fresh.goto('/admin/plugins');
    await failedRow(fresh).getByRole('alert').filter({ hasText: 'O código do plugin não carregou ou falhou ao rodar.' }).waitFor();

    // Not JavaScript at all (an HTML page where the code should be): the add form refuses it, nothing to save.
    body = '<!doctype html><title>Manutenção</title><p>Voltamos logo.</p>';
    contentType = 'text/html';
    await remotes(admin).getByRole('button', { name: /^Remover Franquia/ }).click();
    await saveAll(admin);
    await nothingToSave(admin);
    await addByKeyboard(admin, MANIFEST);
    await remotes(admin).getByText('O código do plugin não carregou ou falhou ao rodar.').waitFor({ timeout: 20_000 });
    expect(await remotes(admin).getByRole('listitem').count()).toBe(0);
    await nothingToSave(admin);
    // The field keeps the address and is marked invalid, so the admin can fix it and send again.
    expect(await addressField(admin).inputValue()).toBe(MANIFEST);
    expect(await addressField(admin).getAttribute('aria-invalid')).toBe('true');
    await snap(admin, 'remote-faults-not-js-admin');
    await context.close();
  });

  test('a remote republished with a widget that throws when drawn: the agent sees that widget stopped, the rest of the dock and the thread work', async () => {
    const context = await newContext(browser());
    await companyWithRemote(context);

    // The author republishes at the same address: the same plugin, keeping the contract, whose
    // widget throws as it renders (a Module Federation container made by hand, as a build would).
    const plugin = `{
      id: 'deductible',
      title: { id: 'deductible.title' },
      description: { id: 'deductible.description' },
      messages: { pt: { 'deductible.title': 'Franquia', 'deductible.description': 'Calcula a franquia.' }, en: { 'deductible.title': 'Deductible', 'deductible.description': 'Works out the deductible.' } },
      contributes: { dockWidgets: [{ id: 'deductible.calculator', title: { id: 'deductible.title' }, icon: 'gauge', order: 60, when: { conversation: 'selected' },
        component: () => Promise.resolve({ default: function Broken() { throw new Error('the widget broke'); } }) }] },
    }`;
    const container = `globalThis.tessera_plugin_deductible = { init() {}, get() { return Promise.resolve(() => ({ default: ${plugin} })); } };`;
    await context.route(REMOTE_CODE, (route) => route.fulfill({ contentType: 'text/javascript', body: container }));

    const { page: workspace } = await openWorkspace(context);
    const id = await demo(workspace).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(workspace, id);
    await workspace.getByRole('listbox', { name: 'Conversas do agente' }).getByRole('option', { name: consumer }).click();
    const widgets = workspace.getByRole('toolbar', { name: 'Widgets do painel lateral' });
    await widgets.getByRole('button', { name: 'Franquia', exact: true }).click();
    const dock = workspace.getByRole('region', { name: 'Painel lateral' });
    await dock.getByText('O plugin «Franquia» parou de funcionar.').waitFor();
    await dock.getByRole('button', { name: /^Tentar de novo/ }).waitFor();
    await snap(workspace, 'remote-faults-widget-throws');

    await widgets.getByRole('button', { name: 'Cliente' }).click();
    await dock.getByRole('button', { name: 'Resumo', exact: true }).waitFor();
    const composer = workspace.getByRole('textbox', { name: `Mensagem para ${consumer}` });
    await composer.click();
    await workspace.keyboard.type('Seguimos com o seu sinistro.');
    await workspace.keyboard.press('Control+Enter');
    await workspace.getByRole('log').getByRole('listitem').filter({ hasText: 'Seguimos com o seu sinistro.' }).waitFor();
    await context.close();
  });

  test('the same address added twice, as typed or written out in full, is refused once it is on the list', async () => {
    const context = await newContext(browser());
    const admin = await context.newPage();
    await signInAdmin(admin);
    await demo(admin).pause();
    await admin.goto('/admin/plugins');
    await addByKeyboard(admin, MANIFEST);
    await remotes(admin).getByText('Franquia adicionado. Salve para levá-lo aos agentes.').waitFor({ timeout: 20_000 });
    await admin.getByText('1 alteração não salva.').waitFor();

    // Again, before saving: refused, the list keeps one.
    await addByKeyboard(admin, MANIFEST);
    await remotes(admin).getByText('Esse endereço já está na lista.').waitFor();
    expect(await remotes(admin).getByRole('listitem').count()).toBe(1);

    // Saved, then the same address written out in full: still the same one.
    await saveAll(admin);
    await addByKeyboard(admin, new URL(MANIFEST, admin.url()).href);
    await remotes(admin).getByText('Esse endereço já está na lista.').waitFor();
    expect(await remotes(admin).getByRole('listitem').count()).toBe(1);
    await nothingToSave(admin);
    expect(await admin.getByRole('listitem', { name: /^Franquia deductible/ }).count()).toBe(1);
    await context.close();
  });

  test('in English: the remote section, its failure and the Deductible widget speak English, amounts read 12,500.00', async () => {
    const context = await newContext(browser(), { locale: 'en-US' });
    const admin = await context.newPage();
    await admin.goto('/signin');
    await admin.getByRole('button', { name: /^Idioma/ }).click();
    await admin.getByRole('menuitemradio', { name: 'English' }).click();
    await admin.getByRole('button', { name: 'Use the account admin@tessera.demo' }).click();
    await admin.getByRole('button', { name: 'Access service' }).click();
    await admin.waitForURL('**/dashboard');
    await demo(admin).pause();
    await admin.getByRole('button', { name: "Helena Prado's menu" }).click();
    await admin.getByRole('menuitem', { name: 'Company administration' }).click();
    await admin.waitForURL('**/admin/plugins');

    const section = admin.getByRole('region', { name: 'Plugins from outside the build' });
    const field = section.getByRole('textbox', { name: 'Manifest address (mf-manifest.json)' });
    await section.getByText('https, or http on this server or on localhost.', { exact: false }).waitFor();
    await field.fill('ftp://plugins.example.com/mf-manifest.json');
    await section.getByRole('button', { name: 'Add plugin' }).click();
    await section.getByText("Enter an https address of the plugin's mf-manifest.json (http only on this server or on localhost).").waitFor();
    await field.fill(MANIFEST);
    await field.press('Enter');
    await section.getByText('Deductible added. Save to bring it to the agents.').waitFor({ timeout: 20_000 });
    await section.getByRole('listitem', { name: 'Deductible' }).getByText('Loaded', { exact: true }).waitFor();
    const card = admin.getByRole('listitem', { name: /^Deductible deductible/ });
    await card.getByText('Dock widget: Deductible').waitFor();
    await card.getByRole('switch', { name: 'Turn Deductible on for the company' }).waitFor();
    await card.getByText('Deductible (% of the loss)').waitFor();
    await admin.getByRole('button', { name: 'Review and save' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Save changes' });
    await dialog.getByText('Addresses', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm and save' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The agent's widget, in English: its words, its help with the rule, amounts typed and shown the English way.
    const workspace = await context.newPage();
    await workspace.goto('/dashboard');
    await workspace.getByRole('button', { name: "Helena Prado's menu" }).waitFor();
    const id = await demo(workspace).newConversation({ channel: 'whatsapp' });
    const consumer = await consumerOf(workspace, id);
    await workspace.getByRole('listbox', { name: "Agent's conversations" }).getByRole('option', { name: consumer }).click();
    await workspace.getByRole('toolbar', { name: 'Side panel widgets' }).getByRole('button', { name: 'Deductible', exact: true }).click();
    const loss = workspace.getByRole('textbox', { name: 'Loss amount (R$)' });
    await workspace.getByText('Deductible of 10% of the loss, at least R$500.00.').waitFor();
    // The Portuguese way is not an amount here.
    await loss.fill('12.500,00');
    await workspace.getByText('Enter an amount in reais above zero, for example 12,500.00.').waitFor();
    await loss.fill('12,500.00');
    const result = workspace.getByRole('region', { name: 'Result' });
    await expect.poll(() => result.innerText().catch(() => '')).toMatch(/^Deductible\s+R\$\s?1,250\.00\s+Estimated payout\s+R\$\s?11,250\.00$/);
    await workspace.getByRole('button', { name: 'Insert in the reply' }).click();
    await expect
      .poll(() => workspace.getByRole('textbox', { name: `Message to ${consumer}` }).inputValue())
      .toMatch(/^Under your policy, this claim's deductible is R\$\s?1,250\.00 and the estimated payout is R\$\s?11,250\.00\.$/);
    await snap(workspace, 'remote-faults-english-widget');

    // Its host answers 404 now: a new administration says so in English.
    await context.route(REMOTE_FILES, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
    const later = await context.newPage();
    await later.goto('/admin/plugins');
    const row = later.getByRole('region', { name: 'Plugins from outside the build' }).getByRole('listitem').filter({ hasText: 'Did not load: agents do not get it' });
    await row.getByRole('alert').filter({ hasText: 'The address answered with HTTP code 404.' }).waitFor();
    await row.getByRole('button', { name: /^Try again/ }).waitFor();
    await row.getByRole('button', { name: /^Remove / }).waitFor();
    await snap(later, 'remote-faults-english-failed');
    await context.close();
  });
});

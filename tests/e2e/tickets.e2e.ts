import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@rstest/core';
import type { Page } from 'playwright-core';
import { resolve } from 'node:path';
import { AGENT, artifacts, baseUrl, consumerOf, demo, newContext, signIn, snap } from './support/browser';
import { axeFindings } from './support/axe';
import { signedInPage, useBrowser } from './support/hooks';

const browser = useBrowser();

/** The progress's three stamps side by side: none runs into the next (at 1280 px they touched, dates and times glued). */
async function stampsApart(scope: ReturnType<Page['getByRole']>) {
  // Where the text is drawn (a box's own rectangle would not show text spilling out of it).
  const boxes = await scope.locator(':scope > li > :last-child').evaluateAll((stamps) =>
    stamps.map((stamp) => {
      const range = document.createRange();
      range.selectNodeContents(stamp);
      const r = range.getBoundingClientRect();
      return { left: r.left, right: r.right };
    }),
  );
  // Apart by a space at least: touching, they read as one run of digits ('23:50:2822/11/2026').
  return boxes.length === 3 && boxes.every((box, i) => i === 0 || box.left - boxes[i - 1]!.right >= 4);
}

type Options = { progress?: 'start' | 'progress' | 'finished'; history?: 'none' | 'several' };

/** A new ticket conversation, opened from the list; the ticket panel chosen with the dock's Alt+digit. */
async function openTicket(page: Page, options: Options, list = 'Conversas do agente', widgets = 'Widgets do painel lateral') {
  await demo(page).pause();
  const id = await page.evaluate((o) => window.tesseraDemo!.ticketConversation(o), options);
  const consumer = await consumerOf(page, id);
  await page.getByRole('listbox', { name: list }).getByRole('option', { name: consumer }).click();
  const toolbar = page.getByRole('toolbar', { name: widgets });
  // The dock's widgets as it lists them for this conversation, once the list has settled.
  const names = () => toolbar.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label')).join('|'));
  let listed = '';
  await expect.poll(async () => {
    const before = listed;
    listed = await names();
    return listed === before && listed.split('|').includes('Ticket');
  }).toBe(true);
  const position = listed.split('|').indexOf('Ticket') + 1;
  await page.keyboard.press(`Alt+${position}`);
  const panel = page.getByRole('region', { name: 'Ticket', exact: true });
  await panel.waitFor();
  return { id, panel };
}

/** Focuses a control and presses a key on it, as the keyboard reaches it. */
async function pressOn(locator: ReturnType<Page['getByRole']>, key = 'Enter') {
  await locator.focus();
  await locator.press(key);
}

describe('the ticket panel', () => {
  test('by keyboard: process, journey, documents, form data as formData.pdf, interactions, a note sent, queue and service history', async () => {
    // A 1280 x 800 screen from the start: the side panel at its narrowest.
    const context = await browser().newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', baseURL: baseUrl() });
    const page = await context.newPage();
    await signIn(page);
    const { id, panel } = await openTicket(page, { progress: 'progress', history: 'several' });

    // Process data is open: three steps, the second one current, stamped DD/MM/YYYY HH:mm:ss.
    const progress = panel.getByRole('list', { name: 'Progresso do processo' });
    await progress.waitFor();
    expect(await stampsApart(progress)).toBe(true);
    expect(await progress.getByRole('listitem').nth(1).getAttribute('aria-current')).toBe('step');
    expect(await progress.getByRole('listitem').nth(0).textContent()).toMatch(/Início\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);

    // Journey details: start, the tabs newest first, end.
    await pressOn(panel.getByRole('button', { name: 'Detalhes da jornada' }));
    const journey = panel.getByRole('list', { name: 'Detalhes da jornada' });
    await journey.waitFor();
    expect(await journey.getByRole('listitem').count()).toBe(5);
    expect(await journey.getByRole('listitem').first().textContent()).toContain('Início');
    expect(await journey.getByRole('listitem').last().textContent()).toContain('Fim');

    // Documents: the voice note loads in its player, the photo opens in the viewer and closes with Escape.
    await pressOn(panel.getByRole('button', { name: 'Documentos anexados' }));
    const documents = panel.getByRole('list', { name: 'Documentos anexados' });
    await documents.waitFor();
    await page.waitForFunction(() => {
      const audio = document.querySelector('[data-tile="dock"] audio') as HTMLAudioElement | null;
      return !!audio && audio.duration > 1;
    });
    // The photo opens in the media plugin's gallery (zoom, rotation); Escape gives the keyboard back to its button.
    const preview = documents.getByRole('button', { name: /^Visualizar foto-avaria-\d+\.png$/ });
    await pressOn(preview);
    const viewer = page.getByRole('dialog', { name: 'Galeria de imagens' });
    await viewer.waitFor();
    expect(await viewer.getByRole('heading').textContent()).toMatch(/^foto-avaria-\d+\.png · 1 de 1$/);
    await page.waitForFunction(() => {
      const image = document.querySelector('[role=dialog] img[data-zoom]') as HTMLImageElement | null;
      return !!image && image.complete && image.naturalWidth === 96;
    });
    await page.keyboard.press('+');
    expect(await viewer.getByRole('status', { name: 'Zoom' }).textContent()).toBe('125%');
    await snap(page, 'tickets-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await preview.evaluate((button) => document.activeElement === button)).toBe(true);

    // Form data: nested groups, and the PDF rendered from it at scale 2, saved as formData.pdf.
    await pressOn(panel.getByRole('button', { name: 'Dados do formulário' }));
    await panel.getByRole('group', { name: 'Dados bancários' }).waitFor();
    const formWidth = await panel.getByRole('group', { name: 'Dados do segurado' }).evaluate((group) => (group.parentElement as HTMLElement).getBoundingClientRect().width);
    await snap(page, 'tickets-form');
    // jspdf and html2canvas come only now, when the agent asks for the PDF.
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    const [download] = await Promise.all([page.waitForEvent('download'), pressOn(panel.getByRole('button', { name: 'Baixar como PDF' }))]);
    expect(scripts.some((url) => /tickets-pdf/.test(url))).toBe(true);
    expect(scripts.length).toBeGreaterThan(1);
    expect(download.suggestedFilename()).toBe('formData.pdf');
    const pdf = readFileSync((await download.path())!);
    await download.saveAs(resolve(artifacts, 'tickets-formData.pdf'));
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toMatch(/\/Type \/Page\b/);
    expect(text).toContain('(Dados do formul');
    // The form is in it as a picture drawn at twice its size on screen.
    const width = Number(/\/Subtype \/Image[\s\S]*?\/Width (\d+)/.exec(text)?.[1]);
    expect(Math.abs(width - Math.round(formWidth * 2))).toBeLessThanOrEqual(2);

    // Interaction history: notes public and private with files; tab levels by 'Ver mais'.
    await pressOn(panel.getByRole('button', { name: 'Histórico de interações' }));
    const interactions = panel.getByRole('list', { name: 'Histórico de interações' });
    await interactions.waitFor();
    await interactions.getByText('Nota privada').first().waitFor();
    const note = interactions.getByRole('listitem').filter({ hasText: 'Nota pública' }).first();
    await pressOn(note.getByRole('button', { name: 'Ver mais' }));
    expect(await note.getByRole('list', { name: 'Tabulação' }).getByRole('listitem').count()).toBe(3);
    expect(await note.getByRole('time').textContent()).toMatch(/^\d{1,2} [a-zç]+ \d{4} \| \d\d:\d\d:\d\d$/);

    // Files the channel refuses, picked through the file chooser: each says why, and none is attached.
    const form = panel.getByRole('form', { name: 'Responder ao ticket' });
    const pick = async (files: { name: string; mimeType: string; buffer: Buffer }[]) => {
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), pressOn(form.getByRole('button', { name: 'Anexar arquivos' }))]);
      await chooser.setFiles(files);
    };
    await pick([{ name: 'planilha.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }]);
    await form.getByRole('alert').getByText('planilha.exe: extensão de arquivo não suportada neste canal.').waitFor();
    await pick([{ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) }]);
    await form.getByRole('alert').getByText('grande.png: adicione arquivos menores que 5 MB.').waitFor();
    await pick(Array.from({ length: 11 }, (_, i) => ({ name: `foto-${i + 1}.png`, mimeType: 'image/png', buffer: Buffer.from('png') })));
    await form.getByRole('alert').getByText('Anexe no máximo 10 arquivos.').waitFor();
    await form.getByText('10 de 10 arquivos').waitFor();
    expect(await form.getByRole('button', { name: 'Anexar arquivos' }).isDisabled()).toBe(true);
    for (let i = 10; i > 1; i--) await form.getByRole('button', { name: `Remover foto-${i}.png` }).click();
    await form.getByText('1 de 10 arquivos').waitFor();
    // Too short a note is refused where it is typed.
    await form.getByRole('textbox', { name: 'Nota' }).fill('curta');
    await pressOn(form.getByRole('button', { name: 'Enviar nota' }));
    await form.getByText('A nota deve ter ao menos 10 caracteres.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Nota' }).evaluate((el) => document.activeElement === el)).toBe(true);
    await form.getByRole('textbox', { name: 'Nota' }).fill('');
    // A refused send keeps the note and the file.
    await page.evaluate(() => window.tesseraDemo!.setTicketFailure('send', true));
    await form.getByRole('textbox', { name: 'Nota' }).fill('Nota que o servidor recusa na primeira vez.');
    await pressOn(form.getByRole('button', { name: 'Enviar nota' }));
    await form.getByText('A nota não foi enviada; o que você escreveu continua aqui. Tente novamente.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Nota' }).inputValue()).toBe('Nota que o servidor recusa na primeira vez.');
    await form.getByText('1 de 10 arquivos').waitFor();
    await page.evaluate(() => window.tesseraDemo!.setTicketFailure('send', false));
    await form.getByRole('button', { name: 'Remover foto-1.png' }).click();
    await form.getByRole('textbox', { name: 'Nota' }).fill('');

    // A private note, typed and sent by keyboard, shows at once.
    await form.getByRole('textbox', { name: 'Nota' }).focus();
    await page.keyboard.type('Vistoria confirmada com o segurado para amanhã.');
    await pressOn(form.getByRole('radio', { name: 'Nota pública' }), 'ArrowRight');
    expect(await form.getByRole('radio', { name: 'Nota privada' }).isChecked()).toBe(true);
    await pressOn(form.getByRole('button', { name: 'Enviar nota' }));
    const sent = interactions.getByRole('listitem').filter({ hasText: 'Vistoria confirmada com o segurado para amanhã.' });
    await sent.waitFor();
    expect(await sent.getByText('Nota privada').count()).toBe(1);
    expect(await form.getByRole('textbox', { name: 'Nota' }).inputValue()).toBe('');
    // Nothing of the refused tries is left on the form once a note went.
    expect(await form.getByRole('alert').count()).toBe(0);
    const kept = await page.evaluate((cid) => window.tesseraDemo!.ticketInteractions(cid), id);
    expect(kept.at(-1)).toMatchObject({ by: 'agent', privateNote: true, text: 'Vistoria confirmada com o segurado para amanhã.' });
    await snap(page, 'tickets-interactions');
    expect(await axeFindings(page, '[data-tile="dock"]', { seriousOnly: true, wcagOnly: true })).toEqual([]);

    // The in-queue list: the count on the toggle, a card per ticket.
    const toggle = panel.getByRole('button', { name: 'Na fila 2' });
    await pressOn(toggle, 'Space');
    await panel.getByRole('heading', { name: 'Na fila', exact: true }).waitFor();
    expect(await panel.getByRole('list', { name: 'Na fila' }).getByRole('listitem').count()).toBe(2);
    await panel.getByText('Total: 2').waitFor();
    await snap(page, 'tickets-queue');
    expect(await axeFindings(page, '[data-tile="dock"]', { seriousOnly: true, wcagOnly: true })).toEqual([]);
    await pressOn(toggle, 'Space');

    // The service history: 'Ver todos' opens every block, 'Ocultar todos' folds them. It comes from
    // the consumer's conversations on the ticket channel (spec 001 §7).
    const historyCall = page.waitForRequest((request) => /\/consumer\/[^/]+\/conversations\/real_automation$/.test(new URL(request.url()).pathname));
    await pressOn(panel.getByRole('tab', { name: 'Dados recentes' }), 'ArrowRight');
    await historyCall;
    expect(await panel.getByRole('tab', { name: 'Histórico do serviço' }).getAttribute('aria-selected')).toBe('true');
    await pressOn(panel.getByRole('button', { name: 'Ver todos' }));
    await expect.poll(() => panel.getByRole('list', { name: 'Progresso do processo' }).count()).toBe(3);
    for (const each of await panel.getByRole('list', { name: 'Progresso do processo' }).all()) expect(await stampsApart(each)).toBe(true);
    await snap(page, 'tickets-history');
    expect(await axeFindings(page, '[data-tile="dock"]', { seriousOnly: true, wcagOnly: true })).toEqual([]);
    await pressOn(panel.getByRole('button', { name: 'Ocultar todos' }));
    await expect.poll(() => panel.getByRole('list', { name: 'Progresso do processo' }).count()).toBe(0);
    await context.close();
  });

  test("a consumer without earlier tickets; a failed history with 'Tentar novamente'", async () => {
    const { context, page } = await signedInPage(browser());
    await page.evaluate(() => window.tesseraDemo!.setTicketFailure('interaction', true));
    const { id, panel } = await openTicket(page, { progress: 'start', history: 'none' });
    await pressOn(panel.getByRole('button', { name: 'Histórico de interações' }));
    const alert = panel.getByRole('alert');
    await alert.getByText('Recarregue as informações do widget', { exact: false }).waitFor();
    await page.evaluate(() => window.tesseraDemo!.setTicketFailure('interaction', false));
    await pressOn(alert.getByRole('button', { name: 'Tentar novamente' }));
    await panel.getByRole('list', { name: 'Histórico de interações' }).waitFor();
    // The retry button went with the failure: the keyboard stays in the panel, on what came.
    await expect.poll(() => panel.evaluate((p) => p.contains(document.activeElement) && document.activeElement !== p)).toBe(true);

    await pressOn(panel.getByRole('tab', { name: 'Histórico do serviço' }));
    await panel.getByText('Não há histórico para este serviço').waitFor();
    expect(await panel.getByRole('button', { name: 'Na fila 0' }).count()).toBe(1);

    // A note typed here, then another ticket: its reply starts empty; back here, the note is still there.
    await pressOn(panel.getByRole('tab', { name: 'Dados recentes' }));
    const note = panel.getByRole('form', { name: 'Responder ao ticket' }).getByRole('textbox', { name: 'Nota' });
    await note.fill('Rascunho deste ticket, ainda não enviado.');
    const list = page.getByRole('listbox', { name: 'Conversas do agente' });
    const here = await consumerOf(page, id);
    const other = await page.evaluate(() => window.tesseraDemo!.ticketConversation({ progress: 'progress', history: 'none' }));
    await list.getByRole('option', { name: await consumerOf(page, other) }).click();
    const protocol = await page.evaluate((cid) => (JSON.parse(localStorage.getItem('state') ?? '{}') as { conversations: Record<string, { protocol: string }> }).conversations[cid]!.protocol, other);
    await panel.getByText(`Protocolo ${protocol}`).waitFor();
    await pressOn(panel.getByRole('button', { name: 'Histórico de interações' }));
    expect(await note.inputValue()).toBe('');
    await list.getByRole('option', { name: here }).click();
    await expect.poll(() => note.inputValue()).toBe('Rascunho deste ticket, ainda não enviado.');
    await context.close();
  });

  test('in English and the dark theme: the same panel, English words and months, nothing axe finds serious', async () => {
    const context = await newContext(browser(), { locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/signin');
    await page.getByRole('button', { name: /^Idioma/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('button', { name: /^Theme/ }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await page.waitForFunction(() => document.documentElement.style.colorScheme === 'dark');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(AGENT.email);
    await page.getByLabel('Password', { exact: true }).fill(AGENT.password);
    await page.getByRole('button', { name: 'Access service' }).click();
    await page.waitForURL('**/dashboard');
    const { panel } = await openTicket(page, { progress: 'finished', history: 'several' }, "Agent's conversations", 'Side panel widgets');
    await panel.getByRole('tab', { name: 'Recent data' }).waitFor();
    await page.setViewportSize({ width: 1920, height: 1080 });
    await panel.getByRole('list', { name: 'Process progress' }).getByText('End').waitFor();
    // Stamps in the English order (month first), none running into the next.
    expect(await panel.getByRole('list', { name: 'Process progress' }).locator('time').first().textContent()).toMatch(/^\d\d\/\d\d\/\d{4} \d{1,2}:\d\d:\d\d (AM|PM)$/);
    expect(await stampsApart(panel.getByRole('list', { name: 'Process progress' }))).toBe(true);
    await pressOn(panel.getByRole('button', { name: 'Attached documents' }));
    await pressOn(panel.getByRole('button', { name: 'Interaction history' }));
    const interactions = panel.getByRole('list', { name: 'Interaction history' });
    await interactions.getByText('Private note').first().waitFor();
    expect(await interactions.getByRole('time').first().textContent()).toMatch(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} \| \d\d:\d\d:\d\d$/);
    await snap(page, 'tickets-en-dark');
    expect(await axeFindings(page, '[data-tile="dock"]', { seriousOnly: true, wcagOnly: true })).toEqual([]);
    await pressOn(panel.getByRole('tab', { name: 'Service history' }));
    await pressOn(panel.getByRole('button', { name: 'See all' }));
    await expect.poll(() => panel.getByRole('list', { name: 'Process progress' }).count()).toBe(3);
    await snap(page, 'tickets-en-dark-history');
    expect(await axeFindings(page, '[data-tile="dock"]', { seriousOnly: true, wcagOnly: true })).toEqual([]);
    // An earlier ticket's photos in the one gallery, in English: the arrow key goes to the next, Escape gives the keyboard back.
    const photos = panel.getByRole('list', { name: 'Attached documents' }).first().getByRole('button', { name: /^Preview / });
    expect(await photos.count()).toBe(2);
    await pressOn(photos.first());
    const gallery = page.getByRole('dialog', { name: 'Image gallery' });
    await gallery.waitFor();
    expect(await gallery.getByRole('heading').textContent()).toMatch(/ · 1 of 2$/);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => gallery.getByRole('heading').textContent()).toMatch(/ · 2 of 2$/);
    expect(await gallery.getByRole('list', { name: 'Images' }).getByRole('button').count()).toBe(2);
    await snap(page, 'tickets-en-dark-gallery');
    await page.keyboard.press('Escape');
    await gallery.waitFor({ state: 'detached' });
    expect(await photos.first().evaluate((button) => document.activeElement === button)).toBe(true);
    await context.close();
  });
});

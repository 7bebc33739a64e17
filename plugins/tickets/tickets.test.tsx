import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { dockPlugin } from '../dock';
import { mediaPlugin } from '../media';
import { ticketsPlugin } from '.';

const harness = useHarness({ paused: true });
const plugins: Parameters<typeof harness.renderWorkspace>[0] = [conversationListPlugin, conversationPlugin, dockPlugin, ticketsPlugin];

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

/** A ticket conversation made by the demo's control, held by the workspace with its ticket. */
async function newTicket(options: Parameters<typeof harness.demo.control.ticketConversation>[0] = {}) {
  const id = await harness.demo.control.ticketConversation(options);
  await harness.flushRequests();
  await act(() => waitUntil(() => !!(store.conversations[id] as { ticket?: { documentsAttached?: unknown } } | undefined)?.ticket?.documentsAttached, { what: `ticket ${id}` }));
  return id;
}

async function openTicket(options: Parameters<typeof harness.demo.control.ticketConversation>[0] = {}, installed = plugins) {
  const id = await newTicket(options);
  harness.renderWorkspace(installed);
  await harness.open(id);
  await press(await screen.findByRole('button', { name: 'Ticket' }));
  return { id, panel: await screen.findByRole('region', { name: 'Ticket' }) };
}

const pad = (n: number) => String(n).padStart(2, '0');
const stampOf = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};
const ticketOf = (id: string) => (store.conversations[id] as unknown as { ticket: { processData: Record<string, string | null>; tabs: { tabName: string; date: string }[] } }).ticket;
const requests = (part: string, method = 'GET') => {
  const seen: Request[] = [];
  harness.demo.server.events.on('request:start', ({ request }) => {
    if (request.method === method && request.url.includes(part)) seen.push(request.clone());
  });
  return seen;
};

describe('the ticket panel in the dock', () => {
  test('is offered beside ticket conversations only', async () => {
    const chat = await harness.newConversation({ channel: 'whatsapp' });
    const ticket = await newTicket();
    harness.renderWorkspace(plugins);
    await harness.open(ticket);
    expect(await screen.findByRole('button', { name: 'Ticket' })).toBeTruthy();
    await harness.open(chat);
    await waitUntil(() => !screen.queryByRole('button', { name: 'Ticket' }), { what: 'the ticket widget to leave the dock' });
  });

  test('process data: the 3-step progress with DD/MM/YYYY HH:mm:ss stamps, on the step of the rule', async () => {
    const { id, panel } = await openTicket({ progress: 'progress' });
    const p = ticketOf(id).processData;
    const progress = within(panel).getByRole('list', { name: 'Progresso do processo' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([`1Início${stampOf(p.start!)}`.replace('1', ''), `2Em andamento${stampOf(p.progress!)}`, '3Fim—']);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(within(panel).getByText('Em andamento', { selector: 'dd' })).toBeTruthy();
  });

  test('a finished ticket: the journey lists start, the tabs newest first with their dates, and end, all done', async () => {
    const { id, panel } = await openTicket({ progress: 'finished' });
    const tabs = ticketOf(id).tabs;
    expect(tabs.length).toBeGreaterThan(2);
    await press(within(panel).getByRole('button', { name: 'Detalhes da jornada' }));
    const journey = within(panel).getByRole('list', { name: 'Detalhes da jornada' });
    const names = within(journey)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('span + span > span')!.textContent);
    expect(names).toEqual(['Início', ...[...tabs].reverse().map((t) => t.tabName), 'Fim']);
    expect(within(journey).getByText(stampOf(tabs[0]!.date))).toBeTruthy();
    // tabs + 1 (several) + 1 (finished): past the end, nothing is current.
    expect(within(journey).getAllByRole('listitem').some((li) => li.getAttribute('aria-current'))).toBe(false);
  });

  test('documents: audio with a player, images with preview and download, other files with download; sizes in MB', async () => {
    const { panel } = await openTicket({ progress: 'progress' });
    await press(within(panel).getByRole('button', { name: 'Documentos anexados' }));
    const list = within(panel).getByRole('list', { name: 'Documentos anexados' });
    const audio = list.querySelector('audio')!;
    expect(audio.getAttribute('aria-label')).toMatch(/^Ouvir relato-\d+\.wav$/);
    expect(audio.getAttribute('src')).toMatch(/\/demo-ticket-files\/relato-\d+\.wav$/);
    const image = within(list).getByRole('button', { name: /^Visualizar foto-avaria-\d+\.png$/ });
    within(list).getByRole('button', { name: /^Baixar boletim-\d+\.pdf$/ });
    // Real files: the sizes are the files' own, in MB to 3 decimals.
    const sizes = within(list).getAllByText(/^\d+\.\d{3} MB$/);
    expect(sizes.length).toBe(3);
    await press(image);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img').getAttribute('alt')).toMatch(/^foto-avaria-\d+\.png$/);
    await press(within(dialog).getByRole('button', { name: 'Fechar' }));
  });

  test('a ticket without documents says so', async () => {
    const { panel } = await openTicket({ progress: 'start' });
    await press(within(panel).getByRole('button', { name: 'Documentos anexados' }));
    expect(within(panel).getByText('Não há documentos anexados a este ticket')).toBeTruthy();
  });

  test('form data: nested groups of name / value rows and a PDF download', async () => {
    const { panel } = await openTicket();
    await press(within(panel).getByRole('button', { name: 'Dados do formulário' }));
    const bank = within(panel).getByRole('group', { name: 'Dados bancários' });
    expect(within(bank).getByText('341 - Itaú Unibanco')).toBeTruthy();
    const claim = within(panel).getByRole('group', { name: 'Dados do segurado' });
    expect(within(claim).getByText('Apólice')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Baixar como PDF' })).toBeTruthy();
  });

  test('the open accordions are kept per conversation', async () => {
    const first = await newTicket();
    const second = await newTicket();
    harness.renderWorkspace(plugins);
    await harness.open(first);
    await press(await screen.findByRole('button', { name: 'Ticket' }));
    let panel = await screen.findByRole('region', { name: 'Ticket' });
    await press(within(panel).getByRole('button', { name: 'Dados do formulário' }));
    expect(within(panel).getByRole('button', { name: 'Dados do formulário' }).getAttribute('aria-expanded')).toBe('true');

    await harness.open(second);
    panel = await screen.findByRole('region', { name: 'Ticket' });
    await waitUntil(() => within(panel).getByRole('button', { name: 'Dados do formulário' }).getAttribute('aria-expanded') === 'false', { what: 'the second ticket as it was' });
    expect(within(panel).getByRole('button', { name: 'Dados do processo' }).getAttribute('aria-expanded')).toBe('true');

    await harness.open(first);
    panel = await screen.findByRole('region', { name: 'Ticket' });
    await waitUntil(() => within(panel).getByRole('button', { name: 'Dados do formulário' }).getAttribute('aria-expanded') === 'true', { what: 'the first ticket as it was left' });
  });
});

describe('the interaction history and the reply', () => {
  async function openInteractions(options: Parameters<typeof harness.demo.control.ticketConversation>[0] = {}) {
    const opened = await openTicket(options);
    await press(within(opened.panel).getByRole('button', { name: 'Histórico de interações' }));
    return { ...opened, list: await within(opened.panel).findByRole('list', { name: 'Histórico de interações' }) };
  }

  test('messages with author and sent time; public and private notes with the operator files; tabs as view more / less', async () => {
    const { id, list } = await openInteractions();
    const items = within(list).getAllByRole('listitem', { name: undefined }).filter((li) => li.parentElement === list);
    expect(items.length).toBe(5);
    const [opened, , , note, privateNote] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(opened).getByText('Sistema')).toBeTruthy();
    expect(within(note).getByText('Nota pública')).toBeTruthy();
    expect(within(privateNote).getByText('Nota privada')).toBeTruthy();
    expect(within(privateNote).getByText('Patrícia Lima')).toBeTruthy();
    expect(within(note).getByRole('time').textContent).toMatch(/^\d{1,2} [a-zç]+ \d{4} \| \d\d:\d\d:\d\d$/);
    const files = within(privateNote).getByRole('list', { name: 'Arquivos de Patrícia Lima' });
    expect(within(files).getAllByText(/^\d+\.\d{3} MB$/)).toHaveLength(2);
    // Level 1 shows; 'Ver mais' shows levels 2 and 3, 'Ver menos' folds them.
    const tabs = within(note).getByRole('list', { name: 'Tabulação' });
    expect(within(tabs).getAllByRole('listitem')).toHaveLength(1);
    await press(within(note).getByRole('button', { name: 'Ver mais' }));
    const path = (await harness.demo.control.ticketInteractions(id))[3]!.tabs;
    expect(path).toHaveLength(3);
    expect(within(tabs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(path.map((name, i) => `Nível ${i + 1}: ${name}`));
    await press(within(note).getByRole('button', { name: 'Ver menos' }));
    expect(within(tabs).getAllByRole('listitem')).toHaveLength(1);
  });

  test('a note under 10 characters is refused with notesMinLength; a valid private note with a file is posted and shows at once', async () => {
    const posts = requests('/response/send/realautomation/', 'POST');
    const { id, panel, list } = await openInteractions();
    const form = within(panel).getByRole('form', { name: 'Responder ao ticket' });
    const note = within(form).getByRole('textbox', { name: 'Nota' });
    fireEvent.change(note, { target: { value: 'curta' } });
    await press(within(form).getByRole('button', { name: 'Enviar nota' }));
    expect(await within(form).findByText('A nota deve ter ao menos 10 caracteres.')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(note, { target: { value: 'Vistoria confirmada para amanhã às 10h.' } });
    await press(within(form).getByRole('radio', { name: 'Nota privada' }));
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array(2048)], 'laudo.pdf', { type: 'application/pdf' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(within(form).getByRole('list', { name: 'Arquivos a enviar' }).textContent).toContain('laudo.pdf');
    await press(within(form).getByRole('button', { name: 'Enviar nota' }));
    const sent = await within(list).findByText('Vistoria confirmada para amanhã às 10h.');
    const item = sent.closest('li')!;
    expect(within(item).getByText('Nota privada')).toBeTruthy();
    expect(within(item).getByText('0.002 MB')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Nota' }) as HTMLTextAreaElement).value).toBe('');
    const body = await posts[0]!.formData();
    expect({ text: body.get('text'), privateNote: body.get('privateNote'), tabId: body.get('tabId'), files: body.getAll('files').length }).toEqual({
      text: 'Vistoria confirmada para amanhã às 10h.',
      privateNote: 'true',
      tabId: expect.stringMatching(/^tab-/),
      files: 1,
    });
    const kept = await harness.demo.control.ticketInteractions(id);
    expect(kept.at(-1)).toMatchObject({ by: 'agent', privateNote: true, files: ['laudo.pdf'] });
  });

  test('files: at most 10 (amount), an extension of the channel, a size within its kind (the limit in MB)', async () => {
    const { panel } = await openInteractions();
    const form = within(panel).getByRole('form', { name: 'Responder ao ticket' });
    const input = form.querySelector('input[type=file]') as HTMLInputElement;
    const pick = (files: File[]) => act(async () => void fireEvent.change(input, { target: { files } }));
    await pick([new File(['x'], 'programa.exe')]);
    expect(within(form).getByRole('alert').textContent).toBe('programa.exe: extensão de arquivo não suportada neste canal.');
    await pick([new File([new Uint8Array(6 * 1024 * 1024)], 'foto.png', { type: 'image/png' })]);
    expect(within(form).getByRole('alert').textContent).toBe('foto.png: adicione arquivos menores que 5 MB.');
    await pick(Array.from({ length: 11 }, (_, i) => new File(['x'], `f${i}.pdf`, { type: 'application/pdf' })));
    expect(within(form).getByRole('alert').textContent).toBe('Anexe no máximo 10 arquivos.');
    // What broke no rule is taken, up to the maximum.
    expect(within(within(form).getByRole('list', { name: 'Arquivos a enviar' })).getAllByRole('listitem')).toHaveLength(10);
    expect(within(form).getByText('10 de 10 arquivos')).toBeTruthy();
  });

  test('a refused send keeps what was typed, and it goes on retry', async () => {
    const { panel, list } = await openInteractions();
    await harness.demo.control.setTicketFailure('send', true);
    const form = within(panel).getByRole('form', { name: 'Responder ao ticket' });
    const text = 'Cliente informou novo endereço para a vistoria.';
    fireEvent.change(within(form).getByRole('textbox', { name: 'Nota' }), { target: { value: text } });
    await press(within(form).getByRole('button', { name: 'Enviar nota' }));
    expect(await within(form).findByText('A nota não foi enviada; o que você escreveu continua aqui. Tente novamente.')).toBeTruthy();
    expect((within(form).getByRole('textbox', { name: 'Nota' }) as HTMLTextAreaElement).value).toBe(text);
    expect(within(list).queryByText(text)).toBeNull();
    await harness.demo.control.setTicketFailure('send', false);
    await press(within(form).getByRole('button', { name: 'Enviar nota' }));
    expect(await within(list).findByText(text)).toBeTruthy();
  });

  test("a failed history says 'reload widget info' with a retry", async () => {
    await harness.demo.control.setTicketFailure('interaction', true);
    const { panel } = await openTicket();
    await press(within(panel).getByRole('button', { name: 'Histórico de interações' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Recarregue as informações do widget');
    await harness.demo.control.setTicketFailure('interaction', false);
    await press(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByRole('list', { name: 'Histórico de interações' })).toBeTruthy();
  });
});

describe('the consumer tickets', () => {
  test('the in-queue list: the count on the toggle, the total, a card per ticket, refresh', async () => {
    const seen = requests('/tickets');
    const { panel } = await openTicket({ history: 'several' });
    const toggle = await within(panel).findByRole('button', { name: 'Na fila 2' });
    await press(toggle);
    expect(within(panel).getByRole('heading', { name: 'Na fila' })).toBeTruthy();
    expect(within(panel).getByText('Total: 2')).toBeTruthy();
    expect(within(within(panel).getByRole('list', { name: 'Na fila' })).getAllByRole('listitem')).toHaveLength(2);
    const before = seen.length;
    await press(within(panel).getByRole('button', { name: 'Atualizar' }));
    await waitUntil(() => seen.length > before, { what: 'the list to be asked again' });
  });

  test('the service history: a block per earlier ticket, see all / hide all', async () => {
    const { panel } = await openTicket({ history: 'several' });
    await press(within(panel).getByRole('tab', { name: 'Histórico do serviço' }));
    const seeAll = await within(panel).findByRole('button', { name: 'Ver todos' });
    expect(within(panel).getByText('3 atendimentos anteriores')).toBeTruthy();
    await press(seeAll);
    expect(within(panel).getAllByRole('list', { name: 'Progresso do processo' })).toHaveLength(3);
    expect(within(panel).getAllByRole('region', { name: 'Dados do formulário' })).toHaveLength(3);
    await press(within(panel).getByRole('button', { name: 'Ocultar todos' }));
    expect(within(panel).queryAllByRole('list', { name: 'Progresso do processo' })).toHaveLength(0);
  });

  test('the service history is the consumer\'s conversations on the ticket channel (GET consumer/{id}/conversations/real_automation)', async () => {
    const seen = requests('/conversations/real_automation');
    const { id, panel } = await openTicket({ history: 'several' });
    await press(within(panel).getByRole('tab', { name: 'Histórico do serviço' }));
    expect(await within(panel).findByText('3 atendimentos anteriores')).toBeTruthy();
    const consumerId = store.conversations[id]!.consumer.id;
    expect(seen.map((r) => new URL(r.url).pathname.endsWith(`/consumer/${encodeURIComponent(consumerId)}/conversations/real_automation`))).toContain(true);
  });

  test('the service history failing alone: its retry brings it, the in-queue count never went', async () => {
    await harness.demo.control.setTicketFailure('history', true);
    const { panel } = await openTicket({ history: 'several' });
    expect(await within(panel).findByRole('button', { name: 'Na fila 2' })).toBeTruthy();
    await press(within(panel).getByRole('tab', { name: 'Histórico do serviço' }));
    const alert = await within(panel).findByRole('alert');
    expect(alert.textContent).toContain('Recarregue as informações do widget');
    await harness.demo.control.setTicketFailure('history', false);
    const retry = within(alert).getByRole('button', { name: 'Tentar novamente' });
    act(() => retry.focus());
    await press(retry);
    expect(await within(panel).findByText('3 atendimentos anteriores')).toBeTruthy();
    // The retry went with the failure: the keyboard is on what came instead, not lost at the page's start.
    await waitUntil(() => document.activeElement === within(panel).queryByRole('button', { name: 'Ver todos' }), { what: "the keyboard on 'Ver todos'" });
  });

  test('with the media plugin, a ticket image previews in its gallery, with the block\'s other images', async () => {
    const { panel } = await openTicket({ history: 'several' }, [...plugins, mediaPlugin]);
    await press(within(panel).getByRole('tab', { name: 'Histórico do serviço' }));
    await press(await within(panel).findByRole('button', { name: 'Ver todos' }));
    const documents = within(panel).getAllByRole('list', { name: 'Documentos anexados' })[0]!;
    const previews = within(documents).getAllByRole('button', { name: /^Visualizar / });
    expect(previews).toHaveLength(2);
    const first = previews[0]!.getAttribute('aria-label')!.replace('Visualizar ', '');
    const second = previews[1]!.getAttribute('aria-label')!.replace('Visualizar ', '');
    await press(previews[0]!);
    const gallery = await screen.findByRole('dialog', { name: 'Galeria de imagens' });
    expect(within(gallery).getByRole('heading').textContent).toBe(`${first} · 1 de 2`);
    expect(within(gallery).getByRole('img', { name: first }).getAttribute('src')).toMatch(/\/demo-ticket-files\//);
    expect(within(within(gallery).getByRole('list', { name: 'Imagens' })).getAllByRole('button')).toHaveLength(2);
    await press(within(gallery).getByRole('button', { name: 'Próxima imagem' }));
    expect(within(gallery).getByRole('heading').textContent).toBe(`${second} · 2 de 2`);
    await press(within(gallery).getByRole('button', { name: 'Aumentar zoom' }));
    expect(within(gallery).getByRole('status', { name: 'Zoom' }).textContent).toBe('125%');
    await press(within(gallery).getByRole('button', { name: 'Fechar galeria' }));
    await waitUntil(() => !screen.queryByRole('dialog', { name: 'Galeria de imagens' }), { what: 'the gallery to close' });
  });

  test("a consumer without earlier tickets: 'there is no history for this service'", async () => {
    const { panel } = await openTicket({ history: 'none' });
    await press(within(panel).getByRole('tab', { name: 'Histórico do serviço' }));
    expect(await within(panel).findByText('Não há histórico para este serviço')).toBeTruthy();
  });
});

describe('what the agent was doing is kept', () => {
  test('a reply being written stays with its ticket when the agent opens another conversation and comes back', async () => {
    const first = await newTicket();
    const second = await newTicket();
    harness.renderWorkspace(plugins);
    await harness.open(first);
    await press(await screen.findByRole('button', { name: 'Ticket' }));
    let panel = await screen.findByRole('region', { name: 'Ticket' });
    await press(within(panel).getByRole('button', { name: 'Histórico de interações' }));
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Nota' }), { target: { value: 'Aguardando a nota fiscal do chaveiro.' } });

    await harness.open(second);
    panel = await screen.findByRole('region', { name: 'Ticket' });
    await waitUntil(() => !within(panel).queryByRole('textbox', { name: 'Nota' }), { what: 'the second ticket, its history closed' });

    await harness.open(first);
    panel = await screen.findByRole('region', { name: 'Ticket' });
    const note = (await within(panel).findByRole('textbox', { name: 'Nota' })) as HTMLTextAreaElement;
    expect(note.value).toBe('Aguardando a nota fiscal do chaveiro.');
  });

  test('two tickets with their replies open: each keeps its own note, neither shows the other\'s', async () => {
    const first = await newTicket();
    const second = await newTicket();
    harness.renderWorkspace(plugins);
    await harness.open(first);
    await press(await screen.findByRole('button', { name: 'Ticket' }));
    let panel = await screen.findByRole('region', { name: 'Ticket' });
    await press(within(panel).getByRole('button', { name: 'Histórico de interações' }));
    fireEvent.change(await within(panel).findByRole('textbox', { name: 'Nota' }), { target: { value: 'Nota do primeiro ticket.' } });

    await harness.open(second);
    panel = await screen.findByRole('region', { name: 'Ticket' });
    await press(await within(panel).findByRole('button', { name: 'Histórico de interações' }));
    const note = (await within(panel).findByRole('textbox', { name: 'Nota' })) as HTMLTextAreaElement;
    expect(note.value).toBe('');
    fireEvent.change(note, { target: { value: 'Nota do segundo ticket.' } });

    await harness.open(first);
    panel = await screen.findByRole('region', { name: 'Ticket' });
    await waitUntil(() => (within(panel).queryByRole('textbox', { name: 'Nota' }) as HTMLTextAreaElement | null)?.value === 'Nota do primeiro ticket.', { what: "the first ticket's note" });
    await harness.open(second);
    panel = await screen.findByRole('region', { name: 'Ticket' });
    await waitUntil(() => (within(panel).queryByRole('textbox', { name: 'Nota' }) as HTMLTextAreaElement | null)?.value === 'Nota do segundo ticket.', { what: "the second ticket's note" });
  });

  test("the consumer's tickets failing: the queue and the service history offer the retry", async () => {
    await harness.demo.control.setTicketFailure('tickets', true);
    const { panel } = await openTicket();
    expect(within(panel).getByRole('button', { name: 'Na fila' })).toBeTruthy();
    await press(within(panel).getByRole('tab', { name: 'Histórico do serviço' }));
    const alert = await within(panel).findByRole('alert');
    await harness.demo.control.setTicketFailure('tickets', false);
    await press(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByRole('button', { name: 'Ver todos' })).toBeTruthy();
    // The in-queue list has its own retry.
    await press(within(panel).getByRole('button', { name: 'Na fila' }));
    await press(within(await within(panel).findByRole('alert')).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(panel).findByText('Total: 2')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Na fila 2' })).toBeTruthy();
  });
});

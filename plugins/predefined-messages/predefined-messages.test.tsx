import { type AnyPlugin, definePlugin, getConfig, logger, type ServiceId } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { conversationPlugin } from '../conversation';
import { shortcutsPlugin } from '../shortcuts';
import { predefinedMessagesPlugin } from '.';
import { fileHref, fileNameOf, filterSuggestions, inertBlob, type PredefinedMessage, truncate, typeByExtension } from './api';
import { faqFileUrl } from './demo';
import { faqOf } from './demo/faq';

const harness = useHarness({ paused: true });
const SKILL = 'skl-sinistro-auto';
const LIST = 'Mensagens predefinidas';

/** The FAQ the demo holds for the skill, in the order the server answers it. */
const demoFaq = (skillId = SKILL) => faqOf(harness.demo.model, skillId);

/** Requests for the predefined messages the demo received: their skill_id. */
function recordRequests() {
  const skills: (string | null)[] = [];
  harness.demo.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/conversation/predefined-messages')) skills.push(url.searchParams.get('skill_id'));
  });
  return skills;
}

/** A new chat conversation of the skill, open in the conversation tile; resolves to its reply box. */
async function openComposer(extra: AnyPlugin[] = [], skillId = SKILL) {
  const id = await harness.newConversation({ channel: 'whatsapp', skillId });
  harness.renderWorkspace([conversationPlugin, predefinedMessagesPlugin, ...extra]);
  await harness.open(id);
  const name = store.conversations[id]!.consumer.name;
  const composer = (await screen.findByLabelText(`Mensagem para ${name}`)) as HTMLTextAreaElement;
  return { id, composer };
}

async function type(composer: HTMLTextAreaElement, value: string) {
  await act(async () => {
    fireEvent.change(composer, { target: { value } });
  });
}

async function press(composer: HTMLTextAreaElement, key: string) {
  await act(async () => {
    fireEvent.keyDown(composer, { key });
  });
}

const suggestionList = () => screen.findByRole('listbox', { name: LIST });
const noList = () => screen.queryByRole('listbox', { name: LIST });
const titles = (list: HTMLElement) => within(list).getAllByRole('option').map((o) => o.firstElementChild!.textContent);

/** Stands in for the attachments plugin: records what its dialog was opened with. */
function fakeAttachments() {
  const opened: { conversationId: string; files: File[]; text?: string }[] = [];
  const plugin = definePlugin({
    id: 'attachments',
    title: { id: 'predefined-messages.title' },
    description: { id: 'predefined-messages.description' },
    provides: 'attachments.ui' as string as ServiceId,
    activate: () => ({
      service: {
        open: (conversationId: string, init: { files: File[]; text?: string }) => void opened.push({ conversationId, ...init }),
      } as never,
    }),
  });
  return { plugin, opened };
}

describe('predefined messages plugin', () => {
  test('“/” opens the FAQ of the conversation’s skill, each with its title and message', async () => {
    const skills = recordRequests();
    const { composer } = await openComposer();
    expect(noList()).toBeNull();

    await type(composer, '/');
    const list = await suggestionList();
    const expected = demoFaq();
    expect(titles(list)).toEqual(expected.map((s) => s.title));
    expect(skills).toEqual([SKILL]);
    const first = within(list).getAllByRole('option')[0]!;
    expect(first.textContent).toContain(expected[0]!.title);
    // The composer keeps focus and points at the highlighted option.
    expect(composer.getAttribute('role')).toBe('combobox');
    expect(composer.getAttribute('aria-activedescendant')).toBe(first.id);
    expect(first.getAttribute('aria-selected')).toBe('true');
    // A suggestion with a file says so.
    expect(within(list).getByRole('option', { name: /^Documentos para sinistro/ }).textContent).toContain('Anexo: documentos-sinistro-auto.pdf');
  });

  test('another skill lists its own FAQ', async () => {
    const skills = recordRequests();
    const { composer } = await openComposer([], 'skl-vida');
    await type(composer, '/');
    expect(titles(await suggestionList())).toEqual(demoFaq('skl-vida').map((s) => s.title));
    expect(skills).toEqual(['skl-vida']);
  });

  test('what follows “/” filters by title or message, ignoring case and accents', async () => {
    const { composer } = await openComposer();
    await type(composer, '/VISTORIA');
    const list = await suggestionList();
    expect(titles(list)).toEqual(['Vistoria do veículo']);

    // 'indenizacao' matches 'indenização' in a title; 'ATPV' only in a message.
    await type(composer, '/indenizacao');
    expect(titles(list)).toEqual(['Prazo de indenização']);
    await type(composer, '/atpv');
    expect(titles(list)).toEqual(['Prazo de indenização']);
  });

  test('ArrowDown / ArrowUp move, Enter puts the highlighted message in the reply box and closes the list', async () => {
    const { id, composer } = await openComposer();
    await type(composer, '/');
    const list = await suggestionList();
    const options = within(list).getAllByRole('option');

    await press(composer, 'ArrowDown');
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    expect(composer.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await press(composer, 'ArrowUp');
    await press(composer, 'ArrowUp');
    // Up from the first wraps to the last.
    expect(options.at(-1)!.getAttribute('aria-selected')).toBe('true');
    await press(composer, 'ArrowDown');
    await press(composer, 'ArrowDown');
    await press(composer, 'ArrowDown');

    await press(composer, 'Enter');
    expect(composer.value).toBe(demoFaq()[2]!.text);
    expect(noList()).toBeNull();
    expect(composer.getAttribute('role')).toBeNull();
    // Enter chose a suggestion: nothing was sent.
    expect(store.threads[id]?.messages.some((m) => m.text === composer.value)).toBe(false);
  });

  test('a click on a suggestion puts its message in the reply box', async () => {
    const { composer } = await openComposer();
    await type(composer, '/fran');
    const list = await suggestionList();
    await act(async () => {
      fireEvent.click(within(list).getByRole('option', { name: /^Franquia/ }));
    });
    expect(composer.value).toBe(demoFaq().find((s) => s.title === 'Franquia')!.text);
    expect(noList()).toBeNull();
  });

  test('Escape clears the reply box and closes; the close button closes and keeps what was typed', async () => {
    const { composer } = await openComposer();
    await type(composer, '/vist');
    await suggestionList();
    await press(composer, 'Escape');
    expect(noList()).toBeNull();
    expect(composer.value).toBe('');

    await type(composer, '/bol');
    await suggestionList();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Fechar mensagens predefinidas' }));
    });
    expect(noList()).toBeNull();
    expect(composer.value).toBe('/bol');
    // It stays closed while the agent keeps typing.
    await type(composer, '/bole');
    expect(noList()).toBeNull();
  });

  test('a filter that matches nothing says “Nenhuma sugestão encontrada”, and Enter then inserts nothing', async () => {
    const { composer } = await openComposer();
    await type(composer, '/');
    await suggestionList();
    await type(composer, '/xyz-nada');
    expect((await screen.findByRole('status')).textContent).toBe('Nenhuma sugestão encontrada');
    expect(screen.queryByRole('option')).toBeNull();
    await press(composer, 'Enter');
    expect(composer.value).toBe('/xyz-nada');
  });

  test('long messages are cut at 245 characters with an ellipsis; choosing one inserts it whole', async () => {
    const { composer } = await openComposer();
    await type(composer, '/abertura');
    const list = await suggestionList();
    const whole = demoFaq().find((s) => s.title === 'Abertura de sinistro')!.text;
    expect(whole.length).toBeGreaterThan(245);
    const shown = within(list).getByRole('option', { name: /^Abertura de sinistro/ }).children[1]!.textContent!;
    expect(shown).toBe(`${whole.slice(0, 245).trimEnd()}…`);

    await press(composer, 'Enter');
    expect(composer.value).toBe(whole);
  });

  test('while the list loads it says so; when it fails it says why and retries', async () => {
    await harness.demo.control.setPredefinedMessagesFailure(true);
    const { composer } = await openComposer();
    await type(composer, '/');
    expect(screen.getByRole('status', { name: 'Carregando mensagens predefinidas…' })).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar as mensagens predefinidas: Unavailable service');

    await harness.demo.control.setPredefinedMessagesFailure(false);
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    });
    expect(titles(await suggestionList())).toEqual(demoFaq().map((s) => s.title));
  });

  test('a malformed suggestion is left out with a warning, the others shown', async () => {
    const warn = rs.spyOn(logger, 'warn').mockImplementation(() => undefined);
    harness.demo.server.use(
      http.get(`${getConfig().messagesApiUrl}/${getConfig().product}-messages/conversation/predefined-messages`, () =>
        HttpResponse.json({
          data: [
            { title: 'Boa', text: 'Mensagem boa', files: null, categories: null, global: false },
            { title: 'Sem texto', files: null },
            { title: 'Link perigoso', text: 'Mensagem com link', files: 'javascript:alert(1)' },
            { title: 42, text: 'título numérico' },
          ],
        }),
      ),
    );
    const { composer } = await openComposer();
    await type(composer, '/');
    const list = await suggestionList();
    expect(titles(list)).toEqual(['Boa', 'Link perigoso']);
    // The unsafe link is dropped: the message stays, with no file.
    expect(within(list).getByRole('option', { name: /^Link perigoso/ }).textContent).not.toContain('Anexo');
    expect(warn.mock.calls.map((c) => String(c[0])).join('\n')).toMatch(/predefined messages: 2 malformed left out/);
    warn.mockRestore();
  });

  test('a suggestion with a file opens the attachment dialog with the file and the message', async () => {
    const attachments = fakeAttachments();
    const { id, composer } = await openComposer([attachments.plugin]);
    await type(composer, '/documentos');
    const list = await suggestionList();
    expect(titles(list)).toEqual(['Documentos para sinistro']);
    // The highlighted suggestion's file can be opened in a new tab, safely.
    const link = screen.getByRole('link', { name: 'Abrir arquivo' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('href')).toMatch(/^(blob:|https?:)/);

    await press(composer, 'Enter');
    await act(() => waitUntil(() => attachments.opened.length === 1, { what: 'the attachment dialog to open' }));
    const [opened] = attachments.opened;
    const faq = demoFaq().find((s) => s.title === 'Documentos para sinistro')!;
    expect(opened!.conversationId).toBe(id);
    expect(opened!.text).toBe(faq.text);
    expect(opened!.files).toHaveLength(1);
    const file = opened!.files[0]!;
    expect(file.name).toBe('documentos-sinistro-auto.pdf');
    expect(file.type).toBe('application/pdf');
    expect((await file.text()).startsWith('%PDF')).toBe(true);
    // The '/documentos' left the reply box and the list closed.
    expect(composer.value).toBe('');
    expect(noList()).toBeNull();
  });

  test('when the file cannot be fetched it says so and the dialog does not open', async () => {
    const attachments = fakeAttachments();
    harness.demo.server.use(http.get(faqFileUrl('documentos-sinistro-auto.pdf'), () => new HttpResponse(null, { status: 404 })));
    const { composer } = await openComposer([attachments.plugin]);
    await type(composer, '/documentos');
    await suggestionList();
    await press(composer, 'Enter');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Não foi possível obter o arquivo documentos-sinistro-auto.pdf: HTTP 404');
    expect(attachments.opened).toEqual([]);
    expect(composer.value).toBe('/documentos');
  });

  test('without the attachments plugin, a suggestion with a file puts its message in the reply box and says the file stayed behind', async () => {
    const { composer } = await openComposer();
    await type(composer, '/documentos');
    await suggestionList();
    await press(composer, 'Enter');
    expect(composer.value).toBe(demoFaq().find((s) => s.title === 'Documentos para sinistro')!.text);
    const region = await screen.findByRole('region', { name: 'Notificações' });
    expect(await within(region).findByText(/O envio de arquivos não está disponível/)).toBeTruthy();
  });

  test('“//” still opens the shortcuts, not the predefined messages', async () => {
    const { composer } = await openComposer([shortcutsPlugin]);
    await type(composer, '//');
    await screen.findByRole('listbox', { name: 'Atalhos de resposta' });
    expect(noList()).toBeNull();
    // Back to one '/': the predefined messages, not the shortcuts.
    await type(composer, '/');
    await suggestionList();
    expect(screen.queryByRole('listbox', { name: 'Atalhos de resposta' })).toBeNull();
  });
});

describe('predefined message helpers', () => {
  const items: PredefinedMessage[] = [
    { key: '0', title: 'Apólice', message: 'Sua apólice foi emitida.' },
    { key: '1', title: 'Boleto', message: 'O boleto vence em 3 dias ÚTEIS.' },
  ];

  test('filterSuggestions matches title or message, folding case and accents; blank keeps all', () => {
    expect(filterSuggestions(items, 'APOLICE').map((s) => s.key)).toEqual(['0']);
    expect(filterSuggestions(items, 'uteis').map((s) => s.key)).toEqual(['1']);
    expect(filterSuggestions(items, '  ').map((s) => s.key)).toEqual(['0', '1']);
    expect(filterSuggestions(items, 'vistoria')).toEqual([]);
  });

  test('truncate keeps 244 and 245 characters, cuts 246 to 245 with an ellipsis', () => {
    expect(truncate('a'.repeat(244))).toBe('a'.repeat(244));
    expect(truncate('b'.repeat(245))).toBe('b'.repeat(245));
    expect(truncate('c'.repeat(246))).toBe(`${'c'.repeat(245)}…`);
    // Trailing space before the cut goes; a two-unit character is never split.
    expect(truncate(`${'d'.repeat(243)}  e`)).toBe(`${'d'.repeat(243)}…`);
    expect(truncate(`${'f'.repeat(244)}😀g`)).toBe(`${'f'.repeat(244)}…`);
    expect(truncate('abcdef', 3)).toBe('abc…');
  });

  test('fileHref follows http(s) and same-origin links only', () => {
    expect(fileHref('https://files.example.com/a.pdf')).toBe('https://files.example.com/a.pdf');
    expect(fileHref('/api/messages/a.pdf')).toMatch(/^https?:\/\/[^/]+\/api\/messages\/a\.pdf$/);
    expect(fileHref('javascript:alert(1)')).toBeUndefined();
    expect(fileHref('data:text/html,<script>1</script>')).toBeUndefined();
    expect(fileHref('  ')).toBeUndefined();
  });

  test('fileNameOf names a file after its link, decoded', () => {
    expect(fileNameOf('https://x.example/files/condi%C3%A7%C3%B5es.pdf?v=2')).toBe('condições.pdf');
    expect(fileNameOf('https://x.example/')).toBe('arquivo');
  });

  test('typeByExtension types a file the server did not', () => {
    expect(typeByExtension('apolice.PDF')).toBe('application/pdf');
    expect(typeByExtension('foto.jpeg')).toBe('image/jpeg');
    expect(typeByExtension('sem-extensao')).toBeUndefined();
    expect(typeByExtension('x.constructor')).toBeUndefined();
  });

  test('inertBlob keeps viewable types and makes HTML or SVG a download', () => {
    const pdf = new Blob(['%PDF'], { type: 'application/pdf' });
    expect(inertBlob(pdf)).toBe(pdf);
    expect(inertBlob(new Blob(['<script>'], { type: 'text/html' })).type).toBe('application/octet-stream');
    expect(inertBlob(new Blob(['<svg/>'], { type: 'image/svg+xml' })).type).toBe('application/octet-stream');
  });
});

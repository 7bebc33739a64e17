import { type AnyPlugin, definePlugin, type ServiceId, setPreference } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { conversationPlugin } from '../conversation';
import { attachmentsPlugin } from '.';

const harness = useHarness({ connectHub: true, paused: true });
const plugins: AnyPlugin[] = [conversationPlugin, attachmentsPlugin];
const UPLOAD = /\/channel\/upload\/file\/[^/]+\/\d+\/$/;

const png = (name = 'boletim.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });
const pdf = (name = 'apolice.pdf') => new File(['%PDF-1.7 apólice'], name, { type: 'application/pdf' });
/** Over the demo server's 2 MB but under the channel's 16 MB: the server refuses it ('File too large'). */
const bigVideo = () => new File([new Uint8Array(3 * 1024 * 1024)], 'sinistro.mp4', { type: 'video/mp4' });

afterEach(() => {
  rs.restoreAllMocks();
});

async function openChat() {
  const id = await harness.newConversation({ channel: 'whatsapp' });
  const rendered = harness.renderWorkspace(plugins);
  await harness.open(id);
  const name = store.conversations[id]!.consumer.name;
  const composer = (await screen.findByRole('textbox', { name: `Mensagem para ${name}` })) as HTMLTextAreaElement;
  return { id, rendered, composer };
}

const dialog = () => screen.findByRole('dialog', { name: 'Enviar arquivos' });
const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const fileList = (d: HTMLElement) => within(d).getByRole('list', { name: 'Arquivos a enviar' });
const entries = (d: HTMLElement) => within(fileList(d)).getAllByRole('listitem');
const entryOf = (d: HTMLElement, name: string) => entries(d).find((li) => within(li).queryByRole('button', { name }))!;
const messageBox = (d: HTMLElement) => within(d).getByRole('textbox', { name: 'Mensagem' }) as HTMLTextAreaElement;
/** The thread's messages as the server holds them, newest last: text and file names. */
const sentToServer = (id: string, count: number) =>
  harness.demo.model.state.conversations[id]!.messages.slice(-count).map((m) => [m.text, m.files.map((f) => f.file_name)]);

/** Chooses files in the system's file chooser (its hidden input, as the browser fills it). */
async function choose(input: HTMLInputElement, files: File[]) {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  await act(async () => {
    fireEvent.change(input);
  });
}

describe('attach: the button beside the reply box', () => {
  test("'Anexar arquivo' opens the system file chooser for several files of the channel's types, then the dialog with them", async () => {
    await openChat();
    const button = screen.getByRole('button', { name: 'Anexar arquivo' });
    // The chooser is the hidden file input beside the button.
    const input = button.parentElement!.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('.jpg,.jpeg,.png,.pdf,.docx,.xlsx,.ogg,.mp3,.mp4');
    const opened = rs.spyOn(input, 'click').mockImplementation(() => undefined);
    await press(button);
    expect(opened).toHaveBeenCalledTimes(1);

    await choose(input, [png(), pdf()]);
    const d = await dialog();
    expect(entries(d).map((li) => within(li).getAllByRole('button')[0]!.textContent)).toEqual(['boletim.png', 'apolice.pdf']);
    // The channel's types are told in the dialog.
    expect(d.textContent).toContain('Imagens: JPG, JPEG, PNG, menores que 5 MB');
    expect(d.textContent).toContain('Documentos: PDF, DOCX, XLSX, menores que 10 MB');
    // The message box has the keyboard.
    await waitUntil(() => document.activeElement === messageBox(d), { what: 'focus on the message' });
  });
});

describe("attach: the 'attachments.open' command (files dropped on the conversation or pasted)", () => {
  test('refuses what the channel does not take, with the reason, and keeps the rest', async () => {
    const { id, rendered } = await openChat();
    const tooBig = new File([new Uint8Array(5 * 1024 * 1024)], 'foto-grande.jpg', { type: 'image/jpeg' });
    const gif = new File([new Uint8Array(10)], 'animacao.gif', { type: 'image/gif' });
    const empty = new File([], 'vazio.pdf', { type: 'application/pdf' });
    await act(() => rendered.runtime.runCommand('attachments.open', { conversationId: id, files: [tooBig, png(), gif, empty] }));
    const d = await dialog();
    const refused = within(d).getByRole('alert', { name: 'Arquivos não adicionados' });
    expect(within(refused).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'foto-grande.jpg: Adicione arquivos menores que 5 MB',
      'animacao.gif: Extensão de arquivo não suportada neste canal',
      'vazio.pdf: Arquivo inválido',
    ]);
    expect(entries(d)).toHaveLength(1);
    expect(within(entries(d)[0]!).getByRole('button', { name: 'boletim.png' })).toBeTruthy();
  });

  test('says so in English too', async () => {
    const { id, rendered } = await openChat();
    act(() => setPreference('language', 'en'));
    const tooBig = new File([new Uint8Array(10 * 1024 * 1024)], 'laudo.pdf', { type: 'application/pdf' });
    await act(() => rendered.runtime.runCommand('attachments.open', { conversationId: id, files: [tooBig, new File(['x'], 'nota.txt', { type: 'text/plain' })] }));
    const d = await screen.findByRole('dialog', { name: 'Send files' });
    expect(within(d).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'laudo.pdf: Add files smaller than 10 MB',
      'nota.txt: File extension not supported in this channel',
      'Images: JPG, JPEG, PNG, smaller than 5 MB',
      'Documents: PDF, DOCX, XLSX, smaller than 10 MB',
      'Audio: OGG, MP3, smaller than 16 MB',
      'Videos: MP4, smaller than 16 MB',
    ]);
    expect(within(d).getByText('No files to send: add some files.')).toBeTruthy();
    expect(within(d).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
  });

  test('a finished conversation does not open it', async () => {
    const closed = Object.values(store.conversations).find((c) => c.status === 'closed')!;
    const rendered = harness.renderWorkspace(plugins);
    await act(() => rendered.runtime.runCommand('attachments.open', { conversationId: closed.conversationId, files: [png()] }));
    expect(rendered.runtime.service('attachments.ui')!.state.conversationId).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Enviar arquivos' })).toBeNull();
  });

  test('closes by itself, saying why, when the conversation is closed meanwhile', async () => {
    const { id, rendered } = await openChat();
    await act(async () => rendered.runtime.service('attachments.ui')!.open(id, { files: [png()], text: 'Segue a foto.' }));
    await dialog();
    await act(async () => {
      store.conversations[id]!.status = 'closed';
    });
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Enviar arquivos' }) === null, { what: 'the dialog to close' });
    expect(within(await screen.findByRole('region', { name: 'Notificações' })).getByText('A conversa foi encerrada: os arquivos não foram enviados.')).toBeTruthy();
    expect(await harness.demo.control.uploads()).toEqual([]);
  });

  test('the service opens it with a file and a message (a predefined message with a file)', async () => {
    const { id, rendered } = await openChat();
    await act(async () => rendered.runtime.service('attachments.ui')!.open(id, { files: [pdf('condicoes-gerais.pdf')], text: 'Seguem as condições gerais.' }));
    const d = await dialog();
    expect(messageBox(d).value).toBe('Seguem as condições gerais.');
    expect(within(fileList(d)).getByRole('button', { name: 'condicoes-gerais.pdf' })).toBeTruthy();
    // Without the emoji plugin, no emoji button.
    expect(within(d).queryByRole('button', { name: 'Inserir emoji' })).toBeNull();
    // A document shows its kind, name and size in the preview.
    expect(within(d).getByRole('figure', { name: 'Pré-visualização' }).textContent).toMatch(/condicoes-gerais\.pdf · \d+ B/);
  });
});

describe('attach: the dialog', () => {
  test('previews pictures from object URLs, freed when it closes; thumbnails and previous/next choose the one shown; a file can be removed or added', async () => {
    const created: string[] = [];
    const revoked: string[] = [];
    rs.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      created.push(`blob:preview-${created.length + 1}`);
      return created.at(-1)!;
    });
    rs.spyOn(URL, 'revokeObjectURL').mockImplementation((url: string) => void revoked.push(url));
    const { id, rendered, composer } = await openChat();
    await act(async () => rendered.runtime.service('attachments.ui')!.open(id, { files: [png('frente.png'), pdf(), png('verso.png')] }));
    const d = await dialog();
    const preview = () => within(d).getByRole('figure', { name: 'Pré-visualização' });
    await waitUntil(() => preview().querySelector('img') !== null, { what: 'the picture preview' });
    expect(within(preview()).getByRole('img', { name: 'frente.png' }).getAttribute('src')).toMatch(/^blob:preview-/);
    expect(within(d).getByText('1 de 3')).toBeTruthy();
    expect(within(fileList(d)).getByRole('button', { name: 'frente.png' }).getAttribute('aria-pressed')).toBe('true');

    await press(within(d).getByRole('button', { name: 'Próximo arquivo' }));
    expect(preview().textContent).toContain('apolice.pdf');
    expect(within(d).getByText('2 de 3')).toBeTruthy();
    await press(within(fileList(d)).getByRole('button', { name: 'verso.png' }));
    expect(within(preview()).getByRole('img', { name: 'verso.png' })).toBeTruthy();
    expect(within(d).getByRole('button', { name: 'Próximo arquivo' }).hasAttribute('disabled')).toBe(true);
    await press(within(d).getByRole('button', { name: 'Arquivo anterior' }));
    expect(preview().textContent).toContain('apolice.pdf');

    // Removing the one shown shows the next in its place; its picture URL, if any, is freed.
    await press(within(d).getByRole('button', { name: 'Remover frente.png' }));
    expect(entries(d)).toHaveLength(2);
    await waitUntil(() => revoked.length === 1, { what: 'the removed picture freed' });

    // More files: the dialog's own chooser.
    const input = d.querySelector<HTMLInputElement>('input[type=file]')!;
    await choose(input, [pdf('laudo.pdf')]);
    expect(entries(d)).toHaveLength(3);
    expect(preview().textContent).toContain('laudo.pdf');

    // A file pasted into the message joins them; pasted text stays text.
    await act(async () => {
      fireEvent.paste(messageBox(d), { clipboardData: { files: [png('colado.png')], getData: () => '' } });
    });
    expect(entries(d)).toHaveLength(4);
    expect(messageBox(d).value).toBe('');

    await press(within(d).getByRole('button', { name: 'Cancelar' }));
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Enviar arquivos' }) === null, { what: 'the dialog to close' });
    expect(revoked.sort()).toEqual([...new Set(created)].sort());
    await waitUntil(() => document.activeElement === composer, { what: 'the keyboard back in the reply box' });
    // Nothing was sent.
    expect(await harness.demo.control.uploads()).toEqual([]);
  });

  test('each file goes with its own message, in order, the text with the first; each shows its state; then the dialog closes and the keyboard is back in the reply box', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let uploads = 0;
    harness.demo.server.use(
      http.post(UPLOAD, async () => {
        // The second upload waits: the first file shows sent, the second sending, the third not yet.
        if (++uploads === 2) await held;
        return undefined;
      }),
    );
    const { id, rendered, composer } = await openChat();
    await act(async () => rendered.runtime.service('attachments.ui')!.open(id, { files: [png(), pdf(), pdf('laudo.pdf')] }));
    const d = await dialog();
    expect(entryOf(d, 'boletim.png').textContent).toContain('Pronto para enviar');
    fireEvent.change(messageBox(d), { target: { value: 'Seguem os documentos do sinistro.' } });
    await press(within(d).getByRole('button', { name: 'Enviar' }));

    await waitUntil(() => /Enviado$/.test(entryOf(d, 'boletim.png').textContent ?? ''), { timeout: 3_000, what: 'the first file sent' });
    expect(entryOf(d, 'apolice.pdf').textContent).toContain('Enviando…');
    expect(entryOf(d, 'laudo.pdf').textContent).toContain('Pronto para enviar');
    // Nothing can change while it sends.
    expect(within(d).getByRole('button', { name: 'Enviar' }).hasAttribute('disabled')).toBe(true);
    expect(within(d).getByRole('button', { name: 'Remover laudo.pdf' }).hasAttribute('disabled')).toBe(true);

    release();
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Enviar arquivos' }) === null, { timeout: 3_000, what: 'the dialog to close' });
    expect(sentToServer(id, 3)).toEqual([
      ['Seguem os documentos do sinistro.', ['boletim.png']],
      ['', ['apolice.pdf']],
      ['', ['laudo.pdf']],
    ]);
    expect((await harness.demo.control.uploads()).map((u) => [u.name, u.type])).toEqual([
      ['boletim.png', 'image/png'],
      ['apolice.pdf', 'application/pdf'],
      ['laudo.pdf', 'application/pdf'],
    ]);
    await waitUntil(() => document.activeElement === composer, { what: 'the keyboard back in the reply box' });
  });

  test('an upload the server refuses keeps that file with the reason and the text not yet sent; the files sent leave', async () => {
    const { id, rendered } = await openChat();
    await act(async () => rendered.runtime.service('attachments.ui')!.open(id, { files: [bigVideo(), png()], text: 'Vídeo e foto do local.' }));
    const d = await dialog();
    await press(within(d).getByRole('button', { name: 'Enviar' }));
    await waitUntil(() => within(d).queryByText('1 arquivo não foi enviado. Tente de novo ou remova-os.') !== null, { timeout: 5_000, what: 'the failure' });

    // The photo went, with the text the video could not take; the video stays with the server's reason.
    expect(sentToServer(id, 1)).toEqual([['Vídeo e foto do local.', ['boletim.png']]]);
    expect(entries(d)).toHaveLength(1);
    expect(entryOf(d, 'sinistro.mp4').textContent).toContain('O arquivo é maior do que o servidor aceita');
    expect(messageBox(d).value).toBe('');
  });

  test('when nothing goes (the service is down), every file and the text stay, each saying it could not be sent; a retry sends them', async () => {
    const down = { on: true };
    harness.demo.server.use(http.post(UPLOAD, () => (down.on ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : undefined)));
    const { id, rendered } = await openChat();
    await act(async () => rendered.runtime.service('attachments.ui')!.open(id, { files: [png(), pdf()], text: 'Seguem os arquivos.' }));
    const d = await dialog();
    await press(within(d).getByRole('button', { name: 'Enviar' }));
    await waitUntil(() => within(d).queryByText('2 arquivos não foram enviados. Tente de novo ou remova-os.') !== null, { timeout: 5_000, what: 'the failure' });
    expect(entries(d).map((li) => li.textContent)).toEqual([
      expect.stringContaining('Não foi possível enviar o arquivo'),
      expect.stringContaining('Não foi possível enviar o arquivo'),
    ]);
    expect(messageBox(d).value).toBe('Seguem os arquivos.');
    expect(await harness.demo.control.uploads()).toEqual([]);

    down.on = false;
    await press(within(d).getByRole('button', { name: 'Enviar' }));
    await waitUntil(() => screen.queryByRole('dialog', { name: 'Enviar arquivos' }) === null, { timeout: 3_000, what: 'the dialog to close' });
    expect(sentToServer(id, 2)).toEqual([
      ['Seguem os arquivos.', ['boletim.png']],
      ['', ['apolice.pdf']],
    ]);
  });

  test('the emoji button shows only when the emoji picker runs; a pick goes in at the caret', async () => {
    const emoji = definePlugin({
      id: 'emoji',
      title: { id: 'attachments.title' },
      description: { id: 'attachments.description' },
      provides: 'emoji.picker' as ServiceId,
      activate: () => ({
        service: {
          Picker: ({ onPick }: { onPick(emoji: string): void }) => (
            <button type="button" onClick={() => onPick('👍')}>
              👍
            </button>
          ),
        } as never,
      }),
    });
    const id = await harness.newConversation({ channel: 'whatsapp' });
    const rendered = harness.renderWorkspace([...plugins, emoji]);
    await harness.open(id);
    await act(async () => rendered.runtime.service('attachments.ui')!.open(id, { files: [png()], text: 'Obrigado!' }));
    const d = await dialog();
    const box = messageBox(d);
    box.setSelectionRange(0, 0);
    await press(within(d).getByRole('button', { name: 'Inserir emoji' }));
    await press(within(await screen.findByRole('dialog', { name: 'Emojis' })).getByRole('button', { name: '👍' }));
    expect(messageBox(d).value).toBe('👍Obrigado!');
  });
});

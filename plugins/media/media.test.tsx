import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { afterEach, beforeEach, describe, expect, rs, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { mediaPlugin } from '.';

const harness = useHarness({ paused: true });
const plugins = [conversationPlugin, mediaPlugin];

/** What the page saved through <a download>: the name and the object URL's bytes. */
let saved: { name: string; href: string }[] = [];
beforeEach(() => {
  saved = [];
  rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => {
  rs.restoreAllMocks();
});

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
/** A key pressed where the keyboard is (react-aria presses on key up). */
const key = async (name: string, target: Element = document.activeElement!) => {
  await act(async () => {
    fireEvent.keyDown(target, { key: name });
    fireEvent.keyUp(target, { key: name });
  });
};

/** A chat whose consumer sent these files, open in the workspace. */
async function openWithFiles(...kinds: ('image' | 'pdf' | 'audio')[]) {
  const id = await harness.newConversation({ channel: 'whatsapp' });
  for (const kind of kinds) await act(() => harness.demo.control.consumerSendsFile(id, kind));
  harness.renderWorkspace(plugins);
  await harness.open(id);
  const log = await screen.findByRole('log');
  const files = store.threads[id]!.messages.flatMap((m) => m.files.map((f) => ({ ...f, messageId: m._id })));
  return { id, log, files };
}

const player = () => document.querySelector<HTMLAudioElement>('audio[data-media-player]')!;
/** What the browser reports while it plays the file. */
async function playerReports(at: number, duration: number, event = 'timeupdate') {
  const audio = player();
  Object.defineProperty(audio, 'duration', { configurable: true, get: () => duration });
  Object.defineProperty(audio, 'currentTime', { configurable: true, get: () => at, set: (v: number) => void (at = v) });
  await act(async () => {
    audio.dispatchEvent(new Event(event));
  });
}

describe('images in messages', () => {
  test('show as a thumbnail of a fixed size, loaded lazily, that opens the gallery', async () => {
    const { log, files } = await openWithFiles('image');
    const thumb = await within(log).findByRole('button', { name: `Abrir imagem ${files[0]!.file_name}` });
    const img = thumb.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(files[0]!.thumb_url);
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['200', '150', 'lazy']);
    await press(thumb);
    const gallery = await screen.findByRole('dialog', { name: 'Galeria de imagens' });
    expect(within(gallery).getByRole('img', { name: files[0]!.file_name }).getAttribute('src')).toBe(files[0]!.file_url);
  });

  test('an image whose URL is not safe shows by name, with no link or picture', async () => {
    const { id, log } = await openWithFiles();
    await act(async () => {
      store.threads[id]!.messages.push({
        _id: 'm-js',
        by: 'consumer',
        text: 'olha',
        sentTime: new Date(harness.demo.model.now()).toISOString(),
        files: [{ file_url: 'javascript:alert(1)', thumb_url: 'javascript:alert(2)', file_name: 'foto.png', mime_type: 'image/png' }],
        favorite: false,
        private: false,
        unread: false,
        status: {},
      });
    });
    const message = await within(log).findByText('foto.png');
    expect(message.closest('li')!.querySelector('img, a')).toBeNull();
    expect(within(log).queryByRole('button', { name: 'Abrir imagem foto.png' })).toBeNull();
  });
});

describe('the image gallery', () => {
  test('by keyboard: Enter opens it, + and − zoom from 1 to 1.5 by 0.25, R turns it, arrows go round the images, Escape gives the keyboard back', async () => {
    const { log, files } = await openWithFiles('image', 'pdf', 'image');
    const [first, , second] = files;
    const thumb = await within(log).findByRole('button', { name: `Abrir imagem ${first!.file_name}` });
    act(() => thumb.focus());
    await key('Enter', thumb);
    const gallery = await screen.findByRole('dialog', { name: 'Galeria de imagens' });
    const picture = () => within(gallery).getByRole('img', { name: /^IMG-/ });
    const zoom = () => within(gallery).getByRole('status', { name: 'Zoom' }).textContent;
    expect(within(gallery).getByRole('heading').textContent).toBe(`${first!.file_name} · 1 de 2`);
    expect(zoom()).toBe('100%');
    expect(within(gallery).getByRole('button', { name: 'Diminuir zoom' }).hasAttribute('disabled')).toBe(true);

    await key('+');
    expect([zoom(), picture().dataset.zoom]).toEqual(['125%', '1.25']);
    await key('+');
    await key('+');
    expect([zoom(), picture().dataset.zoom]).toEqual(['150%', '1.5']);
    expect(within(gallery).getByRole('button', { name: 'Aumentar zoom' }).hasAttribute('disabled')).toBe(true);
    expect(picture().style.transform).toBe('scale(1.5) rotate(0deg)');
    await key('-');
    expect(zoom()).toBe('125%');

    const turns = [];
    for (let i = 0; i < 4; i++) {
      await key('r');
      turns.push(picture().dataset.rotation);
    }
    expect(turns).toEqual(['90', '180', '270', '0']);
    await key('R');
    expect(picture().style.transform).toBe('scale(1.25) rotate(90deg)');

    // The next image starts upright at its own size; the strip marks the one shown.
    await key('ArrowRight');
    expect(within(gallery).getByRole('heading').textContent).toBe(`${second!.file_name} · 2 de 2`);
    expect(picture().getAttribute('alt')).toBe(second!.file_name);
    expect(picture().style.transform).toBe('scale(1) rotate(0deg)');
    const strip = within(gallery).getByRole('list', { name: 'Imagens da conversa' });
    expect(within(strip).getAllByRole('button').map((b) => b.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(within(gallery).getByText(`2 de 2: ${second!.file_name}`).getAttribute('aria-live')).toBe('polite');
    // Past the last it goes round to the first, and back.
    await key('ArrowRight');
    expect(picture().getAttribute('alt')).toBe(first!.file_name);
    await key('ArrowLeft');
    expect(picture().getAttribute('alt')).toBe(second!.file_name);

    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumb);
  });

  test('the keyboard stays inside: Tab goes round its controls', async () => {
    const { log, files } = await openWithFiles('image', 'image');
    await press(await within(log).findByRole('button', { name: `Abrir imagem ${files[0]!.file_name}` }));
    const gallery = await screen.findByRole('dialog', { name: 'Galeria de imagens' });
    const close = within(gallery).getByRole('button', { name: 'Fechar galeria' });
    act(() => close.focus());
    // react-aria's focus scope keeps Tab inside: from the last control it comes back to the first.
    const last = within(gallery).getAllByRole('button').at(-1)!;
    act(() => last.focus());
    await act(async () => {
      fireEvent.keyDown(last, { key: 'Tab' });
    });
    expect(gallery.contains(document.activeElement)).toBe(true);
  });

  test('a button that reaches its end hands the keyboard to its opposite; the strip and the arrows move the picture', async () => {
    const { log, files } = await openWithFiles('image', 'image', 'image');
    await press(await within(log).findByRole('button', { name: `Abrir imagem ${files[1]!.file_name}` }));
    const gallery = await screen.findByRole('dialog', { name: 'Galeria de imagens' });
    expect(within(gallery).getByRole('heading').textContent).toBe(`${files[1]!.file_name} · 2 de 3`);
    const zoomIn = within(gallery).getByRole('button', { name: 'Aumentar zoom' });
    act(() => zoomIn.focus());
    await key('Enter', zoomIn);
    await key('Enter', zoomIn);
    expect(zoomIn.hasAttribute('disabled')).toBe(true);
    expect(document.activeElement).toBe(within(gallery).getByRole('button', { name: 'Diminuir zoom' }));

    await press(within(gallery).getByRole('button', { name: `Mostrar imagem 3 de 3: ${files[2]!.file_name}` }));
    expect(within(gallery).getByRole('heading').textContent).toBe(`${files[2]!.file_name} · 3 de 3`);
    await press(within(gallery).getByRole('button', { name: 'Próxima imagem' }));
    expect(within(gallery).getByRole('heading').textContent).toBe(`${files[0]!.file_name} · 1 de 3`);
    await press(within(gallery).getByRole('button', { name: 'Imagem anterior' }));
    expect(within(gallery).getByRole('heading').textContent).toBe(`${files[2]!.file_name} · 3 de 3`);
  });

  test('download fetches the picture and saves it under its name', async () => {
    const { log, files } = await openWithFiles('image');
    await press(await within(log).findByRole('button', { name: `Abrir imagem ${files[0]!.file_name}` }));
    const gallery = await screen.findByRole('dialog', { name: 'Galeria de imagens' });
    await press(within(gallery).getByRole('button', { name: `Baixar ${files[0]!.file_name}` }));
    await waitUntil(() => saved.length === 1, { what: 'the picture to be saved' });
    expect(saved[0]!.name).toBe(files[0]!.file_name);
    expect(saved[0]!.href).toMatch(/^blob:/);
  });
});

describe('documents in messages', () => {
  test('show an icon, the name, the size in MB with 3 decimals, and download under their name', async () => {
    const { log, files } = await openWithFiles('pdf');
    const pdf = files[0]!;
    const download = await within(log).findByRole('button', { name: `Baixar ${pdf.file_name}` });
    const card = download.parentElement!;
    expect(within(card).getByText(pdf.file_name)).toBeTruthy();
    const bytes = (await (await fetch(pdf.file_url)).arrayBuffer()).byteLength;
    await within(card).findByText(`${(bytes / 1_000_000).toFixed(3).replace('.', ',')} MB`);
    await press(download);
    await waitUntil(() => saved.length === 1, { what: 'the file to be saved' });
    expect(saved[0]!.name).toBe(pdf.file_name);
  });

  test('the demo answers HEAD on its files with their type and length', async () => {
    const { files } = await openWithFiles('pdf');
    const response = await fetch(files[0]!.file_url, { method: 'HEAD' });
    const bytes = (await (await fetch(files[0]!.file_url)).arrayBuffer()).byteLength;
    expect([response.status, response.headers.get('content-type'), response.headers.get('content-length')]).toEqual([200, 'application/pdf', String(bytes)]);
    expect((await fetch(files[0]!.file_url.replace(/[^/]+$/, 'nope'), { method: 'HEAD' })).status).toBe(404);
  });

  test('a file the server does not size shows no size; a failed download says so', async () => {
    const { id, log } = await openWithFiles();
    const url = 'http://tessera.test/api/messages/demo-files/missing';
    await act(async () => {
      store.threads[id]!.messages.push({
        _id: 'm-doc',
        by: 'consumer',
        text: 'segue',
        sentTime: new Date(harness.demo.model.now()).toISOString(),
        files: [{ file_url: url, file_name: 'laudo.docx', mime_type: 'application/msword' }],
        favorite: false,
        private: false,
        unread: false,
        status: {},
      });
    });
    const download = await within(log).findByRole('button', { name: 'Baixar laudo.docx' });
    await harness.flushRequests();
    expect(download.parentElement!.textContent).not.toMatch(/MB/);
    const warn = rs.spyOn(console, 'warn').mockImplementation(() => undefined);
    await press(download);
    const region = await screen.findByRole('region', { name: 'Notificações' });
    await within(region).findByText('Não foi possível baixar laudo.docx. Tente novamente.');
    expect(saved).toEqual([]);
    warn.mockRestore();
  });
});

describe('audio in messages and the floating player', () => {
  test('play opens the box with the time; the slider seeks by keyboard; "Ir para a mensagem" reveals it; close stops it', async () => {
    const { id, log, files } = await openWithFiles('audio');
    const note = files[0]!;
    const play = await within(log).findByRole('button', { name: `Reproduzir ${note.file_name}` });
    const started = rs.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    await press(play);
    expect(started).toHaveBeenCalledTimes(1);
    expect(player().getAttribute('src')).toBe(note.file_url);
    const box = await screen.findByRole('region', { name: `Tocando: ${note.file_name}` });
    await playerReports(1, 2);
    expect(within(box).getByRole('timer', { name: 'Tempo do áudio' }).textContent).toBe('00:01 / 00:02');
    expect(within(log).getByText('00:01 / 00:02')).toBeTruthy();
    expect(within(log).getByRole('button', { name: `Pausar ${note.file_name}` })).toBeTruthy();

    // The slider is a range input: the keyboard moves it a second at a time, and the audio with it.
    const slider = within(box).getByRole('slider', { name: `Posição de ${note.file_name}` });
    expect(slider.getAttribute('aria-valuetext')).toBe('00:01 de 00:02');
    await act(async () => {
      fireEvent.keyDown(slider, { key: 'ArrowRight' });
      fireEvent.keyUp(slider, { key: 'ArrowRight' });
    });
    expect(player().currentTime).toBe(2);

    // Elsewhere in the workspace, the box brings the message back.
    await harness.open(null);
    await press(within(box).getByRole('button', { name: 'Ir para a mensagem' }));
    expect(store.selectedConversationId).toBe(id);
    const row = (await screen.findByRole('log')).querySelector(`[data-message-id="${note.messageId}"]`);
    await waitUntil(() => row?.getAttribute('aria-current') === 'true' || screen.getByRole('log').querySelector(`[data-message-id="${note.messageId}"]`)?.getAttribute('aria-current') === 'true', { what: 'the message to be revealed' });

    const paused = rs.spyOn(HTMLMediaElement.prototype, 'pause');
    await press(within(box).getByRole('button', { name: 'Fechar reprodutor de áudio' }));
    expect(screen.queryByRole('region', { name: /^(Tocando|Em pausa):/ })).toBeNull();
    expect(paused).toHaveBeenCalled();
    expect(player().hasAttribute('src')).toBe(false);
  });

  test('one audio plays at a time: playing another takes the player over', async () => {
    const { log, files } = await openWithFiles('audio', 'audio');
    const [a, b] = files;
    rs.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    await press(await within(log).findByRole('button', { name: `Reproduzir ${a!.file_name}` }));
    expect(within(log).getByRole('button', { name: `Pausar ${a!.file_name}` })).toBeTruthy();
    await press(within(log).getByRole('button', { name: `Reproduzir ${b!.file_name}` }));
    expect(player().getAttribute('src')).toBe(b!.file_url);
    expect(within(log).getByRole('button', { name: `Reproduzir ${a!.file_name}` })).toBeTruthy();
    expect(within(log).getByRole('button', { name: `Pausar ${b!.file_name}` })).toBeTruthy();
    expect(await screen.findByRole('region', { name: `Tocando: ${b!.file_name}` })).toBeTruthy();
    // Pause from the message: the box stays, says so, ready to play on.
    await act(async () => {
      player().dispatchEvent(new Event('pause'));
    });
    expect(within(screen.getByRole('region', { name: `Em pausa: ${b!.file_name}` })).getByRole('button', { name: `Reproduzir ${b!.file_name}` })).toBeTruthy();
  });
});

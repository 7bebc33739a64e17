import { readFileSync } from 'node:fs';
import { useHarness, waitUntil } from '@tessera/core/testing';
import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { conversationPlugin } from '../conversation';
import { conversationListPlugin } from '../conversation-list';
import { voiceNotesPlugin } from '.';
import { MAX_RECORDING_MS } from './recording';

const harness = useHarness({ paused: true });
const plugins = [conversationListPlugin, conversationPlugin, voiceNotesPlugin];

/** What Chromium's MediaRecorder wrote from its fake microphone: WebM/Opus, 2.5 s. */
const recorded = new Uint8Array(readFileSync('plugins/voice-notes/fixtures/timeslice.webm'));

/** A microphone track that says when it is stopped. */
class FakeTrack {
  stopped = false;
  stop() {
    this.stopped = true;
  }
}

/**
 * A browser that records WebM/Opus only, as Chromium does: the recorder hands over the fixture's
 * bytes, in two chunks, when stopped.
 */
class FakeRecorder extends EventTarget {
  static isTypeSupported: (type: string) => boolean = (type) => type === 'audio/webm;codecs=opus';
  static made: FakeRecorder[] = [];
  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  constructor(
    readonly stream: unknown,
    options: { mimeType: string },
  ) {
    super();
    this.mimeType = options.mimeType;
    FakeRecorder.made.push(this);
  }
  start() {
    this.state = 'recording';
  }
  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    const half = 3000;
    for (const part of [recorded.slice(0, half), recorded.slice(half)]) {
      this.dispatchEvent(Object.assign(new Event('dataavailable'), { data: new Blob([part], { type: this.mimeType }) }));
    }
    this.dispatchEvent(new Event('stop'));
  }
}

let tracks: FakeTrack[] = [];
let getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>;
const saved = { recorder: globalThis.MediaRecorder, mediaDevices: Object.getOwnPropertyDescriptor(navigator, 'mediaDevices') };

beforeEach(() => {
  tracks = [];
  FakeRecorder.made = [];
  getUserMedia = async () => {
    const track = new FakeTrack();
    tracks.push(track);
    return { getTracks: () => [track] };
  };
  (globalThis as { MediaRecorder?: unknown }).MediaRecorder = FakeRecorder;
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: (c: MediaStreamConstraints) => getUserMedia(c) } });
});

afterEach(() => {
  (globalThis as { MediaRecorder?: unknown }).MediaRecorder = saved.recorder;
  if (saved.mediaDevices) Object.defineProperty(navigator, 'mediaDevices', saved.mediaDevices);
  else delete (navigator as { mediaDevices?: unknown }).mediaDevices;
});

const press = async (element: Element) => {
  await act(async () => {
    fireEvent.click(element);
  });
};

async function openChat() {
  const id = await harness.newConversation({ channel: 'whatsapp' });
  harness.renderWorkspace(plugins);
  await harness.open(id);
  return { id, record: await screen.findByRole('button', { name: 'Gravar áudio' }) };
}

const notifications = () => screen.findByRole('region', { name: 'Notificações' });

describe('voice notes', () => {
  test('a refused microphone says so, and nothing records', async () => {
    getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    const { record } = await openChat();
    await press(record);
    const region = await notifications();
    await waitUntil(() => within(region).queryByText(/^Microfone não permitido\./) !== null, { what: 'the microphone refusal' });
    expect(screen.queryByRole('group', { name: 'Gravação de áudio' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Gravar áudio' })).toBeTruthy();
    expect(FakeRecorder.made).toHaveLength(0);
  });

  test('no microphone at all is told apart from a refusal', async () => {
    getUserMedia = () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError'));
    const { record } = await openChat();
    await press(record);
    const region = await notifications();
    await waitUntil(() => within(region).queryByText(/^Nenhum microfone encontrado\./) !== null, { what: 'the missing microphone' });
  });

  test('recording shows the time with Cancel and Send; Send uploads an Ogg/Opus file and the thread shows it', async () => {
    const { id, record } = await openChat();
    // The live region is there, empty, before the recording starts: what it then says is read out.
    const status = screen.getByRole('status', { hidden: true });
    expect(status.textContent).toBe('');
    await press(record);
    const group = await screen.findByRole('group', { name: 'Gravação de áudio' });
    expect(within(group).getByRole('timer').textContent).toBe('00:00');
    expect(within(group).getByText(/^Gravando/)).toBeTruthy();
    expect(status.isConnected).toBe(true);
    expect(status.textContent).toBe('Gravação iniciada. Enviar áudio ou Cancelar gravação (Esc).');
    const send = within(group).getByRole('button', { name: 'Enviar áudio' });
    await waitUntil(() => document.activeElement === send, { what: 'the keyboard on Send' });
    expect(FakeRecorder.made[0]!.mimeType).toBe('audio/webm;codecs=opus');

    await press(send);
    await waitUntil(() => screen.queryByRole('group', { name: 'Gravação de áudio' }) === null, { what: 'the recording to end' });
    expect(tracks.every((t) => t.stopped)).toBe(true);
    await waitUntil(() => harness.demo.model.agentUploads().length > 0, { what: 'the upload', timeout: 5_000 });
    const uploads = harness.demo.model.agentUploads();
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ type: 'audio/ogg; codecs=opus', magic: 'OggS' });
    expect(uploads[0]!.name).toMatch(/^audio-\d+\.ogg$/);
    // The file reached the thread as the agent's message.
    const thread = screen.getAllByRole('log').find((log) => log.querySelector('[data-message-id]'))!;
    await within(thread).findByText(new RegExp(uploads[0]!.name.replace('.', '\\.')));
    const held = harness.demo.model.state.conversations[id]!.messages.at(-1)!;
    expect(held.files[0]!.mime_type).toBe('audio/ogg; codecs=opus');
    expect(held.text).toBe('');
    // Sent: the status says so, not that it is still on its way.
    await waitUntil(() => screen.getByRole('status', { hidden: true }).textContent === 'Áudio enviado.', { what: 'the sent announcement' });
  });

  test('Escape cancels: the microphone stops, nothing is sent, the keyboard is back on the record button', async () => {
    const { record } = await openChat();
    await press(record);
    const group = await screen.findByRole('group', { name: 'Gravação de áudio' });
    await act(async () => {
      fireEvent.keyDown(within(group).getByRole('button', { name: 'Enviar áudio' }), { key: 'Escape' });
    });
    const again = await screen.findByRole('button', { name: 'Gravar áudio' });
    await waitUntil(() => document.activeElement === again, { what: 'the keyboard on the record button' });
    expect(tracks.every((t) => t.stopped)).toBe(true);
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Gravação cancelada.');
    await harness.flushRequests();
    expect(harness.demo.model.agentUploads()).toHaveLength(0);
  });

  test('Cancel by its button, and leaving the conversation while recording, both stop the microphone', async () => {
    const { record } = await openChat();
    await press(record);
    await press(within(await screen.findByRole('group', { name: 'Gravação de áudio' })).getByRole('button', { name: 'Cancelar gravação' }));
    expect(tracks[0]!.stopped).toBe(true);

    await press(await screen.findByRole('button', { name: 'Gravar áudio' }));
    await screen.findByRole('group', { name: 'Gravação de áudio' });
    expect(tracks[1]!.stopped).toBe(false);
    await act(async () => harness.open(null));
    await waitUntil(() => tracks[1]!.stopped, { what: 'the microphone to stop' });
    expect(harness.demo.model.agentUploads()).toHaveLength(0);
  });

  test('at the five-minute limit the microphone stops; what was recorded can still be sent', async () => {
    // The limit's timer is taken aside and fired by the test (five real minutes are not waited).
    const realSetTimeout = globalThis.setTimeout;
    let fireLimit: (() => void) | undefined;
    globalThis.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms === MAX_RECORDING_MS) {
        fireLimit = handler;
        return realSetTimeout(() => undefined, 0);
      }
      return realSetTimeout(handler, ms, ...rest);
    }) as typeof setTimeout;
    try {
      const { record } = await openChat();
      await press(record);
      const group = await screen.findByRole('group', { name: 'Gravação de áudio' });
      expect(fireLimit).toBeDefined();
      await act(async () => fireLimit!());
      expect(FakeRecorder.made[0]!.state).toBe('inactive');
      expect(tracks[0]!.stopped).toBe(true);
      expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Limite de 5 minutos atingido: a gravação parou. Envie ou cancele o áudio.');
      expect(within(group).getByText(/^Gravado/)).toBeTruthy();
      await press(within(group).getByRole('button', { name: 'Enviar áudio' }));
      await waitUntil(() => harness.demo.model.agentUploads().length === 1, { what: 'the upload', timeout: 5_000 });
      expect(harness.demo.model.agentUploads()[0]).toMatchObject({ type: 'audio/ogg; codecs=opus', magic: 'OggS' });
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
  });

  test('a browser that cannot record Opus is not offered the action', async () => {
    FakeRecorder.isTypeSupported = () => false;
    try {
      const id = await harness.newConversation({ channel: 'whatsapp' });
      harness.renderWorkspace(plugins);
      await harness.open(id);
      await screen.findByRole('textbox', { name: /^Mensagem para/ });
      expect(screen.queryByRole('button', { name: 'Gravar áudio' })).toBeNull();
    } finally {
      FakeRecorder.isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
    }
  });
});

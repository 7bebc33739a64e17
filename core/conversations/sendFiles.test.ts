import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { setLogSink } from '../logger';
import { startWorkspace } from '../runtime/workspace';
import { store } from '../state/store';
import { memoryRecordStore } from '../storage/recordStore';
import { type Harness, startHarness, waitUntil } from '../testing/harness';
import { setOutboxRecords } from './outbox';
import { sendMessage } from './service';

/** sendMessage takes { text, files }: files are uploaded, then each goes out with a message (the first with the text). */

let harness: Harness;
let stopWorkspace: () => void;
const warnings: string[] = [];

beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
  setOutboxRecords(memoryRecordStore());
  setLogSink({ warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m), info: () => undefined });
  stopWorkspace = startWorkspace();
  await waitUntil(() => store.connection.status === 'connected', { timeout: 5_000, what: 'the hub to connect' });
});
afterEach(async () => {
  stopWorkspace();
  await harness.stop();
  setOutboxRecords(undefined);
  setLogSink(undefined);
  warnings.length = 0;
});

const photo = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'boletim.png', { type: 'image/png' });
const policy = () => new File(['%PDF-1.7 apólice'], 'apolice.pdf', { type: 'application/pdf' });

describe('a reply with files', () => {
  test('each file goes out with its own message, the text with the first; the server serves them back', async () => {
    const id = await harness.newConversation({ channel: 'whatsapp' });
    await harness.open(id);
    await sendMessage(id, { text: 'Seguem os documentos.', files: [photo(), policy()] });

    const sent = harness.demo.model.state.conversations[id]!.messages.slice(-2);
    expect(sent.map((m) => [m.text, m.files.map((f) => [f.file_name, f.mime_type])])).toEqual([
      ['Seguem os documentos.', [['boletim.png', 'image/png']]],
      ['', [['apolice.pdf', 'application/pdf']]],
    ]);
    // The thread holds the server's copies, each once, with their files.
    const held = store.threads[id]!.messages.filter((m) => m.files.length);
    expect(held.map((m) => m.files[0]!.file_name)).toEqual(['boletim.png', 'apolice.pdf']);
    expect(held.every((m) => m.status.sent && !m.status.sending)).toBe(true);
    const served = await fetch(held[0]!.files[0]!.file_url);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
  });

  test('an upload the server refuses sends nothing and says why', async () => {
    const id = await harness.newConversation({ channel: 'whatsapp' });
    await harness.open(id);
    const before = harness.demo.model.state.conversations[id]!.messages.length;
    const tooBig = new File([new Uint8Array(3 * 1024 * 1024)], 'video.mp4', { type: 'video/mp4' });
    await expect(sendMessage(id, { text: 'Segue o vídeo.', files: [tooBig] })).rejects.toThrow('File too large');
    expect(harness.demo.model.state.conversations[id]!.messages).toHaveLength(before);
    expect(store.threads[id]!.messages.some((m) => m.text === 'Segue o vídeo.')).toBe(false);
  });
});

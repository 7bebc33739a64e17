import { describe, expect, it } from '@rstest/core';
import { AGENT_ID, SUPERVISOR_ID } from './accounts';
import { magicOf, samplePdf, samplePng, sampleWav } from './sampleFiles';
import { refusal, testModel } from './testModel';

const url = (fileId: string) => `https://demo.test/demo-files/${fileId}`;

describe('the demo’s media: consumer files, other authors, long threads, uploads', () => {
  it('makes real files: a PNG with a valid signature and size, a PDF with its trailer, a WAV of two seconds', () => {
    const png = samplePng(3);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(png.buffer, png.byteOffset);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([96, 64]);
    const pdf = new TextDecoder().decode(samplePdf('Apolice 0001'));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at each object exactly.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
    const wav = sampleWav(1);
    expect(magicOf(wav)).toBe('RIFF');
    expect(wav.length).toBe(44 + 16_000);
  });

  it('a consumer file arrives as an unread message with the file served by the demo; images carry a thumbnail', () => {
    const { model, events } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    events.length = 0;
    const photo = model.consumerSendsFile(id, 'image', url);
    expect(photo).toMatchObject({ by: 'consumer', unread: true, files: [{ mime_type: 'image/png', file_name: expect.stringMatching(/\.png$/) }] });
    expect(photo.files[0]!.thumb_url).toBe(photo.files[0]!.file_url);
    const pdf = model.consumerSendsFile(id, 'pdf', url);
    expect(pdf.files[0]).toMatchObject({ mime_type: 'application/pdf' });
    expect(pdf.files[0]!.thumb_url).toBeUndefined();
    expect(model.consumerSendsFile(id, 'audio', url).files[0]).toMatchObject({ mime_type: 'audio/wav' });
    expect(events.map((e) => e.event)).toEqual(['newMessageTelegram', 'newMessageTelegram', 'newMessageTelegram']);
    // Consumers' files are not the agent's uploads.
    expect(model.agentUploads()).toEqual([]);
    expect(refusal(() => model.consumerSendsFile(id, 'video' as never, url)).value).toBe('kind must be image, pdf or audio');
  });

  it('other authors: each with the hub event the spec names; a manager note is private', () => {
    const { model, events } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    events.length = 0;
    expect(model.authorSends(id, { by: 'manager', text: 'Confirme o CPF antes de seguir.', private: true })).toMatchObject({ by: 'manager', private: true, userId: SUPERVISOR_ID });
    expect(model.authorSends(id, { by: 'bot', text: 'Posso ajudar com mais alguma coisa?' })).toMatchObject({ by: 'bot', userName: 'Assistente Tessera' });
    expect(model.authorSends(id, { by: 'system', text: 'Cliente entrou na fila.' })).toMatchObject({ by: 'system', systemMessage: true });
    expect(model.authorSends(id, { by: 'agent', text: 'Respondido pelo celular.' })).toMatchObject({ by: 'agent', userId: AGENT_ID });
    expect(model.authorSends(id, { by: 'manager', text: 'Bom trabalho.' })).toMatchObject({ by: 'manager', private: false });
    expect(events.map((e) => e.event)).toEqual(['newMessagePrivate', 'newMessageTelegram', 'newMessageTelegram', 'newMessageFromAgent', 'newMessageFromManager']);
    expect(refusal(() => model.authorSends(id, { by: 'consumer' as never, text: 'x' })).key).toBe('by');
    expect(refusal(() => model.authorSends(id, { by: 'bot', text: '  ' })).key).toBe('text');
  });

  it('a long conversation has exactly the messages asked for, linked oldest to newest', () => {
    const { model } = testModel();
    model.login('agente@tessera.demo', 'Tessera#2026');
    const id = model.longConversation(10_000);
    const page1 = model.messagesPage(id, 1);
    expect(page1).toHaveLength(15);
    const all = model.state.conversations[id]!.messages;
    expect(all).toHaveLength(10_000);
    expect(all[0]!.previousId).toBeNull();
    expect(all.every((m, i) => i === 0 || m.previousId === all[i - 1]!._id)).toBe(true);
    expect(refusal(() => model.longConversation(10_001)).key).toBe('messages');
  });

  it('uploads list what the agent uploaded, with the first four bytes', () => {
    const { model } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    const ogg = 'data:audio/ogg;base64,' + btoa('OggS\u0000\u0002rest');
    model.upload(id, AGENT_ID, { file_name: 'nota.ogg', mime_type: 'audio/ogg; codecs=opus', dataUrl: ogg });
    expect(model.agentUploads()).toEqual([{ name: 'nota.ogg', type: 'audio/ogg; codecs=opus', size: 10, magic: 'OggS' }]);
  });

  it('a message is starred by a participant only', () => {
    const { model } = testModel();
    const id = model.newConversation({ channel: 'whatsapp', userId: AGENT_ID });
    const message = model.consumerSends(id, 'Obrigado pela ajuda!');
    model.setFavorite(message._id, AGENT_ID, true);
    expect(model.state.conversations[id]!.messages.at(-1)!.favorite).toBe(true);
    model.setFavorite(message._id, AGENT_ID, false);
    expect(model.state.conversations[id]!.messages.at(-1)!.favorite).toBe(false);
    expect(refusal(() => model.setFavorite(message._id, '1003', true)).status).toBe(404);
    expect(refusal(() => model.setFavorite('nope', AGENT_ID, true)).status).toBe(404);
  });
});

import { afterEach, describe, expect, test } from '@rstest/core';
import { setLogSink } from '../logger';
import { BOUNDS } from './bounds';
import { conversationSchema } from './conversation';
import { messageSchema } from './message';
import { signedInSchema } from './session';

afterEach(() => setLogSink(undefined));

function captureWarnings() {
  const warnings: string[] = [];
  setLogSink({ warn: (m) => void warnings.push(m), error: () => undefined, info: () => undefined });
  return warnings;
}

const conversation = (patch: Record<string, unknown>) => ({
  conversationId: 'c1',
  status: 'active',
  skillId: 'skl-sinistro-auto',
  channel: 'whatsapp',
  consumer: { id: 'cns-1', name: 'Maria Souza' },
  ...patch,
});

const crowd = (n: number) => Array.from({ length: n }, (_, i) => ({ user_id: `u${i}`, user_name: `Participante ${i}` }));

describe('what the boundary accepts', () => {
  test('a conversation with 200,000 users keeps the first ones up to the bound, with a warning, and reads no more of them', () => {
    const warnings = captureWarnings();
    const users = crowd(200_000);
    // An item past the bound that would be refused: it is never even read.
    users[150_000] = { user_id: '', user_name: '' };
    const parsed = conversationSchema.parse(conversation({ users }));
    expect(parsed.users).toHaveLength(BOUNDS.conversationUsers);
    expect(parsed.users[0]).toEqual({ user_id: 'u0', user_name: 'Participante 0', transferred_time: undefined });
    expect(warnings).toEqual([expect.stringContaining('conversation users: 200,000 items, more than the 100 accepted')]);
  });

  test('a malformed user is left out with a diagnostic; the conversation and its other users stay', () => {
    const warnings = captureWarnings();
    const parsed = conversationSchema.parse(conversation({ users: [...crowd(2), { user_id: '', user_name: 'Sem id' }, { user_name: 'Sem id nenhum' }] }));
    expect(parsed.users.map((u) => u.user_id)).toEqual(['u0', 'u1']);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('conversation users: 2 malformed left out');
    expect(warnings[0]).toContain('#2 (user_id: empty id)');
  });

  test('a message with thousands of files keeps the bound; a malformed file is left out, the message stays', () => {
    const warnings = captureWarnings();
    const file = (i: number) => ({ file_url: `https://arquivos.exemplo/${i}.pdf`, file_name: `${i}.pdf` });
    const base = { _id: 'm1', by: 'consumer', text: 'anexos', sentTime: new Date().toISOString() };
    expect(messageSchema.parse({ ...base, files: Array.from({ length: 5_000 }, (_, i) => file(i)) }).files).toHaveLength(BOUNDS.messageFiles);
    const parsed = messageSchema.parse({ ...base, files: [file(1), { file_name: 'sem endereço' }, file(2)] });
    expect(parsed.files.map((f) => f.file_name)).toEqual(['1.pdf', '2.pdf']);
    expect(warnings).toHaveLength(2);
  });

  test('names and texts past their bound are cut, not refused', () => {
    const warnings = captureWarnings();
    const parsed = conversationSchema.parse(conversation({ consumer: { id: 'cns-1', name: 'M'.repeat(50_000) } }));
    expect(parsed.consumer.name).toHaveLength(BOUNDS.name);
    const text = messageSchema.parse({ _id: 'm1', by: 'consumer', text: 'x'.repeat(BOUNDS.messageText + 10), sentTime: new Date().toISOString() }).text;
    expect(text).toHaveLength(BOUNDS.messageText);
    expect(warnings).toHaveLength(2);
  });

  test('side-panel information with 100,000 keys keeps the bound', () => {
    captureWarnings();
    const chatInfo = Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`campo${i}`, i]));
    expect(Object.keys(conversationSchema.parse(conversation({ chatInfo })).chatInfo!)).toHaveLength(BOUNDS.infoKeys);
  });

  test('a sign-in whose features hold one malformed item keeps the others instead of failing', () => {
    const warnings = captureWarnings();
    const parsed = signedInSchema.parse({
      Authorization: 'token',
      user: { id: 1001, name: 'Ana Souza', email: 'agente@tessera.demo' },
      features: [{ name: 'Tab', active: true }, { active: true }, { name: 'Insight', active: true, config: { list: [{ id: 't1', name: 'Placa', regex: '[A-Z]{3}' }, { id: '' }] } }],
    });
    expect(parsed.features.map((f) => f.name)).toEqual(['Tab', 'Insight']);
    expect(parsed.features[1]!.config.list.map((t) => t.name)).toEqual(['Placa']);
    expect(warnings).toHaveLength(2);
  });
});

import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import { http, HttpResponse } from 'msw';
import { ApiError } from '../api/error';
import { endpoints } from '../api/endpoints';
import { setLogSink } from '../logger';
import { startWorkspace } from '../runtime/workspace';
import type { OutgoingMessage } from '../state/conversations';
import { store } from '../state/store';
import { memoryRecordStore } from '../storage/recordStore';
import { type SyncMessage, windowId } from '../sync/channel';
import { apiPattern } from '../testing/demo/handlers/urls';
import { fail } from '../testing/demo/handlers/respond';
import { type Harness, startHarness, waitUntil } from '../testing/harness';
import { outbox, setOutboxRecords } from './outbox';
import { followLeader, OUTBOX_COMMAND, outcomeOf, setSendPolicy } from './sender';
import { loadConversations, retryMessage, sendMessage } from './service';

/**
 * Issue 8 #4: a send that fails while the network is down is retried by itself, in order, with the
 * same client id, and shows "not sent" only once retrying gives up; a refusal shows at once, with
 * the server's message. One window sends a client id: the leader.
 */

let harness: Harness;
let stopWorkspace: (() => void) | undefined;
let warnings: string[];

beforeEach(async () => {
  harness = await startHarness();
  await harness.signIn();
  await harness.demo.control.pause();
  setOutboxRecords(memoryRecordStore());
  warnings = [];
  // Failed sends are expected here: their diagnostics are checked, not printed.
  setLogSink({ warn: (m) => void warnings.push(m), error: (m) => void warnings.push(m), info: () => undefined });
});
afterEach(async () => {
  stopWorkspace?.();
  stopWorkspace = undefined;
  await harness.stop();
  setOutboxRecords(undefined);
  setSendPolicy(undefined);
  setLogSink(undefined);
});

async function leadingWindow(): Promise<void> {
  stopWorkspace = startWorkspace();
  await waitUntil(() => store.connection.status === 'connected', { timeout: 5_000, what: 'the hub to connect' });
}

/**
 * A new conversation, read with the list before the workspace starts: the list the workspace reads
 * as it connects then holds it (a list read before it arrived would take it out, and its thread
 * with it, until the arrival is replayed: a race of the list's, not of sending).
 */
async function openConversation(): Promise<string> {
  const id = await harness.demo.control.newConversation({ channel: 'whatsapp' });
  await loadConversations();
  await waitUntil(() => !!store.conversations[id], { timeout: 3_000, what: 'the arrival' });
  await harness.open(id);
  return id;
}

/** Sends to the server: each attempt's text, and whether the (demo) network let it through. */
function network() {
  const attempts: { text: string; clientId: string; through: boolean }[] = [];
  const state = { down: false, answer: undefined as ((attempt: { clientId: string }) => Response | undefined) | undefined };
  harness.demo.server.use(
    http.post(apiPattern(endpoints.sendMessage, 'conversationId'), async ({ request }) => {
      const body = (await request.clone().json()) as { text: string; clientId: string };
      const attempt = { text: body.text, clientId: body.clientId, through: true };
      attempts.push(attempt);
      const answer = state.down ? HttpResponse.error() : state.answer?.(attempt);
      attempt.through = !answer;
      return answer;
    }),
  );
  return { attempts, state };
}

const mine = (id: string, text: string) => (store.threads[id]?.messages ?? []).filter((m) => m.text === text) as OutgoingMessage[];
const shown = (id: string, text: string): string => {
  const [m, ...more] = mine(id, text);
  if (!m || more.length) return `${1 + more.length} copies`;
  if (m.status.error) return m.outgoing?.reason ? `not sent: ${m.outgoing.reason}` : 'not sent';
  if (m.status.sending) return m.outgoing?.waiting ? 'waiting for connection' : 'sending';
  return m.status.sent ? 'sent' : 'other';
};
const held = (id: string) => harness.demo.model.messagesPage(id, 1).filter((m) => m.by === 'agent');

describe('failed sends retry by themselves', () => {
  test('replies that fail while the network is down wait for the connection, then go out by themselves on reconnect, in order, once each', async () => {
    // No timer retries within the test: the reconnect alone must send them.
    setSendPolicy({ backoffMs: [60_000] });
    const id = await openConversation();
    await leadingWindow();
    const net = network();
    net.state.down = true;
    const replies = ['Um momento, por favor.', 'Estou consultando a sua apólice.', 'Encontrei o seu sinistro.'];
    const clientIds: string[] = [];
    for (const text of replies) {
      void sendMessage(id, { text: text });
      clientIds.push(mine(id, text)[0]!.clientId!);
    }
    await waitUntil(() => replies.every((text) => shown(id, text) === 'waiting for connection'), { timeout: 2_000, what: 'the replies to wait' });
    // Only the first went out: the others wait behind it, never overtaking it.
    expect(net.attempts.map((a) => a.text)).toEqual([replies[0]]);

    // The network comes back; the hub drops and reconnects.
    net.state.down = false;
    await harness.demo.control.dropConnection();
    await waitUntil(() => held(id).length === 3 && replies.every((text) => shown(id, text) === 'sent'), { timeout: 5_000, what: 'the replies to go out' });
    expect(held(id).map((m) => [m.text, m.clientId])).toEqual(replies.map((text, i) => [text, clientIds[i]]));
    expect(net.attempts.filter((a) => a.through).map((a) => a.text)).toEqual(replies);
    expect(await outbox().load()).toEqual([]);
  });

  test('with no reconnect to hear, a failing send is tried again after a wait, and the browser coming online tries it at once', async () => {
    setSendPolicy({ backoffMs: [20] });
    const id = await openConversation();
    await leadingWindow();
    const net = network();
    net.state.answer = () => fail(503, 'service', 'Service Unavailable');
    void sendMessage(id, { text: 'Já retorno com a resposta.' });
    await waitUntil(() => net.attempts.length >= 3, { timeout: 2_000, what: 'retries after a wait' });
    expect(shown(id, 'Já retorno com a resposta.')).toBe('waiting for connection');

    setSendPolicy({ backoffMs: [60_000] });
    await waitUntil(() => net.attempts.length >= 4, { timeout: 2_000, what: 'the retry under the longer wait' });
    net.state.answer = undefined;
    dispatchEvent(new Event('online'));
    await waitUntil(() => shown(id, 'Já retorno com a resposta.') === 'sent', { timeout: 2_000, what: 'the send once online' });
    expect(held(id).map((m) => m.text)).toEqual(['Já retorno com a resposta.']);
  });

  test('a later reply never overtakes an earlier one that is being retried', async () => {
    setSendPolicy({ backoffMs: [30] });
    const id = await openConversation();
    await leadingWindow();
    const net = network();
    let failures = 2;
    net.state.answer = () => (failures-- > 0 ? fail(502, 'gateway', 'Bad Gateway') : undefined);
    void sendMessage(id, { text: 'Primeiro: recebi os documentos.' });
    const second = sendMessage(id, { text: 'Segundo: vou encaminhar à vistoria.' });
    await second;
    expect(held(id).map((m) => m.text)).toEqual(['Primeiro: recebi os documentos.', 'Segundo: vou encaminhar à vistoria.']);
    expect(net.attempts.map((a) => [a.text.slice(0, 8), a.through])).toEqual([
      ['Primeiro', false],
      ['Primeiro', false],
      ['Primeiro', true],
      ['Segundo:', true],
    ]);
  });

  test('a refusal (4xx) shows not sent at once with the server’s message, and is not retried', async () => {
    setSendPolicy({ backoffMs: [10] });
    const id = await openConversation();
    await leadingWindow();
    const net = network();
    net.state.answer = () => fail(422, 'text', 'Mensagem excede o limite do canal');
    await sendMessage(id, { text: 'Uma resposta que o canal não aceita.' });
    expect(shown(id, 'Uma resposta que o canal não aceita.')).toBe('not sent: Mensagem excede o limite do canal');
    expect(net.attempts).toHaveLength(1);
    expect(warnings.some((w) => w.includes('Mensagem excede o limite do canal'))).toBe(true);
  });

  test('retrying gives up after a bounded time and shows not sent; the agent’s resend then sends it once', async () => {
    setSendPolicy({ backoffMs: [10], giveUpAfterMs: 80, minAttempts: 3 });
    const id = await openConversation();
    await leadingWindow();
    const net = network();
    net.state.down = true;
    await Promise.all([sendMessage(id, { text: 'Primeira sem rede.' }), sendMessage(id, { text: 'Segunda sem rede.' })]);
    expect([shown(id, 'Primeira sem rede.'), shown(id, 'Segunda sem rede.')]).toEqual(['not sent', 'not sent']);
    expect(net.attempts.length).toBeGreaterThanOrEqual(3);
    expect(net.attempts.every((a) => a.text === 'Primeira sem rede.')).toBe(true);

    net.state.down = false;
    const clientId = mine(id, 'Primeira sem rede.')[0]!.clientId!;
    await retryMessage(id, clientId);
    expect(shown(id, 'Primeira sem rede.')).toBe('sent');
    expect(held(id).map((m) => [m.text, m.clientId])).toEqual([['Primeira sem rede.', clientId]]);
    expect(shown(id, 'Segunda sem rede.')).toBe('not sent');
  });

  test('a send whose answer was lost is not sent again once the resync shows the server has it', async () => {
    setSendPolicy({ backoffMs: [60_000] });
    const id = await openConversation();
    await leadingWindow();
    const net = network();
    // The server stores the reply, but its answer never arrives.
    net.state.answer = ({ clientId }) => {
      harness.demo.host.mutate((m) => m.agentSends(id, 'Resposta cuja confirmação se perdeu.', { userId: store.session!.user.id, clientId }));
      return HttpResponse.error();
    };
    void sendMessage(id, { text: 'Resposta cuja confirmação se perdeu.' });
    await waitUntil(() => shown(id, 'Resposta cuja confirmação se perdeu.') === 'waiting for connection', { timeout: 2_000, what: 'the reply to wait' });
    net.state.answer = undefined;
    await harness.demo.control.dropConnection();
    await waitUntil(() => shown(id, 'Resposta cuja confirmação se perdeu.') === 'sent' && !store.connection.reloading, { timeout: 5_000, what: 'the resync' });
    expect(await outbox().load()).toEqual([]);
    expect(net.attempts).toHaveLength(1);
    expect(held(id).map((m) => m.text)).toEqual(['Resposta cuja confirmação se perdeu.']);
  });

  test('what counts as passing: no answer, timeouts, 5xx, 408 and 429 retry; another 4xx is final; 401 ends the session', () => {
    const kind = (status: number | undefined) => outcomeOf(new ApiError('x', status)).kind;
    expect([undefined, 500, 502, 503, 504, 408, 429].map(kind)).toEqual(Array(7).fill('retry'));
    expect([400, 403, 404, 409, 413, 422].map(kind)).toEqual(Array(6).fill('refused'));
    expect(kind(401)).toBe('ended');
  });
});

describe('one window sends', () => {
  test('a window that does not lead hands its reply to the leader and does not send it itself', async () => {
    const id = await openConversation();
    const net = network();
    const leader = new BroadcastChannel('tessera');
    const handed: SyncMessage[] = [];
    leader.onmessage = (event: MessageEvent<SyncMessage>) => {
      if (event.data.kind === 'command') handed.push(event.data);
    };
    const stopFollowing = followLeader();
    try {
      await sendMessage(id, { text: 'Enviada de uma janela destacada.' });
      await waitUntil(() => handed.length === 1, { timeout: 2_000, what: 'the hand-over' });
    } finally {
      stopFollowing();
      leader.close();
    }
    expect(handed[0]).toMatchObject({ name: OUTBOX_COMMAND, args: { conversationId: id, text: 'Enviada de uma janela destacada.' } });
    expect(shown(id, 'Enviada de uma janela destacada.')).toBe('sending');
    expect(net.attempts).toEqual([]);
    // Written to the outbox first: a leader starting now would find it there.
    expect((await outbox().load()).map((e) => e.text)).toEqual(['Enviada de uma janela destacada.']);
  });

  test('the leader sends what another window hands over, once, even when it is handed over twice', async () => {
    const id = await openConversation();
    await leadingWindow();
    const net = network();
    const other = new BroadcastChannel('tessera');
    const entry = {
      clientId: 'popout-reply-1',
      conversationId: id,
      text: 'Resposta da janela destacada.',
      sentTime: new Date().toISOString(),
      userId: store.session!.user.id,
      seq: Date.now(),
    };
    const handOver = (args: typeof entry) => other.postMessage({ kind: 'command', name: OUTBOX_COMMAND, args, from: `other-${windowId}` } satisfies SyncMessage);
    handOver(entry);
    handOver(entry);
    await waitUntil(() => held(id).length === 1, { timeout: 3_000, what: 'the reply on the server' });
    // Once more, late; then a newer reply of the same window: it goes out after anything queued before it.
    handOver(entry);
    handOver({ ...entry, clientId: 'popout-reply-2', text: 'Mais uma da janela destacada.', seq: entry.seq + 1 });
    await waitUntil(() => held(id).length === 2, { timeout: 3_000, what: 'the newer reply on the server' });
    other.close();
    expect(net.attempts.map((a) => a.clientId)).toEqual(['popout-reply-1', 'popout-reply-2']);
    expect(held(id).map((m) => m.clientId)).toEqual(['popout-reply-1', 'popout-reply-2']);
  });
});

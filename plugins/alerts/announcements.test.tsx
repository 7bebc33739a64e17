import { conversationSchema, conversationSelected } from '@tessera/core';
import { store, useHarness, waitUntil } from '@tessera/core/testing';
import { afterEach, describe, expect, rs, test } from '@rstest/core';
import { act, screen } from '@testing-library/react';
import { alertsPlugin } from '.';
import { ActivityWatch, summarize } from './activity';
import Announcer from './Announcer';
import { COALESCE_MS, createAnnouncer, MIN_GAP_MS } from './announcer';

const conversation = (id: string, change: Record<string, unknown> = {}) =>
  conversationSchema.parse({ conversationId: id, status: 'active', skillId: 'skl-auto', channel: 'whatsapp', consumer: { id: `p-${id}`, name: `Cliente ${id}` }, ...change });

describe('what is news', () => {
  test('the first look only learns; then new conversations, messages elsewhere, overdue SLAs and the consumer closing the open one', () => {
    const watch = new ActivityWatch();
    const a = conversation('a');
    const b = conversation('b');
    const due = new Date(10_000).toISOString();
    const c = conversation('c', { statusTriggers: { overdue: due }, unreadCount: 2 });
    expect(watch.observe({ a, b }, 'a', 0)).toEqual([]);

    // c arrives with two messages: one new conversation, not its messages as well.
    expect(watch.observe({ a, b, c }, 'a', 0)).toEqual([{ kind: 'conversation', id: 'c', name: 'Cliente c' }]);
    // Messages in the open conversation are the thread's to tell; elsewhere they are news.
    const a2 = { ...a, unreadCount: 3 };
    const b2 = { ...b, unreadCount: 2 };
    expect(watch.observe({ a: a2, b: b2, c }, 'a', 0)).toEqual([{ kind: 'messages', id: 'b', name: 'Cliente b', count: 2 }]);
    // Reading (the count going down) is not news.
    expect(watch.observe({ a: a2, b: { ...b2, unreadCount: 0 }, c }, 'a', 0)).toEqual([]);

    // The SLA turns overdue once, at the tick after its deadline.
    expect(watch.tick(10_000)).toEqual([]);
    expect(watch.tick(10_001)).toEqual([{ kind: 'overdue', id: 'c', name: 'Cliente c' }]);
    expect(watch.tick(12_000)).toEqual([]);

    // The consumer closes the open conversation; the agent closing another is not news here.
    const aClosed = { ...a2, status: 'closed' as const, closedBy: 'client' as const };
    const bClosed = { ...b2, unreadCount: 0, status: 'closed' as const, closedBy: 'client' as const };
    expect(watch.observe({ a: aClosed, b: bClosed, c }, 'a', 0)).toEqual([{ kind: 'closedByConsumer', id: 'a', name: 'Cliente a' }]);
    const agentClosed = conversation('d');
    watch.observe({ a: aClosed, b: bClosed, c, d: agentClosed }, 'd', 0);
    expect(watch.observe({ a: aClosed, b: bClosed, c, d: { ...agentClosed, status: 'closed', closedBy: 'agent' } }, 'd', 0)).toEqual([]);
  });

  test('a burst is told in a few sentences, with names only when there is one', () => {
    expect(
      summarize([
        { kind: 'messages', id: 'a', name: 'Ana', count: 1 },
        { kind: 'messages', id: 'b', name: 'Bia', count: 1 },
        { kind: 'messages', id: 'a', name: 'Ana', count: 1 },
      ]),
    ).toEqual([{ id: 'alerts.say.messagesIn', values: { count: 3, conversations: 2 } }]);
    expect(summarize([{ kind: 'messages', id: 'a', name: 'Ana', count: 2 }, { kind: 'conversation', id: 'c', name: 'Caio' }])).toEqual([
      { id: 'alerts.say.conversation', values: { name: 'Caio' } },
      { id: 'alerts.say.messagesFrom', values: { count: 2, name: 'Ana' } },
    ]);
    expect(summarize([{ kind: 'overdue', id: 'a', name: 'Ana' }, { kind: 'overdue', id: 'b', name: 'Bia' }, { kind: 'conversation', id: 'c', name: 'C' }, { kind: 'conversation', id: 'd', name: 'D' }])).toEqual([
      { id: 'alerts.say.conversations', values: { count: 2 } },
      { id: 'alerts.say.overdueMany', values: { count: 2 } },
    ]);
  });
});

describe('the announcer', () => {
  afterEach(() => {
    rs.useRealTimers();
  });

  test('waits for the burst to end, then says it once; the next waits its turn', () => {
    rs.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const announcer = createAnnouncer();
    announcer.add([{ kind: 'messages', id: 'a', name: 'Ana', count: 1 }]);
    rs.advanceTimersByTime(COALESCE_MS - 1);
    announcer.add([{ kind: 'messages', id: 'b', name: 'Bia', count: 2 }]);
    expect(announcer.live.said).toBe(0);
    rs.advanceTimersByTime(1);
    expect(announcer.live).toEqual({ said: 1, sentences: [{ id: 'alerts.say.messagesIn', values: { count: 3, conversations: 2 } }] });

    announcer.add([{ kind: 'conversation', id: 'c', name: 'Caio' }]);
    rs.advanceTimersByTime(MIN_GAP_MS - 1);
    expect(announcer.live.said).toBe(1);
    rs.advanceTimersByTime(1);
    expect(announcer.live.sentences).toEqual([{ id: 'alerts.say.conversation', values: { name: 'Caio' } }]);
    announcer.dispose();
  });
});

describe('the live region', () => {
  const harness = useHarness({ paused: true, connectHub: true });

  test('tells of messages in other conversations and of the consumer closing the open one, in Portuguese', async () => {
    harness.render(<Announcer />, [alertsPlugin]);
    const region = await screen.findByRole('status', { name: 'Novidades do atendimento' });
    const [first, second] = await harness.demo.control.bringConversations(2);
    await waitUntil(() => region.textContent?.trim() === '2 novas conversas.', { timeout: 5_000, what: 'the two arrivals, told together' });

    await act(async () => harness.open(first!));
    await harness.demo.control.consumerSends(second!, 'Alguém aí?');
    await harness.demo.control.consumerSends(second!, 'Preciso do boleto.');
    const name = store.conversations[second!]!.consumer.name;
    await waitUntil(() => region.textContent?.trim() === `2 novas mensagens de ${name}.`, { timeout: 8_000, what: 'the messages elsewhere' });

    await harness.demo.control.closeByClient(first!);
    const opened = store.conversations[first!]!.consumer.name;
    await waitUntil(() => region.textContent?.trim() === `${opened} encerrou a conversa.`, { timeout: 8_000, what: 'the consumer closing the open one' });
    act(() => conversationSelected(null));
  }, 30_000);
});

describe('the notification history', () => {
  const harness = useHarness({ paused: true });

  test('lists the notices of the session, newest first, and counts those not looked at until it is opened', async () => {
    const { notify } = await import('@tessera/core');
    const { default: NoticeHistory } = await import('./NoticeHistory');
    harness.render(<NoticeHistory />, [alertsPlugin]);
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeTruthy();
    act(() => {
      notify.toast({ tone: 'error', text: { id: 'alerts.history.empty' } });
      notify.snackbar({ tone: 'success', text: 'Copiado' });
    });
    const button = await screen.findByRole('button', { name: 'Notificações, 2 novas' });
    act(() => button.click());
    const dialog = await screen.findByRole('dialog', { name: 'Notificações desta sessão' });
    const items = Array.from(dialog.querySelectorAll('li')).map((li) => li.textContent);
    expect(items).toEqual([expect.stringMatching(/^Sucesso · .+Copiado$/), expect.stringMatching(/^Erro · .+Nenhuma notificação nesta sessão\.$/)]);
    await screen.findByRole('button', { name: 'Notificações' });
  });
});

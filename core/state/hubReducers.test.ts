import { afterEach, beforeEach, describe, expect, test } from '@rstest/core';
import mitt from 'mitt';
import type { Bus, BusEvents } from '../bus';
import type { HubEventName, HubExtensionName } from '../hub/events';
import { setLogSink } from '../logger';
import { clearNotices, toastQueue } from '../notify/notifier';
import { type Conversation, type Message, messageSchema } from '../schemas';
import { testConversation } from '../testing/conversationFixture';
import { conversationSelected, conversationsLoaded, draftChanged, messagePageLoaded, outgoingQueued, outgoingSettled } from './conversations';
import { applyHubEvents } from './hubReducers';
import { resetStore, type Session, store } from './store';

/**
 * What each of the 17 hub events of spec 000 §7 does to the list (spec 000 §4), one test per
 * event, each also delivering its event twice: a duplicate (after a reconnect) changes nothing more.
 */

const NOW = Date.parse('2026-11-21T10:30:00.000Z');
const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;

function conversation(id: string, extra: Record<string, unknown> = {}): Conversation {
  return testConversation(id, { assignedTime: at(5), ...extra });
}

function message(id: string, minute: number, by: Message['by'], extra: Record<string, unknown> = {}): Message {
  return messageSchema.parse({ _id: id, by, text: `texto ${id}`, sentTime: at(minute), ...extra });
}

function session(tab: { active: boolean; required: boolean }): Session {
  return {
    authorization: 'token',
    user: { id: '1001', name: 'Ana Souza', email: 'agente@tessera.demo' } as Session['user'],
    role: 'agent',
    availabilities: [
      { id: 'avl-online', name: 'Online', default: true, children: [] },
      { id: 'avl-pausa', name: 'Ausente', default: false, children: [{ id: 'avl-almoco', name: 'Almoço', default: false, children: [] }] },
    ],
    features: [{ name: 'Tab', active: tab.active, required: tab.required, config: { list: [] } }],
    permissionsExtra: {},
    profiles: [],
    roles: [],
  };
}

let bus: Bus;
let missing: string[];
let stop: () => void;

function emit<K extends HubEventName | HubExtensionName>(name: K, payload: BusEvents[`hub:${K}`], times = 1) {
  for (let i = 0; i < times; i++) bus.emit(`hub:${name}` as never, payload as never);
}

const toastIds = () => toastQueue.visibleToasts.map((t) => (typeof t.content.text === 'object' ? t.content.text.id : t.content.text));

beforeEach(() => {
  resetStore();
  clearNotices();
  store.session = session({ active: true, required: true });
  conversationsLoaded([
    conversation('c1'),
    conversation('c2', { status: 'inactive', statusTriggers: { inactive: at(8) } }),
    conversation('c3', { status: 'pos-chat', end: at(9), closedBy: 'client' }),
  ]);
  bus = mitt() as unknown as Bus;
  missing = [];
  stop = applyHubEvents(bus, () => NOW, (id) => missing.push(id));
});
afterEach(() => {
  stop();
  clearNotices();
});

describe('the 17 hub events', () => {
  test('newMessageQueue: the conversation joins the list once', () => {
    const c = conversation('c9', { lastMessage: { sentTime: at(20), by: 'consumer', text: 'Bom dia' } });
    emit('newMessageQueue', { conversation: c }, 2);
    expect(Object.keys(store.conversations).sort()).toEqual(['c1', 'c2', 'c3', 'c9']);
    expect(store.conversations.c9!.consumer.name).toBe('Cliente c9');
  });

  test('newMessageTelegram: a client message makes the conversation active, unread and last, once', () => {
    emit('newMessageTelegram', { conversationId: 'c2', message: message('m1', 20, 'consumer') }, 2);
    const c = store.conversations.c2!;
    expect(c.status).toBe('active');
    expect(c.statusTriggers.inactive).toBeUndefined();
    expect(c.unreadCount).toBe(1);
    expect(c.lastMessage).toMatchObject({ sentTime: at(20), by: 'consumer', text: 'texto m1' });
    expect(store.threads.c2!.messages.map((m) => m._id)).toEqual(['m1']);
    // A finished conversation stays finished; one the list does not know yet is fetched.
    emit('newMessageTelegram', { conversationId: 'c3', message: message('m2', 21, 'consumer') });
    expect(store.conversations.c3!.status).toBe('pos-chat');
    emit('newMessageTelegram', { conversationId: 'c-new', message: message('m3', 22, 'consumer') });
    expect(missing).toEqual(['c-new']);
  });

  test('newMessageTelegram: two different messages in the same millisecond both count', () => {
    emit('newMessageTelegram', { conversationId: 'c1', message: message('m1', 20, 'consumer', { text: 'Oi' }) });
    emit('newMessageTelegram', { conversationId: 'c1', message: message('m2', 20, 'consumer', { text: 'Tudo bem?' }) });
    emit('newMessageTelegram', { conversationId: 'c1', message: message('m2', 20, 'consumer', { text: 'Tudo bem?' }) });
    expect(store.conversations.c1!.unreadCount).toBe(2);
    expect(store.conversations.c1!.lastMessage?.text).toBe('Tudo bem?');
  });

  test('newMessageTelegram in the open conversation: nothing unread', () => {
    conversationSelected('c1');
    emit('newMessageTelegram', { conversationId: 'c1', message: message('m1', 20, 'consumer') });
    expect(store.conversations.c1!.unreadCount).toBe(0);
  });

  test('newMessagePrivate: a private note is in the thread but neither activates nor moves the SLA', () => {
    const before = store.conversations.c2!.statusTriggers.overdue;
    emit('newMessagePrivate', { conversationId: 'c2', message: message('p1', 20, 'agent', { private: true }) }, 2);
    const c = store.conversations.c2!;
    expect(c.status).toBe('inactive');
    expect(c.unreadCount).toBe(0);
    expect(c.statusTriggers.overdue).toBe(before);
    expect(store.threads.c2!.messages.map((m) => m._id)).toEqual(['p1']);
  });

  test('newMessageFromManager: the supervisor answers; the SLA deadline moves to slaLate after it', () => {
    emit('newMessageFromManager', { conversationId: 'c1', message: message('g1', 20, 'manager') }, 2);
    const c = store.conversations.c1!;
    expect(c.statusTriggers.overdue).toBe(new Date(Date.parse(at(20)) + 300_000).toISOString());
    expect(c.lastMessage?.by).toBe('manager');
    expect(c.unreadCount).toBe(0);
    expect(store.threads.c1!.messages).toHaveLength(1);
  });

  test('newMessageFromAgent: our reply (from another device) moves the deadline; an older one changes nothing', () => {
    emit('newMessageFromAgent', { conversationId: 'c1', message: message('a1', 20, 'agent') });
    expect(store.conversations.c1!.statusTriggers.overdue).toBe(new Date(Date.parse(at(20)) + 300_000).toISOString());
    emit('newMessageFromAgent', { conversationId: 'c1', message: message('a0', 15, 'agent') });
    expect(store.conversations.c1!.lastMessage?.sentTime).toBe(at(20));
    expect(store.threads.c1!.messages.map((m) => m._id)).toEqual(['a0', 'a1']);
  });

  const closes = [
    ['closeConversationByClient', 'client'],
    ['closeConversationByAgent', 'agent'],
    ['closeConversationByManager', 'manager'],
    ['closeConversationBySystem', 'system'],
  ] as const;
  for (const [event, by] of closes) {
    test(`${event}: closed (or pos-chat with a post-chat), end time, closed by ${by}, pending tab`, () => {
      emit(event, { conversationId: 'c1', end: at(25), hasPosChat: false }, 2);
      expect(store.conversations.c1).toMatchObject({ status: 'closed', end: at(25), closedBy: by, pendingTab: true });
      emit(event, { conversationId: 'c2', end: undefined, hasPosChat: true });
      expect(store.conversations.c2).toMatchObject({ status: 'pos-chat', end: new Date(NOW).toISOString(), closedBy: by, pendingTab: true });
    });
  }

  test('a close with the Tab feature not required, or a tabulated conversation: no pending tab', () => {
    store.session = session({ active: true, required: false });
    emit('closeConversationByAgent', { conversationId: 'c1', end: at(25), hasPosChat: false });
    expect(store.conversations.c1!.pendingTab).toBe(false);
    store.session = session({ active: true, required: true });
    conversationsLoaded([conversation('c4', { conversationTab: { tabId: 't1', tabName: 'Sinistro' } })]);
    emit('closeConversationBySystem', { conversationId: 'c4', end: at(25), hasPosChat: false });
    expect(store.conversations.c4).toMatchObject({ status: 'closed', pendingTab: false });
  });

  const transfers = [
    ['transferConversationByAgent', undefined],
    ['transferConversationByManager', 'conversations.transferredAway.manager'],
    ['transferConversationBySystem', 'conversations.transferredAway.system'],
  ] as const;
  for (const [event, notice] of transfers) {
    test(`${event}: the conversation leaves the list with its thread, draft and selection`, () => {
      conversationSelected('c1');
      messagePageLoaded({ conversationId: 'c1', page: 1, messages: [message('m1', 10, 'consumer')] });
      draftChanged({ conversationId: 'c1', text: 'Vou verificar' });
      emit(event, { conversationId: 'c1' }, 2);
      expect(store.conversations.c1).toBeUndefined();
      expect(store.threads.c1).toBeUndefined();
      expect(store.drafts.c1).toBeUndefined();
      expect(store.selectedConversationId).toBeNull();
      // The agent who had it open is told why it vanished (their own transfer needs no telling).
      expect(toastIds()).toEqual(notice ? [notice] : []);
      // Another conversation leaving, not the open one: no notice.
      clearNotices();
      emit(event, { conversationId: 'c2' });
      expect(store.conversations.c2).toBeUndefined();
      expect(toastIds()).toEqual([]);
    });
  }

  test('inactiveConversationBySystem: inactive from now on; a finished conversation stays finished', () => {
    emit('inactiveConversationBySystem', { conversationId: 'c1', inactivityTime: 90 }, 2);
    expect(store.conversations.c1).toMatchObject({ status: 'inactive', inactivityTime: 90 });
    expect(store.conversations.c1!.statusTriggers.inactive).toBe(new Date(NOW).toISOString());
    emit('inactiveConversationBySystem', { conversationId: 'c3', inactivityTime: null });
    expect(store.conversations.c3!.status).toBe('pos-chat');
  });

  test('managerJoinToConversation: the manager is among the users, once, and the agent is told', () => {
    emit('managerJoinToConversation', { conversationId: 'c1', user: { user_id: '2001', user_name: 'Carlos Mendes' } }, 2);
    expect(store.conversations.c1!.users.map((u) => u.user_name)).toEqual(['Ana Souza', 'Carlos Mendes']);
    expect(toastIds()).toEqual(['conversations.managerJoined']);
  });

  test('endPosChat: pos-chat becomes closed; nothing else is touched', () => {
    emit('endPosChat', { conversationId: 'c3' }, 2);
    expect(store.conversations.c3).toMatchObject({ status: 'closed', end: at(9), closedBy: 'client' });
    emit('endPosChat', { conversationId: 'c1' });
    expect(store.conversations.c1!.status).toBe('active');
  });

  test('changeAvailability: the default flag moves, sub-reasons included', () => {
    emit('changeAvailability', { availability_id: 'avl-almoco' }, 2);
    const flat = store.session!.availabilities.flatMap((a) => [a, ...a.children]);
    expect(flat.filter((a) => a.default).map((a) => a.id)).toEqual(['avl-almoco']);
  });

  test('changeAvailability to an id the session does not know: refused with a diagnostic, the status the agent had is kept', () => {
    emit('changeAvailability', { availability_id: 'avl-almoco' });
    const warnings: string[] = [];
    setLogSink({ warn: (m) => warnings.push(m), error: () => undefined, info: () => undefined });
    try {
      emit('changeAvailability', { availability_id: 'no-such-status' });
    } finally {
      setLogSink(undefined);
    }
    const flat = store.session!.availabilities.flatMap((a) => [a, ...a.children]);
    expect(flat.filter((a) => a.default).map((a) => a.id)).toEqual(['avl-almoco']);
    expect(warnings).toEqual(['[availability] unknown availability "no-such-status" refused; the current status is kept']);
  });

  test('logoutByManager is the session\u2019s: the list is left as it is (core/session/sessionLife.test.ts covers the logout)', () => {
    emit('logoutByManager', { reason: undefined });
    expect(Object.keys(store.conversations)).toHaveLength(3);
    expect(store.connection.logoutByManager).toBe(false);
  });

  test('conversationUpdated (extension): a held conversation takes the new details; an unknown one is not added', () => {
    emit('conversationUpdated', { conversation: conversation('c1', { slaLate: 60 }) });
    expect(store.conversations.c1!.slaLate).toBe(60);
    emit('conversationUpdated', { conversation: conversation('c8') });
    expect(store.conversations.c8).toBeUndefined();
  });

  test('featuresChanged (extension): the session takes the new features, so a later close owes no tabulation', () => {
    emit('featuresChanged', { features: [{ name: 'Tab', active: true, required: false, config: { list: [] } }] }, 2);
    expect(store.session!.features).toEqual([{ name: 'Tab', active: true, required: false, config: { list: [] } }]);
    emit('closeConversationByClient', { conversationId: 'c1', end: at(25), hasPosChat: false });
    expect(store.conversations.c1!.pendingTab).toBe(false);
    // Told again the same (on a reconnection): the session's features are left as they are.
    const held = store.session!.features;
    emit('featuresChanged', { features: [{ name: 'Tab', active: true, required: false, config: { list: [] } }] });
    expect(store.session!.features).toBe(held);
  });
});

describe('our own send, answered without its copy', () => {
  test('a consumer reply after it is not swallowed when this machine’s clock runs ahead of the server’s', () => {
    // Sent at 10:40 by this machine's clock; the server's clock says 10:30 (sendMessage stamps the
    // pending message with the local time, and the server's answer gave no copy to replace it).
    const pending = message('local-cid-1', 40, 'agent', { clientId: 'cid-1', status: { sending: true } });
    outgoingQueued({ conversationId: 'c1', message: pending, at: NOW });
    outgoingSettled({ conversationId: 'c1', clientId: 'cid-1', message: { ...pending, status: { sent: true } } });
    expect(store.conversations.c1!.lastMessage).toMatchObject({ by: 'agent', sentTime: at(40) });

    // The consumer answers a minute later, 10:31 by the server's clock.
    emit('newMessageTelegram', { conversationId: 'c1', message: message('m1', 31, 'consumer', { text: 'Obrigado!' }) }, 2);
    const c = store.conversations.c1!;
    expect(c.lastMessage).toMatchObject({ by: 'consumer', text: 'Obrigado!' });
    expect(c.unreadCount).toBe(1);
  });
});

import type { Conversation, MessageAuthor } from '@tessera/core';
import { describe, expect, test } from '@rstest/core';
import { awaitsReply, countByFilter, countByTab, filterOf, pendingTabulation, toEntry, visibleEntries } from './views';

type Fields = Partial<Pick<Conversation, 'status' | 'unreadCount' | 'pendingTab' | 'end'>> & { by?: MessageAuthor };

let next = 0;
function conversation({ by, ...fields }: Fields = {}) {
  next += 1;
  return toEntry({
    conversationId: `c${next}`,
    status: 'active',
    end: undefined,
    statusTriggers: { overdue: undefined, inactive: undefined },
    assignedTime: undefined,
    consumer: { id: `p${next}`, name: `Cliente ${next}`, displayName: undefined },
    lastMessage: by ? { sentTime: '2026-11-21T10:00:00.000Z', by, text: '…' } : undefined,
    unreadCount: 0,
    pendingTab: false,
    ...fields,
  });
}

describe('the list’s filters', () => {
  test('Attending is active and pre-chat (and phone, queue); Idle is inactive; Closed is closed and pos-chat', () => {
    expect(['active', 'pre-chat', 'telefone', 'queue'].map((status) => filterOf({ status: status as Conversation['status'] }))).toEqual(['attending', 'attending', 'attending', 'attending']);
    expect(filterOf({ status: 'inactive' })).toBe('idle');
    expect(filterOf({ status: 'closed' })).toBe('closed');
    expect(filterOf({ status: 'pos-chat' })).toBe('closed');
  });

  test('counts per filter add up to the tab, and follow the tab', () => {
    const entries = [
      conversation({ status: 'active', by: 'consumer' }),
      conversation({ status: 'active', by: 'agent' }),
      conversation({ status: 'pre-chat' }),
      conversation({ status: 'inactive', by: 'agent' }),
      conversation({ status: 'inactive', by: 'consumer', unreadCount: 1 }),
      conversation({ status: 'closed', by: 'consumer' }),
      conversation({ status: 'pos-chat', by: 'system' }),
    ];
    expect(countByFilter(entries, 'inbox')).toEqual({ attending: 3, idle: 2, closed: 2 });
    expect(countByFilter(entries, 'reply')).toEqual({ attending: 1, idle: 1, closed: 0 });
    expect(countByTab(entries)).toEqual({ inbox: 7, reply: 2 });
  });

  test('no filter shows the whole tab; several filters show their union, in list order', () => {
    const entries = [conversation({ status: 'closed' }), conversation({ status: 'active' }), conversation({ status: 'inactive' })];
    expect(visibleEntries(entries, 'inbox', [])).toEqual(entries);
    expect(visibleEntries(entries, 'inbox', ['closed', 'attending']).map((e) => e.status)).toEqual(['closed', 'active']);
    expect(visibleEntries(entries, 'inbox', ['idle']).map((e) => e.status)).toEqual(['inactive']);
  });
});

describe('the Reply tab: the consumer had the last word and awaits the agent', () => {
  test('the consumer (or client) wrote last', () => {
    expect(awaitsReply({ status: 'active', lastMessage: { sentTime: '', by: 'consumer' }, unreadCount: 0 })).toBe(true);
    expect(awaitsReply({ status: 'active', lastMessage: { sentTime: '', by: 'client' }, unreadCount: 0 })).toBe(true);
  });
  test('unread consumer messages, even under a later system note', () => {
    expect(awaitsReply({ status: 'active', lastMessage: { sentTime: '', by: 'system' }, unreadCount: 2 })).toBe(true);
  });
  test('not once the agent (or a manager) answered, nor with nothing said yet', () => {
    expect(awaitsReply({ status: 'active', lastMessage: { sentTime: '', by: 'agent' }, unreadCount: 0 })).toBe(false);
    expect(awaitsReply({ status: 'active', lastMessage: { sentTime: '', by: 'agent' }, unreadCount: 1 })).toBe(false);
    expect(awaitsReply({ status: 'active', lastMessage: { sentTime: '', by: 'manager' }, unreadCount: 0 })).toBe(false);
    expect(awaitsReply({ status: 'active', lastMessage: undefined, unreadCount: 0 })).toBe(false);
  });
  test('never a finished conversation', () => {
    expect(awaitsReply({ status: 'closed', lastMessage: { sentTime: '', by: 'consumer' }, unreadCount: 3 })).toBe(false);
    expect(awaitsReply({ status: 'pos-chat', lastMessage: { sentTime: '', by: 'consumer' }, unreadCount: 0 })).toBe(false);
  });
});

test('pending tabulation: finished conversations marked pendingTab, and only those', () => {
  const entries = [
    conversation({ status: 'closed', pendingTab: true }),
    conversation({ status: 'closed', pendingTab: false }),
    conversation({ status: 'pos-chat', pendingTab: true }),
    conversation({ status: 'active', pendingTab: true }),
  ];
  expect(pendingTabulation(entries).map((e) => e.conversationId)).toEqual([entries[0]!.conversationId, entries[2]!.conversationId]);
});

describe('the row the agent is answering', () => {
  test('an answered conversation stays in the Reply tab while it is open (it does not jump away), and leaves once another opens', () => {
    const waiting = conversation({ by: 'consumer' });
    const answered = conversation({ by: 'agent' });
    const closed = conversation({ by: 'agent', status: 'closed' });
    const entries = [waiting, answered, closed];
    expect(visibleEntries(entries, 'reply', [], answered.conversationId)).toEqual([waiting, answered]);
    expect(visibleEntries(entries, 'reply', [], waiting.conversationId)).toEqual([waiting]);
    // A finished one does not stay.
    expect(visibleEntries(entries, 'reply', [], closed.conversationId)).toEqual([waiting]);
    // The counts keep the tab's rule.
    expect(countByTab(entries).reply).toBe(1);
  });
});

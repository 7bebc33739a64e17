import { beforeEach, describe, expect, test } from '@rstest/core';
import { testConversation } from '../testing/conversationFixture';
import { conversationClosedByAgent, conversationHandedOver, conversationTabulated, owesTabulation } from './conversationOutcome';
import { conversationSelected, conversationsLoaded, draftChanged } from './conversations';
import { resetStore, type Session, store } from './store';

const tabRequired = (required: boolean) =>
  ({ features: [{ name: 'Tab', active: true, required, config: null }] }) as unknown as Session;

beforeEach(() => {
  resetStore();
  store.session = tabRequired(true);
  conversationsLoaded([testConversation('c1', { start: '2026-11-24T10:00:00.000Z' }), testConversation('c2')]);
});

describe('how a conversation leaves the agent from the workspace', () => {
  test('closed by the agent with its tabulation: status, end, who closed it; nothing owed', () => {
    const tab = { tabId: 't1', tabName: 'Sinistro > Auto > Vidros', date: '2026-11-24T10:10:00.000Z' };
    conversationClosedByAgent({ conversationId: 'c1', status: 'pos-chat', end: '2026-11-24T10:10:00.000Z', assignedTime: '2026-11-24T10:00:00.000Z', closedByName: 'Ana Souza', tab });
    const c = store.conversations.c1!;
    expect(c).toMatchObject({ status: 'pos-chat', end: '2026-11-24T10:10:00.000Z', assignedTime: '2026-11-24T10:00:00.000Z', closedBy: 'agent', pendingTab: false, conversationTab: tab });
    expect(c.chatInfo).toMatchObject({ closedBy: 'Ana Souza', status: 'pos-chat' });
    expect(owesTabulation(c)).toBe(false);
  });

  test('closed without a tabulation while Tab is required: it owes one until tabulated', () => {
    conversationClosedByAgent({ conversationId: 'c1', status: 'closed', end: '2026-11-24T10:10:00.000Z', closedByName: 'Ana Souza' });
    expect(store.conversations.c1!.pendingTab).toBe(true);
    expect(owesTabulation(store.conversations.c1!)).toBe(true);
    conversationTabulated({ conversationId: 'c1', tab: { tabId: 't2', tabName: 'Residencial', date: '2026-11-24T10:12:00.000Z' } });
    expect(store.conversations.c1).toMatchObject({ pendingTab: false, conversationTab: { tabId: 't2' } });
    expect(owesTabulation(store.conversations.c1!)).toBe(false);
  });

  test('an open conversation owes nothing yet', () => {
    expect(owesTabulation(store.conversations.c2!)).toBe(false);
  });

  test('handed over: it leaves the list with its draft, and the open conversation is cleared', () => {
    conversationSelected('c1');
    draftChanged({ conversationId: 'c1', text: 'Um momento, por favor' });
    conversationHandedOver('c1');
    expect(store.conversations.c1).toBeUndefined();
    expect(store.drafts.c1).toBeUndefined();
    expect(store.selectedConversationId).toBeNull();
    expect(store.conversations.c2).toBeDefined();
  });
});

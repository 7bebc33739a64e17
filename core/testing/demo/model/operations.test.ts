import { describe, expect, it } from '@rstest/core';
import { AGENT_ID } from './accounts';
import { PAGE_SIZE } from './paging';
import { testModel } from './testModel';

const longest = (model: ReturnType<typeof testModel>['model']) =>
  Object.values(model.state.conversations).sort((a, b) => b.messages.length - a.messages.length)[0]!;

describe('messagesPage', () => {
  it('serves 15 per page, newest page first, chronological inside, eof first on the oldest page', () => {
    const { model } = testModel();
    const record = longest(model);
    const id = record.conversation.conversationId;
    const total = record.messages.length;
    expect(total).toBeGreaterThan(40);

    const loaded: string[] = [];
    let page = 1;
    let eofSeen = false;
    while (!eofSeen) {
      expect(page).toBe(loaded.length / PAGE_SIZE + 1); // the client's "next page" rule
      const items = model.messagesPage(id, page);
      const messages = items.filter((m) => m.type !== 'eof');
      eofSeen = items.some((m) => m.type === 'eof');
      if (eofSeen) expect(items[0]?.type).toBe('eof');
      else expect(messages).toHaveLength(PAGE_SIZE);
      const times = items.map((m) => Date.parse(m.sentTime));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      loaded.unshift(...messages.map((m) => m._id));
      page++;
    }
    expect(loaded).toEqual(record.messages.map((m) => m._id));
    expect(model.messagesPage(id, page)).toEqual([]);
    expect(model.messagesPage(id, 1).at(-1)?._id).toBe(record.messages.at(-1)?._id);
  });

  it('marks the end on a full page too (a multiple of 15 messages)', () => {
    const { model } = testModel();
    const record = longest(model);
    record.messages.splice(0, record.messages.length - 30);
    const id = record.conversation.conversationId;
    expect(model.messagesPage(id, 2)).toHaveLength(PAGE_SIZE + 1);
    expect(model.messagesPage(id, 2)[0]?.type).toBe('eof');
    expect(model.messagesPage(id, 3)).toEqual([]);
  });
});

describe('agentSends', () => {
  it('is idempotent per clientId', () => {
    const { model } = testModel();
    const id = model.newConversation({ channel: 'webchat' });
    const before = model.state.conversations[id]!.messages.length;
    const first = model.agentSends(id, 'Bom dia!', { clientId: 'out-1' });
    const retry = model.agentSends(id, 'Bom dia!', 'out-1');
    expect(retry).toEqual(first);
    expect(first.clientId).toBe('out-1');
    expect(model.state.conversations[id]!.messages).toHaveLength(before + 1);
    model.agentSends(id, 'Bom dia!', { clientId: 'out-2' });
    expect(model.state.conversations[id]!.messages).toHaveLength(before + 2);
  });

  it('answers unread consumer messages and moves the SLA deadline', () => {
    const { model, clock } = testModel();
    const id = model.newConversation({ channel: 'whatsapp' });
    expect(model.getConversation(id)?.unreadCount).toBeGreaterThan(0);
    clock.advance(30_000);
    const sent = model.agentSends(id, 'Olá, em que posso ajudar?');
    const c = model.getConversation(id)!;
    expect(c.unreadCount).toBe(0);
    expect(c.lastMessage).toMatchObject({ by: 'agent', text: 'Olá, em que posso ajudar?' });
    expect(Date.parse(c.statusTriggers.overdue!)).toBe(Date.parse(sent.sentTime) + c.slaLate * 1000);
  });

  it('refuses closed conversations and other agents', () => {
    const { model } = testModel();
    const closed = model.listConversations(AGENT_ID).find((c) => c.status === 'closed')!;
    expect(() => model.agentSends(closed.conversationId, 'oi')).toThrow(/closed/);
    const id = model.newConversation({ userId: AGENT_ID });
    expect(() => model.agentSends(id, 'oi', { userId: 'nobody' })).toThrow();
  });
});

describe('conversation lifecycle', () => {
  it('newConversation assigns to the agent and emits newMessageQueue to them', () => {
    const { model, events } = testModel();
    const id = model.newConversation({ skillId: 'skl-assistencia' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: AGENT_ID, event: 'newMessageQueue' });
    const c = model.getConversation(id)!;
    expect(c).toMatchObject({ status: 'active', skillName: 'Assistência 24h', users: [{ user_id: AGENT_ID }] });
    expect(model.listConversations(AGENT_ID).map((x) => x.conversationId)).toContain(id);
  });

  it('rejects a skill that does not serve the channel', () => {
    const { model } = testModel();
    expect(() => model.newConversation({ skillId: 'skl-telefone', channel: 'whatsapp' })).toThrow(/does not serve/);
    expect(() => model.newConversation({ channel: 'fax' })).toThrow(/Unknown channel/);
  });

  it('a consumer message reactivates an inactive conversation and reaches its agent', () => {
    const { model, events } = testModel();
    const inactive = model.listConversations(AGENT_ID).find((c) => c.status === 'inactive')!;
    const message = model.consumerSends(inactive.conversationId, 'Oi, voltei!');
    expect(model.getConversation(inactive.conversationId)?.status).toBe('active');
    expect(events.at(-1)).toEqual({
      userId: AGENT_ID,
      event: 'newMessageTelegram',
      payload: { conversationId: inactive.conversationId, message },
    });
  });

  it('closeByClient ends chats in pos-chat (hasPosChat) and other channels closed', () => {
    const { model, clock, events } = testModel();
    const chat = model.newConversation({ channel: 'webchat' });
    const phone = model.newConversation({ channel: 'telefone' });
    clock.advance(60_000);
    model.closeByClient(chat);
    model.closeByClient(phone);
    const end = new Date(clock.now()).toISOString();
    expect(events.slice(-2).map((e) => e.payload)).toEqual([
      { conversationId: chat, end, hasPosChat: true },
      { conversationId: phone, end, hasPosChat: false },
    ]);
    expect(model.getConversation(chat)).toMatchObject({ status: 'pos-chat', closedBy: 'client', pendingTab: true, end });
    expect(model.getConversation(phone)?.status).toBe('closed');
    expect(() => model.closeByClient(phone)).toThrow(/already closed/);
  });

  it('setPluginEnabled tells every user', () => {
    const { model, events } = testModel();
    model.company.setPluginEnabled('insight', false);
    expect(model.company.plugins().find((p) => p.id === 'insight')?.enabled).toBe(false);
    // Every account, the scenario ones (access denied, expired password) included.
    expect(events.map((e) => [e.userId, e.event])).toEqual(model.state.users.map((u) => [u.id, 'companyPluginsChanged']));
    expect(events.map((e) => e.userId)).toEqual(expect.arrayContaining(['1001', '2001']));
  });
});

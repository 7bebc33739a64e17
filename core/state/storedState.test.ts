import { describe, expect, test } from '@rstest/core';
import { type Conversation, type Message, messageSchema } from '../schemas';
import { testConversation } from '../testing/conversationFixture';
import { DRAFT_CHARS, MESSAGE_BUDGET, STORED_MESSAGES } from './storageLimits';
import { parseStoredState, parseStoredThread, parseStoredValue, rememberedEmailSchema, themeSchema, volumeSchema } from './storedState';

const at = (second: number) => new Date(Date.UTC(2026, 10, 21, 10, 0, 0) + second * 1000).toISOString();
const conversation = (id: string): Conversation => testConversation(id, { users: undefined, lastMessage: { sentTime: at(0), by: 'consumer', text: 'Oi' } });
const message = (id: string, second: number, extra: Record<string, unknown> = {}): Message =>
  messageSchema.parse({ _id: id, by: 'consumer', text: `texto ${id}`, sentTime: at(second), ...extra });

const session = {
  authorization: 'h.eyJleHAiOjk5OTk5OTk5OTl9.s',
  user: { id: '1001', name: 'Ana Souza', email: 'agente@tessera.demo', permissions_extra: {} },
  role: 'agent',
  availabilities: [{ id: 'a1', name: 'Online', default: true, children: [] }],
  features: [{ name: 'Insight', active: true, required: false, config: { list: [{ id: 't1', name: 'CPF', active: true, regex: '\\d{11}' }] } }],
  permissionsExtra: { phone: true },
  profiles: [{ id: 'p1', name: 'Agente' }],
  roles: ['agent'],
};

/** What this version saves for a signed-in agent with one open conversation and a draft. */
function saved(change: (s: Record<string, unknown>) => void = () => undefined): string {
  const s: Record<string, unknown> = {
    session: structuredClone(session),
    conversations: { c1: conversation('c1'), c2: conversation('c2') },
    drafts: { c1: 'Um momento' },
    selectedConversationId: 'c1',
    preferences: { msgHotkey: 'Enter', language: 'en', theme: 'dark', volume: 40, sidebarCollapsed: true },
    company: { loaded: true, plugins: { insight: { enabled: true } } },
  };
  change(s);
  return JSON.stringify(s);
}

describe('the stored state, read back with its schema', () => {
  test('what this version saves comes back whole, quietly', () => {
    const { state, dropped, rewrite } = parseStoredState(saved());
    expect(dropped.size).toBe(0);
    expect(rewrite).toBe(false);
    expect(state.session?.user.name).toBe('Ana Souza');
    expect(state.session?.features[0]?.config.list[0]?.regex).toBe('\\d{11}');
    expect(Object.keys(state.conversations)).toEqual(['c1', 'c2']);
    expect(state.drafts.c1).toBe('Um momento');
    expect(state.selectedConversationId).toBe('c1');
    expect(state.preferences).toEqual({ msgHotkey: 'Enter', language: 'en', theme: 'dark', volume: 40, sidebarCollapsed: true });
    expect(state.company.plugins.insight).toEqual({ enabled: true });
  });

  test('nothing stored is a clean start, with nothing to say', () => {
    const { state, dropped } = parseStoredState(null);
    expect(state.session).toBeNull();
    expect(dropped.size).toBe(0);
  });

  test.each([
    ['not JSON', '{"session":{"authorization":"demo.'],
    ['JSON null', 'null'],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['a JSON string', JSON.stringify(saved())],
  ])('a state that is %s is dropped whole and named', (_, raw) => {
    const { state, dropped } = parseStoredState(raw);
    expect(state.session).toBeNull();
    expect([...dropped]).toEqual(['state']);
  });

  test.each([
    ['without user', (s: Record<string, unknown>) => delete (s.session as Record<string, unknown>).user],
    ['with user a string', (s: Record<string, unknown>) => ((s.session as Record<string, unknown>).user = 'Ana Souza')],
    ['with a number for a token', (s: Record<string, unknown>) => ((s.session as Record<string, unknown>).authorization = 1001)],
    ['with features a string', (s: Record<string, unknown>) => ((s.session as Record<string, unknown>).features = 'all')],
    ['with garbage features', (s: Record<string, unknown>) => ((s.session as Record<string, unknown>).features = [null, 7, { name: 5, active: 'yes' }])],
  ])('a session %s is dropped with what belongs to it; the preferences stay', (_, change) => {
    const { state, dropped } = parseStoredState(saved(change));
    expect([...dropped]).toEqual(['session']);
    expect(state.session).toBeNull();
    expect(Object.keys(state.conversations)).toEqual([]);
    expect(state.drafts).toEqual({});
    expect(state.selectedConversationId).toBeNull();
    expect(state.preferences.language).toBe('en');
  });

  test('a conversation its schema refuses is dropped, the others kept; keys must be the ids', () => {
    const raw = saved((s) => {
      const conversations = s.conversations as Record<string, unknown>;
      conversations.c2 = { conversationId: 'c2' };
      conversations.c3 = { ...conversation('c3'), lastMessage: { sentTime: '+275760-09-13T00:00:00.000Z', by: 'consumer' } };
    }).replace('"conversations":{', `"conversations":{"__proto__":${JSON.stringify(conversation('c1'))},"constructor":${JSON.stringify(conversation('c1'))},`);
    const { state, dropped } = parseStoredState(raw);
    expect([...dropped]).toEqual(['conversations']);
    expect(Object.keys(state.conversations)).toEqual(['c1']);
    expect(Object.getPrototypeOf(state.conversations)).toBeNull();
  });

  test('a draft beyond its limit is cut, a draft that is not text dropped, and both named', () => {
    const { state, dropped } = parseStoredState(saved((s) => (s.drafts = { c1: 'x'.repeat(DRAFT_CHARS + 10), c2: 42 })));
    expect([...dropped]).toEqual(['drafts']);
    expect(state.drafts.c1).toHaveLength(DRAFT_CHARS);
    expect(state.drafts.c2).toBeUndefined();
  });

  test('an open conversation that is not an id is dropped', () => {
    expect([...parseStoredState(saved((s) => (s.selectedConversationId = 'x'.repeat(1_000_000)))).dropped]).toEqual(['selection']);
    expect([...parseStoredState(saved((s) => (s.selectedConversationId = { id: 'c1' }))).dropped]).toEqual(['selection']);
    // One that points nowhere is an id: kept (the workspace copes with it).
    expect(parseStoredState(saved((s) => (s.selectedConversationId = 'nowhere'))).state.selectedConversationId).toBe('nowhere');
  });

  test('preferences are read field by field: a bad one falls back to its default, the rest stay', () => {
    const { state, dropped } = parseStoredState(saved((s) => (s.preferences = { msgHotkey: 'Alt+F4', language: 'en', volume: 'alto', sidebarCollapsed: true })));
    expect([...dropped]).toEqual(['preferences']);
    expect(state.preferences).toMatchObject({ msgHotkey: 'CtrlEnter', language: 'en', volume: 100, sidebarCollapsed: true });
    expect([...parseStoredState(saved((s) => (s.preferences = 'dark'))).dropped]).toEqual(['preferences']);
    const deep = saved((s) => (s.preferences = {})).replace('"preferences":{}', `"preferences":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`);
    expect([...parseStoredState(deep).dropped]).toEqual(['preferences']);
  });

  test('company plugins its schema refuses fall back to the defaults', () => {
    const { state, dropped } = parseStoredState(saved((s) => (s.company = { loaded: 'sim', plugins: [{ id: 'insight', enabled: 'yes' }] })));
    expect([...dropped]).toEqual(['company']);
    expect(state.company.loaded).toBe(false);
  });

  test("a previous version's threads inside 'state' are taken, and the state is to be written again", () => {
    const { state, dropped, rewrite } = parseStoredState(saved((s) => (s.threads = { c1: { messages: [message('m1', 1)], nextPage: 2, complete: true, status: 'success' } })));
    expect(dropped.size).toBe(0);
    expect(rewrite).toBe(true);
    expect(state.threads.c1?.messages.map((m) => m._id)).toEqual(['m1']);
  });

  test('theme, volume and remembered e-mail are what they say, or invalid', () => {
    expect(parseStoredValue(themeSchema, 'dark')).toEqual({ value: 'dark', invalid: false });
    expect(parseStoredValue(themeSchema, '"><img src=x onerror=alert(1)> dark').invalid).toBe(true);
    expect(parseStoredValue(volumeSchema, '40').value).toBe(40);
    for (const bad of ['abc', '1e309', '', '101', '-1']) expect(parseStoredValue(volumeSchema, bad).invalid).toBe(true);
    expect(parseStoredValue(rememberedEmailSchema, 'agente@tessera.demo').value).toBe('agente@tessera.demo');
    expect(parseStoredValue(rememberedEmailSchema, JSON.stringify({ email: ['agente@tessera.demo'] })).invalid).toBe(true);
    expect(parseStoredValue(rememberedEmailSchema, `${'a'.repeat(200_000)}@tessera.demo`).invalid).toBe(true);
    expect(parseStoredValue(themeSchema, null)).toEqual({ invalid: false });
  });
});

describe('a stored thread, read back', () => {
  test('keeps its messages, order and paging', () => {
    const read = parseStoredThread({ messages: [message('m1', 1), message('m2', 2)], nextPage: 2, complete: true });
    expect(read?.dropped).toBe(false);
    expect(read?.thread).toMatchObject({ complete: true, nextPage: 2, status: 'success' });
    expect(read?.thread.messages.map((m) => m._id)).toEqual(['m1', 'm2']);
  });

  test('messages stored in the same millisecond come back in the order they were stored', () => {
    const read = parseStoredThread({ messages: [message('m1', 1), message('m2', 2), message('m3', 2), message('m4', 2), message('m5', 3)], nextPage: 2, complete: true });
    expect(read?.thread.messages.map((m) => m._id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  test('a shape it does not accept is refused whole', () => {
    expect(parseStoredThread({ messages: 'muitas', nextPage: 'dois', complete: true })).toBeUndefined();
    expect(parseStoredThread(null)).toBeUndefined();
  });

  test('a message it does not accept is dropped with everything older: the thread is incomplete and pages from what it kept', () => {
    const read = parseStoredThread({ messages: [message('m1', 1), { _id: {}, by: 'hacker', sentTime: 'agora' }, message('m3', 3), message('m4', 4)], nextPage: 5, complete: true });
    expect(read?.dropped).toBe(true);
    expect(read?.thread.messages.map((m) => m._id)).toEqual(['m3', 'm4']);
    expect(read?.thread).toMatchObject({ complete: false, nextPage: 1, status: 'success' });
    const none = parseStoredThread({ messages: [null, 42, 'oi'], nextPage: 2, complete: false });
    expect(none?.thread).toMatchObject({ messages: [], complete: false, nextPage: 1, status: 'idle' });
  });

  test('more than this app stores is held to its limits', () => {
    const messages = Array.from({ length: STORED_MESSAGES + 30 }, (_, i) => message(`m${i}`, i));
    const read = parseStoredThread({ messages, nextPage: 14, complete: true });
    expect(read?.thread.messages).toHaveLength(STORED_MESSAGES);
    expect(read?.thread).toMatchObject({ complete: false, nextPage: 11 });
    const huge = parseStoredThread({ messages: [message('big', 1, { text: 'x'.repeat(MESSAGE_BUDGET) }), message('m2', 2)], nextPage: 2, complete: true });
    expect(huge?.dropped).toBe(true);
    expect(huge?.thread.messages.map((m) => m._id)).toEqual(['m2']);
  });
});

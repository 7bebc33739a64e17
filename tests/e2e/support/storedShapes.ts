/**
 * Stored-state shapes (DESIGN §4): what a previous version, another app on the same origin, a
 * full disk or a hand in the devtools may leave in localStorage. Each shape starts from the
 * state a real signed-in session saved (`saved`, with a live token, an open conversation and its
 * thread) and breaks one thing.
 *
 * `garbage`: the shape holds something the app must not accept; it is dropped with a notice.
 * Shapes without it are odd but acceptable: the app may keep them, quietly.
 */
export type Storage = { state?: string | null; appTheme?: string | null; volume?: string | null; rememberMe?: string | null };
export type Saved = Record<string, unknown> & {
  session: Record<string, unknown> & { user: Record<string, unknown>; features: unknown[] };
  conversations: Record<string, Record<string, unknown>>;
  threads: Record<string, Record<string, unknown>>;
  drafts: Record<string, string>;
  selectedConversationId: string | null;
  preferences: Record<string, unknown>;
  company: Record<string, unknown>;
};
export type Shape = { name: string; garbage: boolean; storage: (saved: Saved) => Storage };

const json = (value: unknown) => JSON.stringify(value);
const copy = (saved: Saved): Saved => JSON.parse(JSON.stringify(saved)) as Saved;
/** The saved state with one change made to a copy. */
const changed = (saved: Saved, change: (s: Saved) => void): Storage => {
  const s = copy(saved);
  change(s);
  return { state: json(s) };
};
const openId = (s: Saved) => s.selectedConversationId ?? Object.keys(s.conversations)[0]!;

function nested(depth: number): string {
  return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

export const shapes: Shape[] = [
  { name: 'state is not JSON', garbage: true, storage: () => ({ state: '{"session":{"authorization":"demo.' }) },
  { name: 'state is JSON null', garbage: true, storage: () => ({ state: 'null' }) },
  { name: 'state is an array', garbage: true, storage: (saved) => ({ state: json([saved, saved]) }) },
  { name: 'state is a number', garbage: true, storage: () => ({ state: '42' }) },
  { name: 'state is a JSON string', garbage: true, storage: (saved) => ({ state: json(json(saved)) }) },
  {
    name: 'session without user',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        delete (s.session as Record<string, unknown>).user;
      }),
  },
  {
    name: 'session.user is a string',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s.session as Record<string, unknown>).user = 'Ana Souza';
      }),
  },
  {
    name: 'session.authorization is a number',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.session.authorization = 1001;
      }),
  },
  {
    name: 'features is a string',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s.session as Record<string, unknown>).features = 'all';
      }),
  },
  {
    name: 'features hold garbage',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.session.features = [null, 7, { name: 5, active: 'yes', config: { list: 'CPF' } }, { name: 'Insight', active: true, config: { list: [null, { regex: {} }] } }];
      }),
  },
  {
    name: 'conversations is an array',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s as Record<string, unknown>).conversations = Object.values(s.conversations);
      }),
  },
  {
    name: "conversations keyed '__proto__' and 'constructor'",
    garbage: true,
    // Written by hand: JSON.stringify of an object literal would not keep a '__proto__' key.
    storage: (saved) => {
      const s = copy(saved);
      const one = json(Object.values(s.conversations)[0]);
      const text = json({ ...s, conversations: {} }).replace('"conversations":{}', `"conversations":{"__proto__":${one},"constructor":${one},"toString":{"polluted":true}}`);
      return { state: text };
    },
  },
  {
    name: 'a conversation without consumer, status or dates',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        const id = openId(s);
        s.conversations[id] = { conversationId: id };
      }),
  },
  {
    name: 'dates that are not dates',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        for (const c of Object.values(s.conversations)) {
          c.start = 'ontem';
          c.assignedTime = { at: 'hoje' };
          c.statusTriggers = { overdue: 'nunca', inactive: 8.64e15 * 10 };
          c.lastMessage = { sentTime: '+275760-09-13T00:00:00.000Z', by: 'consumer', text: 42 };
        }
      }),
  },
  {
    name: 'a thread whose messages are not a list',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.threads[openId(s)] = { ...(s.threads[openId(s)] ?? {}), messages: 'muitas', nextPage: 'dois', status: 'success', complete: true };
      }),
  },
  {
    name: 'a thread of garbage messages',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.threads[openId(s)] = { messages: [null, 42, 'oi', { _id: {}, by: 'hacker', text: { html: '<b>x</b>' }, sentTime: 'agora', files: 'x', status: null }], nextPage: 2, complete: false, status: 'success' };
      }),
  },
  {
    name: 'threads keyed by conversations that do not exist',
    garbage: false,
    storage: (saved) =>
      changed(saved, (s) => {
        s.threads['conversa-que-nao-existe'] = { messages: [], nextPage: 1, complete: false, status: 'idle' };
      }),
  },
  {
    name: 'a 1 MB selectedConversationId',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.selectedConversationId = 'x'.repeat(1_000_000);
      }),
  },
  {
    // Beyond any limit a draft may have: dropped (or cut) with a notice, never a start that takes seconds.
    name: 'a 2 MB draft',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.drafts = { ...s.drafts, [openId(s)]: 'rascunho '.repeat(230_000) };
      }),
  },
  {
    name: 'selectedConversationId points nowhere',
    garbage: false,
    storage: (saved) =>
      changed(saved, (s) => {
        s.selectedConversationId = 'conversa-que-nao-existe';
      }),
  },
  {
    name: 'selectedConversationId is an object',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s as Record<string, unknown>).selectedConversationId = { id: openId(s) };
      }),
  },
  {
    name: "preferences.language is 'xx'",
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.preferences.language = 'xx';
      }),
  },
  {
    name: 'preferences is a string',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        (s as Record<string, unknown>).preferences = 'dark';
      }),
  },
  {
    name: 'preferences hold garbage values',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.preferences = { ...s.preferences, msgHotkey: 'Alt+F4', volume: 'alto', sidebarCollapsed: 'talvez', theme: { name: 'dark' } };
      }),
  },
  {
    name: 'preferences nested 5,000 levels deep',
    garbage: true,
    storage: (saved) => {
      const s = copy(saved);
      return { state: json({ ...s, preferences: {} }).replace('"preferences":{}', `"preferences":${nested(5_000)}`) };
    },
  },
  {
    name: 'company is garbage',
    garbage: true,
    storage: (saved) =>
      changed(saved, (s) => {
        s.company = { loaded: 'sim', plugins: [{ id: 'insight', enabled: 'yes' }], config: null };
      }),
  },
  { name: 'appTheme is garbage', garbage: true, storage: () => ({ appTheme: `"><img src=x onerror=alert(1)> dark` }) },
  { name: "volume is 'abc'", garbage: true, storage: () => ({ volume: 'abc' }) },
  { name: "volume is '1e309'", garbage: true, storage: () => ({ volume: '1e309' }) },
  // The remembered e-mail is read by the sign-in page: no session, so that page is what starts.
  { name: 'rememberMe is not an e-mail (signed out)', garbage: true, storage: () => ({ state: null, rememberMe: json({ email: ['agente@tessera.demo'] }) }) },
  { name: 'rememberMe is 200 KB (signed out)', garbage: true, storage: () => ({ state: null, rememberMe: `${'a'.repeat(200_000)}@tessera.demo` }) },
];

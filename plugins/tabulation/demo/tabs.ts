import { DemoError, type DemoModel, type DemoUser } from '@tessera/core/testing/demo';
import { demoTabTree, leafName } from './tree';

/**
 * The tabulation's part of the demo contact centre: the tab entries registered per conversation,
 * and switches that make its calls fail (for the error flows). The conversation's own tabulation
 * (conversationTab, pendingTab) is the core model's, set through model.recordTab.
 */
export const SLICE_ID = 'tabulation';

export type DemoTabEntry = { tabId: string; tabName: string; date: string; userId: string; username: string; skillName: string };
export type TabulationFailure = 'tree' | 'save' | 'delete' | 'list';
export type TabulationSlice = { entries: Record<string, DemoTabEntry[]>; failing: Partial<Record<TabulationFailure, boolean>> };

const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();
const sliceOf = (model: DemoModel) => model.slice<TabulationSlice>(SLICE_ID);

/**
 * Every finished conversation already tabulated gets its agent's entry, after an earlier one by a
 * colleague (the conversation was worked before): one the agent may remove, one they may not.
 */
export function seedTabs(model: DemoModel): TabulationSlice {
  const entries: Record<string, DemoTabEntry[]> = {};
  const colleague = model.state.users.find((u) => u.role === 'agent' && !Object.values(model.state.conversations).some((r) => r.conversation.users.some((x) => x.user_id === u.id)));
  for (const { conversation: c } of Object.values(model.state.conversations)) {
    const tab = c.conversationTab as { tabId?: string; tabName?: string; date?: string } | null | undefined;
    const agent = c.users[0];
    if (!tab?.tabId || !agent) continue;
    const at = Date.parse(tab.date ?? c.end ?? '') || model.now();
    const skillName = c.skillName ?? '';
    const own = { tabId: tab.tabId, tabName: tab.tabName ?? tab.tabId, date: iso(at), userId: agent.user_id, username: agent.user_name, skillName };
    entries[c.conversationId] = colleague
      ? [own, { tabId: 'tab-inf-rede-oficinas', tabName: 'Informação > Rede referenciada > Oficinas', date: iso(at - 20 * MINUTE), userId: colleague.id, username: colleague.name, skillName }]
      : [own];
  }
  return { entries, failing: {} };
}

function failIf(model: DemoModel, kind: TabulationFailure): void {
  if (sliceOf(model).failing[kind]) throw new DemoError(500, 'server', 'Unavailable service');
}

/** The conversation, if the user takes part in it (or manages); 404 otherwise, as the server hides others'. */
function conversationFor(model: DemoModel, user: DemoUser, conversationId: string) {
  const c = model.getConversation(conversationId);
  if (!c || (user.role !== 'manager' && !c.users.some((u) => u.user_id === user.id))) throw new DemoError(404, 'conversation', 'Conversation not found');
  return c;
}

/** GET tab/{chatId}: the tree offered for the conversation. */
export function tabTree(model: DemoModel, user: DemoUser, conversationId: string) {
  failIf(model, 'tree');
  conversationFor(model, user, conversationId);
  return { form: { tabs: structuredClone(demoTabTree) } };
}

/** PUT tab/{chatId} { tab_id }: a leaf of the tree, registered for the conversation by the user. */
export function registerTab(model: DemoModel, user: DemoUser, conversationId: string, tabId: unknown): DemoTabEntry {
  failIf(model, 'save');
  const c = conversationFor(model, user, conversationId);
  const tabName = typeof tabId === 'string' ? leafName(demoTabTree, tabId) : undefined;
  if (typeof tabId !== 'string' || !tabName) throw new DemoError(400, 'tab_id', 'Invalid tab');
  model.recordTab(conversationId, user.id, { tabId, tabName });
  const entry = { tabId, tabName, date: iso(model.now()), userId: user.id, username: user.name, skillName: c.skillName ?? '' };
  (sliceOf(model).entries[conversationId] ??= []).unshift(entry);
  return entry;
}

/** DELETE tab/{chatId} { tab_id }: only the agent who registered it may remove it (spec 001 §6), else 403. */
export function removeTab(model: DemoModel, user: DemoUser, conversationId: string, tabId: unknown): void {
  failIf(model, 'delete');
  conversationFor(model, user, conversationId);
  const list = sliceOf(model).entries[conversationId] ?? [];
  const index = list.findIndex((e) => e.tabId === tabId && e.userId === user.id);
  if (index < 0) {
    if (list.some((e) => e.tabId === tabId)) throw new DemoError(403, 'tab', 'Only the agent who registered this tab may remove it');
    throw new DemoError(404, 'tab', 'Tab not found');
  }
  const [removed] = list.splice(index, 1);
  // The conversation's own tabulation goes back to the newest one left, or to none (owed again).
  const c = model.getConversation(conversationId)!;
  const current = c.conversationTab as { tabId?: string } | null | undefined;
  const participant = c.users.some((u) => u.user_id === user.id) ? user.id : c.users[0]?.user_id;
  if (removed && current?.tabId === removed.tabId && participant) {
    const newest = list[0];
    model.clearTab(conversationId, participant, newest && { tabId: newest.tabId, tabName: newest.tabName, date: newest.date });
  }
}

/** GET tabs/{chatId}: the conversation's tab entries, newest first. */
export function tabsOf(model: DemoModel, user: DemoUser, conversationId: string): DemoTabEntry[] {
  failIf(model, 'list');
  conversationFor(model, user, conversationId);
  return structuredClone(sliceOf(model).entries[conversationId] ?? []);
}

/** Makes one of the tabulation's calls answer 500 until turned off (the error flows). */
export function setTabulationFailure(model: DemoModel, kind: TabulationFailure, on: boolean): void {
  sliceOf(model).failing[kind] = on;
}

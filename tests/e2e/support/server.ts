import type { Page } from 'playwright-core';

/**
 * What the demo's server holds, read the way the app reads it: its REST API (core/api/endpoints.ts),
 * from the page, with the signed-in agent's token. The truth a browser test compares the screen with.
 */
export type HeldConversation = { name: string; status: string; last: { by: string; text: string } | null };
export type HeldMessage = { id: string; by: string; text: string };

/** GET {messagesApi}/{product}-messages{path} from the page, answering `data`. */
function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const config = (window as { tesseraConfig?: { messagesApiUrl?: string; product?: string } }).tesseraConfig ?? {};
    const base = `${String(config.messagesApiUrl || '/api/messages').replace(/\/$/, '')}/${config.product || 'tessera'}-messages`;
    const token = (JSON.parse(localStorage.getItem('state') ?? '{}') as { session?: { authorization?: string } }).session?.authorization;
    if (!token) throw new Error('no session token in the saved state');
    const res = await fetch(`${base}${p}`, { headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
    return ((await res.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/** Every conversation of the signed-in agent, by id: the consumer's shown name and the last message. */
export async function heldConversations(page: Page): Promise<Record<string, HeldConversation>> {
  type Raw = { conversationId: string; status: string; consumer: { name: string; displayName?: string | null }; lastMessage?: { by: string; text: string } };
  const list = await apiGet<Raw[]>(page, '/conversation');
  return Object.fromEntries(
    list.map((c) => [
      c.conversationId,
      { name: c.consumer.displayName || c.consumer.name, status: c.status, last: c.lastMessage ? { by: c.lastMessage.by, text: c.lastMessage.text } : null },
    ]),
  );
}

/** Every message the server holds for a conversation, oldest first (paging back 15 at a time to the end-of-history item). */
export async function heldMessages(page: Page, conversationId: string): Promise<HeldMessage[]> {
  const all: HeldMessage[] = [];
  for (let n = 1; n <= 1000; n++) {
    type Raw = { _id: string; by: string; text: string; type?: string };
    const { messages } = await apiGet<{ messages: Raw[] }>(page, `/message?conversationId=${encodeURIComponent(conversationId)}&page=${n}&qtd=15`);
    const real = messages.filter((m) => m.type !== 'eof');
    all.unshift(...real.map((m) => ({ id: m._id, by: m.by, text: m.text })));
    if (real.length < messages.length || real.length < 15) break;
  }
  return all;
}

import type { BrowserContext, Locator, Page } from 'playwright-core';

/**
 * Shared pieces of the standing suites (kill storm, hostile corpus, stored-state fuzz): the
 * workspace's landmarks, the demo's REST API from the page, and what the thread shows.
 */

export const workspaceList = (page: Page) => page.getByRole('listbox', { name: 'Conversas do agente' });
export const connected = (page: Page) => page.getByRole('status').filter({ hasText: /^Conectado$/ });
export const signInButton = (page: Page) => page.getByRole('button', { name: 'Acessar atendimento' });
export const row = (page: Page, conversationId: string) => workspaceList(page).locator(`[role=option][data-key="${conversationId}"]`);

/**
 * A same-origin page that does not run the app: a second client of msw's service worker.
 *
 * msw's worker unregisters itself when it hears CLIENT_CLOSED from its last client; on a reload
 * that message can land before the reloaded page counts as a client, and the reloaded page then
 * runs uncontrolled: every call of the demo goes to the static server and the workspace never
 * connects (seen on this machine in 3 of 45 reloads; 0 of 60 with a second client). A keeper page
 * stays open so reloads test the app, not that race. Also the page to write localStorage from
 * while the app is not running (it is a script shown as text).
 */
export const KEEPER_PATH = '/tessera.config.js';

export async function openKeeper(context: BrowserContext, front: Page): Promise<Page> {
  const keeper = await context.newPage();
  await keeper.goto(KEEPER_PATH);
  // The workspace stays the visible tab: a hidden one gets no frames and throttled timers.
  await front.bringToFront();
  return keeper;
}

type Base = 'clients' | 'messages';

/**
 * A call to the demo's REST API from the page (an app page: msw answers only those), with the
 * saved session's token or `token`, as the app makes it; answers `data`.
 */
export function apiCall<T>(page: Page, base: Base, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  return page.evaluate(
    async ({ base, method, path, body, given }) => {
      const config = (window as { tesseraConfig?: { messagesApiUrl?: string; clientsApiUrl?: string; product?: string } }).tesseraConfig ?? {};
      const root =
        base === 'clients'
          ? String(config.clientsApiUrl || '/api/clients').replace(/\/$/, '')
          : String(config.messagesApiUrl || '/api/messages').replace(/\/$/, '');
      const url = `${root}${path.replace('{product}', config.product || 'tessera')}`;
      const token = given ?? (JSON.parse(localStorage.getItem('state') ?? '{}') as { session?: { authorization?: string } }).session?.authorization;
      if (!token) throw new Error('no session token in the saved state');
      const res = await fetch(url, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      return ((await res.json()) as { data: unknown }).data;
    },
    { base, method, path, body, given: token },
  ) as Promise<T>;
}

export type HeldText = { id: string; by: string; text: string };

/** The newest `pages` pages (15 messages each) the server holds for a conversation, oldest first. */
export async function recentHeld(page: Page, conversationId: string, pages = 2): Promise<HeldText[]> {
  const all: HeldText[] = [];
  for (let n = 1; n <= pages; n++) {
    const { messages } = await apiCall<{ messages: { _id: string; by: string; text: string; type?: string }[] }>(
      page,
      'messages',
      'GET',
      `/{product}-messages/message?conversationId=${encodeURIComponent(conversationId)}&page=${n}&qtd=15`,
    );
    const real = messages.filter((m) => m.type !== 'eof');
    all.unshift(...real.map((m) => ({ id: m._id, by: m.by, text: m.text })));
    if (real.length < messages.length || real.length < 15) break;
  }
  return all;
}

/** The consumer behind each conversation of the agent, as the server holds it. */
export async function consumerIds(page: Page): Promise<Record<string, string>> {
  const list = await apiCall<{ conversationId: string; consumer: { id: string } }[]>(page, 'messages', 'GET', '/{product}-messages/conversation');
  return Object.fromEntries(list.map((c) => [c.conversationId, c.consumer.id]));
}

export type ShownMessage = { id: string; text: string };

/** Every message item the thread shows (its id and everything it reads: author, text, time, state). */
export function shownMessages(log: Locator): Promise<ShownMessage[]> {
  return log.locator('li[data-message-id]').evaluateAll((items) => items.map((li) => ({ id: li.getAttribute('data-message-id') ?? '', text: li.textContent ?? '' })));
}

/** How many shown items carry `text`. */
export function timesShown(shown: readonly ShownMessage[], text: string): number {
  return shown.filter((m) => m.text.includes(text)).length;
}

/** Resolves once the page has painted a frame and run the tasks queued before it. */
export function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** The current value of a timer, in seconds with one decimal, for the figures. */
export const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/**
 * Asks `probe` until `done` says yes or `timeoutMs` has passed, and answers the last answer: for
 * counting what never came (a figure), where expect.poll would stop the suite at the first miss.
 */
export async function pollUntil<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs: number, intervalMs = 150): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    value = await probe();
  }
  return value;
}

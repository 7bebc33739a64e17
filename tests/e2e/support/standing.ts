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

/**
 * Every message item of the thread (its id and everything it reads: author, text, time, state),
 * top to bottom. The thread mounts only the messages near its view, so this scrolls it through, as
 * a reader would, from the top (older pages held come in on the way) to the bottom, where it ends.
 */
export function shownMessages(log: Locator): Promise<ShownMessage[]> {
  return log.evaluate(async (thread) => {
    const scroller = thread.parentElement!;
    const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const seen = new Map<string, string>();
    const collect = () => {
      for (const li of thread.querySelectorAll('li[data-message-id]')) seen.set(li.getAttribute('data-message-id') ?? '', li.textContent ?? '');
    };
    scroller.scrollTop = 0;
    await painted();
    collect();
    for (let steps = 0; steps < 5_000 && scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 1; steps++) {
      scroller.scrollTop += Math.max(1, Math.floor(scroller.clientHeight * 0.8));
      await painted();
      collect();
    }
    return [...seen].map(([id, text]) => ({ id, text }));
  });
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

/**
 * Scrolls a thread back to its start as an agent would: scrolling up (older pages come in as the
 * view nears the top) and pressing "load older" when it shows, until the start of the conversation
 * shows and the thread holds no more (its messages' aria-setsize stays the same).
 */
export async function scrollToStart(log: Locator, timeoutMs = 30_000): Promise<void> {
  const page = log.page();
  const scroller = log.locator('xpath=..');
  const start = scroller.getByText('Início da conversa');
  const older = scroller.getByRole('button', { name: 'Carregar mensagens anteriores' });
  const held = () => log.evaluate((l) => Number(l.querySelector('li[aria-setsize]')?.getAttribute('aria-setsize') ?? 0));
  const until = Date.now() + timeoutMs;
  let count = -1;
  for (;;) {
    const now = await held();
    if (now === count && (await start.count()) > 0) return;
    if (Date.now() > until) throw new Error(`the thread did not reach its start in ${timeoutMs} ms (${now} messages held)`);
    count = now;
    await scroller.evaluate((el) => el.scrollTo({ top: 0 }));
    if ((await older.count()) > 0 && (await older.isEnabled())) await older.click();
    await nextFrame(page);
  }
}

type NetworkSwitch = { __networkDownUntil?: number; __refusedCalls?: string[] };

/**
 * Installs, in every page of `context` (before the app runs), a switch for the network under the
 * app's calls: while it is down (cutNetwork), each call to the demo's APIs fails as a dead network
 * fails a fetch, and is counted (refusedCalls). The hub has its own (dropConnection's downForMs).
 */
export async function installNetworkSwitch(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const real = window.fetch.bind(window);
    const w = window as unknown as NetworkSwitch & { tesseraConfig?: { messagesApiUrl?: string; clientsApiUrl?: string } };
    w.__refusedCalls = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href).href;
      const bases = [w.tesseraConfig?.messagesApiUrl || '/api/messages', w.tesseraConfig?.clientsApiUrl || '/api/clients'].map((b) => new URL(b, location.href).href);
      if ((w.__networkDownUntil ?? 0) > Date.now() && bases.some((base) => url.startsWith(base))) {
        w.__refusedCalls!.push(url);
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return real(input, init);
    };
  });
}

/** The app's calls fail for `ms` from now (see installNetworkSwitch). */
export async function cutNetwork(page: Page, ms: number): Promise<void> {
  await page.evaluate((down) => {
    (window as unknown as NetworkSwitch).__networkDownUntil = Date.now() + down;
  }, ms);
}

/** The calls the network switch failed in this page since it loaded, whose URL matches `pattern`. */
export async function refusedCalls(page: Page, pattern: RegExp): Promise<number> {
  const urls = await page.evaluate(() => (window as unknown as NetworkSwitch).__refusedCalls ?? []);
  return urls.filter((url) => pattern.test(url)).length;
}

/**
 * The demo company's settings as the demo's server holds them, for every browser it serves.
 *
 * The demo contact centre lives in each browser (a SharedWorker, see README "Browser"), so two
 * browsers (two people, or two browser profiles) would otherwise be two companies: an admin's save
 * in one would never reach an agent in the other. A real backend keeps the company's settings in
 * one place; the demo's dev and test servers (rsbuild.config.ts, tests/support/staticServer.mjs)
 * do the same for them here: plugins, remotes, features, the default layout, their revisions and
 * history. Each browser's demo sends what its admin (or its demo panel) changed and takes in what
 * the others did (backend/companyRelay.ts). Conversations stay each browser's own.
 *
 * GET    RELAY_PATH           { version, snapshot } (snapshot null: nobody changed the settings yet)
 * GET    RELAY_PATH?after=N   the same once the version is no longer N (held up to HOLD_MS)
 * PUT    RELAY_PATH           { snapshot }: the new settings; answers { version }
 * DELETE RELAY_PATH          forgets them (browser tests start each test from the seed)
 *
 * Plain Node, no build step. Demo servers only: the production build has no such path.
 */
export const RELAY_PATH = '/__tessera-demo/company';

/** How long a GET waits for a change before it answers what there is. */
export const HOLD_MS = 25_000;
const MAX_BODY = 2_000_000;

/** A relay's state: one per server process. */
export function createCompanyRelay() {
  let version = 0;
  /** @type {unknown} */
  let snapshot = null;
  /** @type {Set<() => void>} */
  const waiting = new Set();

  const body = () => JSON.stringify({ version, snapshot });
  const answer = (res, status, text) => {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(text);
  };
  const changed = () => {
    version++;
    for (const wake of [...waiting]) wake();
  };

  /** Answers a request to RELAY_PATH and returns true; anything else returns false. */
  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://relay');
    if (url.pathname !== RELAY_PATH) return false;
    if (req.method === 'GET') {
      const after = url.searchParams.has('after') ? Number(url.searchParams.get('after')) : Number.NaN;
      // A version other than ours (newer, or the server started again) is answered at once.
      if (!Number.isFinite(after) || version !== after) {
        answer(res, 200, body());
        return true;
      }
      const wake = () => {
        waiting.delete(wake);
        clearTimeout(timer);
        answer(res, 200, body());
      };
      const timer = setTimeout(wake, HOLD_MS);
      waiting.add(wake);
      res.on('close', () => {
        waiting.delete(wake);
        clearTimeout(timer);
      });
      return true;
    }
    if (req.method === 'DELETE') {
      snapshot = null;
      changed();
      answer(res, 200, body());
      return true;
    }
    if (req.method !== 'PUT') {
      answer(res, 405, JSON.stringify({ message: 'GET, PUT or DELETE' }));
      return true;
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      raw += chunk;
      if (raw.length > MAX_BODY) {
        answer(res, 413, JSON.stringify({ message: 'too large' }));
        req.destroy();
      }
    });
    req.on('end', () => {
      if (res.writableEnded) return;
      let sent;
      try {
        sent = JSON.parse(raw);
      } catch {
        return answer(res, 400, JSON.stringify({ message: 'not JSON' }));
      }
      if (!sent || typeof sent !== 'object' || !sent.snapshot || typeof sent.snapshot !== 'object') {
        return answer(res, 400, JSON.stringify({ message: '{ snapshot } expected' }));
      }
      snapshot = sent.snapshot;
      changed();
      answer(res, 200, JSON.stringify({ version }));
    });
    return true;
  }

  return { handle };
}

/** One relay as a connect middleware (rsbuild's server.setup). */
export function companyRelayMiddleware() {
  const relay = createCompanyRelay();
  return (req, res, next) => {
    if (!relay.handle(req, res)) next();
  };
}

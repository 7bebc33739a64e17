import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createCompanyRelay } from '../../core/testing/demo/companyRelay.mjs';
import { answerDemoSsoPost } from '../../core/testing/demo/identityProviderRedirect.mjs';

// Plain Node (no build step) so `npm run bench` runs it bare; the browser tests use it too.
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Serves a built app with the single-page fallback (/signin, /dashboard answer index.html). */
function listen(root, port) {
  // The demo company's settings, shared by every browser this server serves.
  const relay = createCompanyRelay();
  const server = createServer((req, res) => {
    // The demo's SSO form post (a navigation msw cannot see) goes to the demo identity provider.
    if (answerDemoSsoPost(req, res)) return;
    if (relay.handle(req, res)) return;
    const path = normalize(decodeURIComponent((req.url ?? '/').split('?')[0])).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Takes the first free port from `first` up to `last` (3000 is the dev server's), so browser
 * tests and a bench can run side by side.
 */
export async function serveStatic(root, first, last = first + 89) {
  for (let port = first; port <= last; port++) {
    try {
      const server = await listen(root, port);
      const close = () =>
        new Promise((done) => {
          server.close(() => done());
          // Held demo company GETs (companyRelay.mjs) and idle keep-alive sockets would keep it open.
          server.closeAllConnections();
        });
      return { server, url: `http://127.0.0.1:${port}`, close };
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`no free port in ${first}-${last}`);
}

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '../../support/staticServer.mjs';

/**
 * Builds the demo (unless E2E_SKIP_BUILD is set and a build exists) and serves it for the
 * browser tests at E2E_BASE_URL.
 */
export default async function globalSetup() {
  const root = resolve(process.cwd(), process.env.TESSERA_DIST ?? 'dist-demo');
  if (!process.env.E2E_SKIP_BUILD || !existsSync(root)) {
    // The runner sets NODE_ENV=test; the browser tests drive the real, minified production-mode bundle.
    execFileSync('npx', ['rsbuild', 'build', '--env-mode', 'demo'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  // From E2E_PORT on (ports up to 4399 by default; a port above that searches the 89 after it).
  const port = Number(process.env.E2E_PORT ?? 4310);
  const served = await serveStatic(root, port, Math.max(4399, port + 89));
  process.env.E2E_BASE_URL = served.url;
  return served.close;
}

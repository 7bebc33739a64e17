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
  const served = await serveStatic(root, Number(process.env.E2E_PORT ?? 4310), 4399);
  process.env.E2E_BASE_URL = served.url;
  return served.close;
}

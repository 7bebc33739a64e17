import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from './staticServer';

/**
 * Builds the demo (unless E2E_SKIP_BUILD is set and a build exists) and serves it for the
 * browser tests at E2E_BASE_URL.
 */
export default async function globalSetup() {
  const root = resolve(process.cwd(), 'dist-demo');
  if (!process.env.E2E_SKIP_BUILD || !existsSync(root)) {
    // The runner sets NODE_ENV=test; the browser tests drive the real, minified production-mode bundle.
    execFileSync('npx', ['rsbuild', 'build', '--env-mode', 'demo'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  }
  const port = Number(process.env.E2E_PORT ?? 4310);
  const server = await serveStatic(root, port);
  process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
  return async () => {
    await new Promise<void>((done) => server.close(() => done()));
  };
}

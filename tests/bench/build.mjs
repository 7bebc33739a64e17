import { fork } from 'node:child_process';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Builds one env mode ("demo" → dist-demo, "production" → dist) and tells which emitted JS files
 * are demo-only code.
 *
 * Why the JS API in a child process rather than `npx rsbuild build`: after the build the
 * vanilla-extract plugin leaves worker MessagePorts open, so the CLI prints its report and then
 * never exits. The child exits explicitly once the build has resolved.
 *
 * Why stats rather than file names: a chunk named "demo" is not the whole demo. Its node_modules
 * (msw, ...) are split into unnamed chunks of the same chunk group, and msw/browser is imported
 * from inside the demo code, so those chunks carry no "demo" in their names. A chunk is demo-only
 * when it is named after the demo or every import() that creates it starts from, or points into,
 * the demo code (src/demo, core/testing).
 */
const DEMO_CODE = /^(?:\.\/)?(?:src\/demo|core\/testing)\//;

const isDemoOrigin = ({ moduleName = '', request = '' }) =>
  DEMO_CODE.test(moduleName) ||
  (request.startsWith('.') && DEMO_CODE.test(posix.join(posix.dirname(moduleName.trim()), request)));

/** file (relative to the dist root) → { demoOnly, chunk, origins } for every emitted .js file. */
function chunkMap(stats) {
  const json = stats.toJson({ all: false, chunks: true, chunkOrigins: true, ids: true });
  const files = {};
  for (const compilation of json.children?.length ? json.children : [json]) {
    for (const chunk of compilation.chunks) {
      const origins = (chunk.origins ?? []).map((o) => `${o.moduleName ?? ''} → ${o.request ?? ''}`.trim());
      const named = (chunk.names ?? []).some((n) => n.includes('demo'));
      const demoOnly = named || ((chunk.origins ?? []).length > 0 && chunk.origins.every(isDemoOrigin));
      for (const file of chunk.files ?? []) {
        if (file.endsWith('.js')) files[file] = { demoOnly, chunk: String(chunk.id), origins };
      }
    }
  }
  return files;
}

/** In the child: build, send the chunk map to the parent, exit (see above). */
async function child(envMode) {
  const { createRsbuild, loadConfig } = await import('@rsbuild/core');
  const cwd = process.cwd();
  const mode = envMode === 'production' ? undefined : envMode;
  // Same steps as `rsbuild build [--env-mode demo]`: NODE_ENV, config function, .env[.mode] files.
  process.env.NODE_ENV ||= 'production';
  const loaded = await loadConfig({ cwd, envMode: mode, command: 'build' });
  const rsbuild = await createRsbuild({ cwd, config: loaded, loadEnv: { cwd, mode } });
  const { stats, close } = await rsbuild.build();
  if (stats.hasErrors()) throw new Error(`build ${envMode} has errors`);
  await close?.();
  process.send({ distPath: rsbuild.context.distPath, files: chunkMap(stats) }, () => process.exit(0));
}

/** In the parent: runs the child, keeps its log quiet unless the build fails. */
export function build(envMode) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // TESSERA_DIST names the demo build's folder (rsbuild.config.ts); the production build of the same
    // run must not land on it, so it goes beside it.
    const env = { ...process.env };
    if (envMode === 'production' && env.TESSERA_DIST) env.TESSERA_DIST = `${env.TESSERA_DIST.replace(/\/+$/, '')}-production`;
    const proc = fork(fileURLToPath(import.meta.url), ['--child', envMode], { silent: true, env });
    let log = '';
    let result;
    proc.stdout.on('data', (d) => (log += d));
    proc.stderr.on('data', (d) => (log += d));
    proc.on('message', (m) => (result = m));
    proc.on('error', reject);
    proc.on('exit', (code) => {
      if (code === 0 && result) resolve({ ...result, seconds: (Date.now() - started) / 1000 });
      else reject(new Error(`rsbuild build (${envMode}) failed, exit ${code}:\n${log}`));
    });
  });
}

if (process.argv[2] === '--child') {
  child(process.argv[3]).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

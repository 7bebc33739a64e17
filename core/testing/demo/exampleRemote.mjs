import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

/**
 * The demo contact centre's plugin from outside the build: the example remote
 * (plugins/external-deductible) built with its own config, the way its author would, and served by
 * the demo at EXAMPLE_REMOTE_PATH, where an admin can add it by its manifest's address. Demo builds
 * and `npm start` only; plain Node, no build step of its own.
 */
export const EXAMPLE_REMOTE_PATH = '/plugins/deductible/';
/**
 * What the demo serves as a public folder: the remote lands under EXAMPLE_REMOTE_PATH in it. One per
 * output folder (TESSERA_DIST), so that two builds at once do not copy each other's half-written remote.
 */
const buildKey = createHash('sha1').update(process.env.TESSERA_DIST ?? 'default').digest('hex').slice(0, 10);
export const EXAMPLE_REMOTE_ROOT = fileURLToPath(new URL(`../../../node_modules/.cache/tessera-example-remote/${buildKey}/`, import.meta.url));

const config = fileURLToPath(new URL('../../../plugins/external-deductible/rsbuild.config.ts', import.meta.url));
const rsbuild = fileURLToPath(new URL('../../../node_modules/@rsbuild/core/bin/rsbuild.js', import.meta.url));

function buildExampleRemote() {
  const built = spawnSync(process.execPath, [rsbuild, 'build', '-c', config], {
    env: { ...process.env, NODE_ENV: 'production', REMOTE_DIST: `${EXAMPLE_REMOTE_ROOT}${EXAMPLE_REMOTE_PATH.slice(1)}` },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the example remote plugin did not build:\n${built.stdout}\n${built.stderr}`);
}

/** An rsbuild plugin: builds the example remote before the demo is built or served (before the public folders are copied). */
export function pluginExampleRemote() {
  return {
    name: 'tessera:example-remote',
    setup(api) {
      api.onBeforeBuild({ order: 'pre', handler: ({ isFirstCompile }) => isFirstCompile && buildExampleRemote() });
      api.onBeforeStartDevServer({ order: 'pre', handler: buildExampleRemote });
    },
  };
}

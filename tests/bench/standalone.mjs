import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The demo build a bench runs against: built now, or the one in TESSERA_DIST when BENCH_SKIP_BUILD is set. */
async function demoBuild() {
  const root = process.cwd();
  const distPath = resolve(root, process.env.TESSERA_DIST ?? 'dist-demo');
  if (process.env.BENCH_SKIP_BUILD && existsSync(distPath)) return { distPath, files: undefined };
  const { build } = await import('./build.mjs');
  process.stdout.write('building demo... ');
  const built = await build('demo');
  console.log(built.distPath.replace(`${root}/`, ''));
  return built;
}

/**
 * Runs a bench file on its own (`node tests/bench/<name>.bench.mjs`), not when `npm run bench`
 * imports it: `run` gets the demo build ({ distPath, files }; files undefined for a reused build)
 * and the process exits 1 with the error if it fails.
 */
export function runStandalone(moduleUrl, run) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  demoBuild()
    .then(run)
    .then(
      () => process.exit(0),
      (error) => {
        console.error(`\nbench failed: ${error.stack ?? error}`);
        process.exit(1);
      },
    );
}

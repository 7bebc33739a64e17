// `npm run api:report` writes the public API of '@tessera/core' (what plugins may use) to
// docs/api/core.api.md; `npm run api:check` (CI) fails when the code's API differs from that
// file, so a change to the plugin API shows in review as a change to the report.
// API Extractor reads declaration files: tsc emits them for the entry first.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = resolve(import.meta.dirname, '../..');
const local = process.argv.includes('--local');
// Outside node_modules: API Extractor takes anything under node_modules for another package.
const cache = resolve(root, 'dist/api');

execFileSync(process.execPath, [resolve(root, 'node_modules/typescript/bin/tsc'), '-p', resolve(root, 'tests/api/tsconfig.json')], { stdio: 'inherit' });

const reportFolder = resolve(root, 'docs/api');
mkdirSync(reportFolder, { recursive: true });
const config = ExtractorConfig.prepare({
  configObjectFullPath: resolve(root, 'tests/api/api-extractor.json'),
  packageJsonFullPath: resolve(root, 'package.json'),
  configObject: {
    projectFolder: root,
    mainEntryPointFilePath: resolve(cache, 'types/core/index.d.ts'),
    compiler: {
      overrideTsconfig: {
        compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', skipLibCheck: true, lib: ['DOM', 'ES2023'], types: [] },
        files: [resolve(cache, 'types/core/index.d.ts')],
      },
    },
    apiReport: { enabled: true, reportFolder, reportTempFolder: resolve(cache, 'report'), reportFileName: 'core' },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    messages: {
      // The report is for review; TSDoc style and release tags are not enforced here.
      extractorMessageReporting: { default: { logLevel: 'none' } },
      tsdocMessageReporting: { default: { logLevel: 'none' } },
      compilerMessageReporting: { default: { logLevel: 'error' } },
    },
  },
});

const result = Extractor.invoke(config, { localBuild: local, showVerboseMessages: false, messageCallback: (m) => (m.messageId === 'console-api-report-changed' && !local ? (m.logLevel = 'none') : undefined) });
const report = resolve(reportFolder, 'core.api.md');
if (!result.succeeded || result.apiReportChanged) {
  if (!local && result.apiReportChanged && existsSync(report)) {
    console.error(`\nThe plugin API (@tessera/core) changed and docs/api/core.api.md does not say so. Run \`npm run api:report\` and commit the report.\n`);
    try {
      execFileSync('git', ['diff', '--no-index', '--stat', report, resolve(cache, 'report/core.api.md')], { stdio: 'inherit' });
    } catch {
      // git diff exits 1 when the files differ: that is the point.
    }
  }
  if (!local || !result.succeeded) process.exit(1);
}
console.log(local ? `API report written: docs/api/core.api.md (${readFileSync(report, 'utf8').split('\n').length} lines)` : 'API report up to date');

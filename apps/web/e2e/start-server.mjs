// Starts the real server for the e2e tests on a fresh data directory with the demo data around a fixed today
// and one company made by the operator command, and removes that directory again when Playwright stops the server.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_TODAY } from '../../../test/e2e-support/e2e-today.mjs';
import { integrationKeyFile, OFFICE_COMPANY } from './office-company.mjs';
import { E2E_SERVER_PORT, seededCopyDir } from './seeded-copy.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = E2E_SERVER_PORT;

if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist has no build: run `npm run build` before the e2e tests.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-e2e-'));
// Always the embedded PGlite in the fresh directory, also where CI exports DATABASE_URL for the server suite.
const { DATABASE_URL: _sharedDatabase, ...env } = process.env;
const serverEnv = {
  ...env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The demo week and the server's today are the same on any day the tests run (test/e2e-support/e2e-today.mjs).
  FIXED_TODAY: E2E_TODAY,
};
const keyFile = integrationKeyFile(port);
const seededCopy = seededCopyDir(port);
const removeDataDir = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(keyFile, { force: true });
  rmSync(seededCopy, { recursive: true, force: true });
};

// The compiled server, as `npm start` runs it; compiled here first when its sources changed since the last build.
const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-changed'], {
  cwd: repoRoot,
  encoding: 'utf8',
});
if (build.status !== 0) {
  console.error(`the server's build failed:\n${build.stdout}${build.stderr}`);
  process.exit(1);
}
const NODE_ARGS = ['--enable-source-maps'];

/**
 * Before the server holds the data directory: the demo data, then a company of its own for the office
 * connector's test (integration-import.spec.ts), made as an operator makes one, whose key the spec reads.
 */
function runOperatorCommand(script, args) {
  const result = spawnSync(process.execPath, [...NODE_ARGS, script, ...args], {
    cwd: repoRoot,
    env: serverEnv,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.error(`${script} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
    process.exit(1);
  }
  return result.stdout;
}
runOperatorCommand('apps/server/dist/seed.mjs', []);
rmSync(seededCopy, { recursive: true, force: true });
cpSync(dataDir, seededCopy, { recursive: true });
const created = runOperatorCommand('apps/server/dist/company.mjs', [
  'create',
  '--code',
  OFFICE_COMPANY.code,
  '--name',
  OFFICE_COMPANY.name,
]);
const key = /bwk_live_[A-Za-z0-9_-]+/.exec(created)?.[0];
if (!key) {
  console.error(`no integration key in the output of the company command:\n${created}`);
  process.exit(1);
}
writeFileSync(keyFile, key);

const server = spawn(process.execPath, [...NODE_ARGS, 'apps/server/dist/server.mjs'], {
  cwd: repoRoot,
  env: serverEnv,
  stdio: 'inherit',
});

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill('SIGTERM'));
}

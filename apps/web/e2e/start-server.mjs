// Starts the real server for the e2e tests on a fresh, empty data directory (demo data is seeded into it)
// and removes that directory again when Playwright stops the server.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const port = process.env.E2E_PORT ?? '4310';

if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
  console.error('apps/web/dist has no build: run `npm run build` before the e2e tests.');
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-e2e-'));
// Always the embedded PGlite in the fresh directory, also where CI exports DATABASE_URL for the server suite.
const { DATABASE_URL: _sharedDatabase, ...env } = process.env;
const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: repoRoot,
  env: { ...env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  stdio: 'inherit',
});

server.on('exit', (code, signal) => {
  removeDataDir();
  process.exit(code ?? (signal ? 1 : 0));
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill('SIGTERM'));
}

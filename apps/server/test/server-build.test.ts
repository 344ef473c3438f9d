import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  REPO_ROOT,
  SERVER_MALLOC_ENV,
  SERVER_NODE_ARGS,
  startNodeProcess,
  type RunningProcess,
} from './helpers/child-process';
import { makeMigratedDataDir } from './helpers/test-database';

const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;

/**
 * scripts/build-server.mjs on a copy of the server's sources (node_modules linked in, so the workspace packages
 * are the repository's own), so that changing a source here touches nobody's working tree.
 */
describe.skipIf(inject('dbKind') !== 'pglite')('the server build', () => {
  let root: string;
  let dataDir: string;
  let server: RunningProcess | undefined;
  const build = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    });
  const buildIfChanged = () => build('--if-changed');

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'bouwwerk-build-'));
    dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-build-data-'));
    for (const part of ['apps/server/src', 'packages/domain', 'packages/texts', 'scripts'])
      cpSync(path.join(REPO_ROOT, part), path.join(root, part), { recursive: true });
    for (const file of [
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
    ])
      cpSync(path.join(REPO_ROOT, file), path.join(root, file));
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'));
    symlinkSync(path.join(REPO_ROOT, 'apps/server/node_modules'), path.join(root, 'apps/server/node_modules'));
    build();
    // Migrated already: the start from nothing is server-start.test.ts's.
    await makeMigratedDataDir(dataDir);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(root, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with plain node (no tsx, no esbuild) and answers', async () => {
    server = await startNodeProcess(path.join(root, 'apps/server/dist/server.mjs'), {
      nodeArgs: ['--enable-source-maps'],
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SEED_DEMO_DATA: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: path.join(REPO_ROOT, 'apps/web/dist'),
      },
      ready: RUNNING_ON,
      timeoutMs: 120_000,
    });
    const url = `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}`;
    const version = await fetch(`${url}/v1/version`, { headers: { 'X-Application-Key': 'bouwwerk-web' } });
    expect(version.status).toBe(200);
    // Nothing of a TypeScript loader or a compiler in the running process.
    const loaded =
      readFileSync(`/proc/${server.pid}/maps`, 'utf8') + readFileSync(`/proc/${server.pid}/cmdline`, 'utf8');
    expect(loaded).not.toMatch(/tsx|esbuild/);
    await server.stop();
    server = undefined;
  }, 180_000);

  it('skips an unchanged tree and builds again when a source it read changed', () => {
    const stamp = path.join(root, 'apps/server/dist/.build-inputs.json');
    const before = readFileSync(stamp, 'utf8');
    buildIfChanged();
    expect(readFileSync(stamp, 'utf8')).toBe(before);

    const source = path.join(root, 'apps/server/src/lib/http-errors.ts');
    writeFileSync(source, `${readFileSync(source, 'utf8')}\nexport const BUILD_TEST_MARKER = 'changed';\n`);
    buildIfChanged();
    const after = readFileSync(stamp, 'utf8');
    expect(after).not.toBe(before);
    const inputs = (stampText: string) => (JSON.parse(stampText) as { inputs: Record<string, string> }).inputs;
    expect(inputs(after)['apps/server/src/lib/http-errors.ts']).not.toBe(
      inputs(before)['apps/server/src/lib/http-errors.ts'],
    );
    buildIfChanged();
    expect(readFileSync(stamp, 'utf8')).toBe(after);
  }, 120_000);
});

// The tests and the bench run the server as npm start and the container do: the memory figures they report
// hold for both only while all three start it alike.
describe('how the server is started', () => {
  const packageStart = (file: string) =>
    (JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');

  it('npm start (both package.json files) sets the same node flags and malloc settings', () => {
    for (const file of ['package.json', 'apps/server/package.json']) {
      const start = packageStart(file);
      expect(start).toMatch(new RegExp(`node ${SERVER_NODE_ARGS.join(' ')} (apps/server/)?dist/server\\.mjs$`));
      for (const [name, value] of Object.entries(SERVER_MALLOC_ENV))
        expect(start).toContain(`${name}=\${${name}:-${value}}`);
    }
  });

  it('the container image does too', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile.split('\nSTOPSIGNAL')[1] ?? '')?.[1];
    expect(JSON.parse(cmd!)).toEqual(['node', ...SERVER_NODE_ARGS, 'apps/server/dist/server.mjs']);
    for (const [name, value] of Object.entries(SERVER_MALLOC_ENV))
      expect(dockerfile).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startBuiltServer, type RunningProcess } from './helpers/child-process';

const RUNNING_ON = /is running on http:\/\/localhost:(\d+)/;

// The real server as `npm start` runs it (compiled), on a fresh PGlite directory without demo data, its
// output going to a pipe as in a container: what it prints before and after it listens.
describe.skipIf(inject('dbKind') !== 'pglite')('starting the server', () => {
  let dataDir: string;
  let server: RunningProcess;
  let url: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-start-'));
    server = await startBuiltServer({
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: undefined,
        SEED_DEMO_DATA: 'false',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        LOG_FORMAT: undefined,
      },
      ready: /Log: json/,
      timeoutMs: 120_000,
    });
    url = `http://127.0.0.1:${RUNNING_ON.exec(server.output())![1]}`;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints where it runs and on which database right away, and no demo sign-ins without the demo company', () => {
    const lines = server.output().split('\n');
    const running = lines.findIndex((line) => RUNNING_ON.test(line));
    // At most Fastify's JSON "Server listening at" before it.
    expect(running).toBeGreaterThanOrEqual(0);
    expect(running).toBeLessThanOrEqual(1);
    expect(lines).toContain(
      `Database: PGlite in ${dataDir} (migrations applied: 001-initial-schema, 002-planning-by-end-date, 003-sign-in-attempts, 004-work-order-signatures, 005-integration, 006-webhooks, 007-week-submissions, 008-werkbon-documents, 009-change-versions, 010-change-notifications)`,
    );
    expect(lines).toContain(`Integration API: http://localhost:${new URL(url).port}/integration/docs`);
    expect(server.output()).not.toMatch(/welkom123|bwk_/);
  });

  it('logs requests as JSON lines when its output is not a terminal', async () => {
    expect((await fetch(`${url}/missing.js`)).status).toBe(404);
    const deadline = Date.now() + 10_000;
    while (!server.output().includes('"request completed"') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; req?: { url: string } });
    expect(logged.find((entry) => entry.msg === 'incoming request')?.req?.url).toBe('/missing.js');
    expect(logged.some((entry) => entry.msg === 'request completed')).toBe(true);
  });
});

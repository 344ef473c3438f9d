import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserPasswordDigest } from '../src/lib/passwords';
import { DEMO_LOGINS } from '../src/seed/demo-seed';
import type { RunningProcess } from './helpers/child-process';
import { APP_KEY } from './helpers/test-app';
import { startTwoProcessServer, type TwoProcessServer } from './helpers/two-process-server';

/**
 * The server processes the primary forked: its Node children only. Under load the suite once saw a third child,
 * started before the two: most likely the esbuild process tsx starts for its loader, not yet exited.
 */
const childrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command === 'node')
    .map(([child]) => Number(child));

async function until<T>(what: string, probe: () => T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Waited in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The real server (src/server.ts) as `npm start` runs it on PostgreSQL with two server processes.
describe.skipIf(inject('dbKind') !== 'postgres')('several server processes on PostgreSQL', () => {
  let running: TwoProcessServer;
  let server: RunningProcess;
  let url: string;
  const [jan] = DEMO_LOGINS;

  beforeAll(async () => {
    running = await startTwoProcessServer();
    ({ server, url } = running);
  }, 180_000);
  afterAll(async () => {
    await running?.stop();
  });

  const signIn = async () => {
    const response = await fetch(`${url}/v1/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-application-key': APP_KEY },
      body: JSON.stringify({
        RelatieId: jan!.companyCode,
        Gebruikersnaam: jan!.username,
        Wachtwoord: browserPasswordDigest(jan!.password),
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { authToken: string }).authToken;
  };
  const weekStatuses = async (token: string, times: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      // A new connection each time, so the primary hands them to both processes in turn.
      const response = await fetch(`${url}/v3/weekoverzicht/2026-11-16`, {
        headers: { 'x-application-key': APP_KEY, authorization: `Bearer ${token}`, connection: 'close' },
      });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    return statuses;
  };

  it('migrates and seeds once, then serves one session from both processes', async () => {
    expect(server.output()).toMatch(/Server processes: 2/);
    expect(childrenOf(server.pid)).toHaveLength(2);
    const token = await signIn();
    expect(await weekStatuses(token, 10)).toEqual(Array(10).fill(200));
  });

  it('replaces a process that dies, and keeps serving meanwhile', async () => {
    const [victim, survivor] = childrenOf(server.pid);
    process.kill(victim!, 'SIGKILL');
    await until('the primary to notice', () =>
      server.output().includes(`Server process ${victim} stopped (SIGKILL)`) ? true : undefined,
    );
    const token = await signIn();
    expect(await weekStatuses(token, 4)).toEqual([200, 200, 200, 200]);
    const replaced = await until('a new process', () => {
      const now = childrenOf(server.pid);
      return now.length === 2 && !now.includes(victim!) ? now : undefined;
    });
    expect(replaced).toContain(survivor);
    expect(await weekStatuses(token, 6)).toEqual(Array(6).fill(200));
  });

  it('stops every process on SIGTERM', async () => {
    const children = childrenOf(server.pid);
    // Two to watch, or the wait below is over before it starts.
    expect(children).toHaveLength(2);
    await server.stop();
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await until(
      'the server processes to stop',
      () => (children.every((pid) => !alive(pid)) ? true : undefined),
      15_000,
    );
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserPasswordDigest } from '../apps/server/src/lib/passwords';
import type { BenchTargets } from './bench-targets';
import { startTsProcess } from '../apps/server/test/helpers/child-process';
import { stealDuring } from './cpu-steal';
import { BENCH_COMPANY_CODE, BENCH_PASSWORD } from './generate-company';
import { runConcurrent, runSequential, type LoadResult, type RunLength } from './load';
import { waitUntilIdle } from './idle';
import { lifetimePeakRssMb, peakMemoryDuring } from './memory';
import { APP_KEY, buildScenarios, cycle, type BenchSession, type Scenario } from './scenarios';
import { startServer, type BenchDatabase } from './server-process';

export interface EndpointResult extends LoadResult {
  name: string;
  connections: number;
  peakRssMb: number | null;
  /** The share of the machine's CPU time the hypervisor gave to other guests during the run (Linux). */
  stealPercent: number | null;
}

export interface ApiBenchResult {
  ceiling: EndpointResult & { bodyBytes: number };
  /** The unmeasured load the started server got before its first measurement. */
  serverWarmup: LoadResult;
  concurrent: EndpointResult[];
  oneClient: EndpointResult[];
  serverPeakRssMb: number | null;
  /** How many processes served (SERVER_PROCESSES; the primary forks them on PostgreSQL), as the server said. */
  serverProcesses: number;
}

export interface ApiBenchOptions {
  database: BenchDatabase;
  targets: BenchTargets;
  /** Two free ports: the server's and the ceiling's (0: any free one). */
  ports: { server: number; ceiling: number };
  connections: number;
  /** Per endpoint, at the given connections and at one. */
  length: RunLength;
  oneClientLength: RunLength;
  /**
   * Unmeasured load, one client, before each measurement (and the ceiling's): the figures are for a server
   * that has run a while — V8 has optimised the hot code and the statements are prepared — not for its
   * first requests after a start.
   */
  warmup: RunLength;
  /**
   * Unmeasured load once, on the freshly started server before its first measurement: the one-client
   * scenarios in turn. A started server is slower for its first few thousand requests, while V8 still
   * compiles PGlite's WebAssembly and the hot JavaScript with its optimising compilers: the week overview at
   * one client (1M registrations, PGlite) took 3.2-5.1 ms over its first thousand requests and settled at
   * 2.0-3.0 ms after three to five thousand. The warm-up before each measurement (5 s, about 1,200 requests)
   * left the first measurements in that phase.
   */
  serverWarmup: RunLength;
  log?: (message: string) => void;
}

async function signInAll(url: string, usernames: string[]): Promise<Map<string, BenchSession>> {
  const sessions = new Map<string, BenchSession>();
  const password = browserPasswordDigest(BENCH_PASSWORD);
  // A few at a time: scrypt makes each sign-in cost the server tens of milliseconds of CPU.
  for (let i = 0; i < usernames.length; i += 4) {
    await Promise.all(
      usernames.slice(i, i + 4).map(async (username) => {
        const response = await fetch(`${url}/v1/sessions`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-application-key': APP_KEY },
          body: JSON.stringify({ RelatieId: BENCH_COMPANY_CODE, Gebruikersnaam: username, Wachtwoord: password }),
        });
        if (!response.ok) throw new Error(`Sign-in of ${username} failed: ${response.status} ${await response.text()}`);
        const body = (await response.json()) as { authToken: string; contactpersoonId: number };
        sessions.set(username, { token: body.authToken, employeeId: body.contactpersoonId });
      }),
    );
  }
  return sessions;
}

/** A run's figures with the peak memory of the process that served it and the CPU stolen from the machine meanwhile. */
async function observed(pid: number, run: () => Promise<LoadResult>) {
  const {
    result: { result, peakRssMb },
    stealPercent,
  } = await stealDuring(() => peakMemoryDuring(pid, run));
  return { result, peakRssMb, stealPercent };
}

/** One answer of a scenario, to check it works before loading it and to size the ceiling's body. */
async function probe(url: string, scenario: Scenario): Promise<Response> {
  const request = scenario.next();
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers: { ...request.headers, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const expected = scenario.expectStatus;
  if (expected ? response.status !== expected : !response.ok) {
    throw new Error(`${scenario.name}: ${request.path} answered ${response.status} ${await response.text()}`);
  }
  return response;
}

/**
 * The API on one database: the real server process under 50 clients per endpoint, one client for the
 * latency targets, and the bare node:http ceiling with the week overview's body right after, on the same
 * machine in the same minute.
 */
export async function runApiBench(options: ApiBenchOptions): Promise<ApiBenchResult> {
  const log = options.log ?? (() => {});
  const server = await startServer(options.database, options.ports.server);
  let weekBody: string;
  const concurrent: EndpointResult[] = [];
  const oneClient: EndpointResult[] = [];
  let serverPeakRssMb: number | null;
  let serverWarmup: LoadResult;
  const serverProcesses = Number(/Server processes: (\d+)/.exec(server.output())?.[1] ?? 1);
  try {
    const sessions = await signInAll(server.url, options.targets.usernames);
    log(`signed in ${sessions.size} employees`);
    const anyToken = sessions.values().next().value!.token;
    const catalogue = await fetch(`${server.url}/v1/materialen`, {
      headers: { 'x-application-key': APP_KEY, authorization: `Bearer ${anyToken}` },
    });
    const etag = catalogue.headers.get('etag');
    if (!catalogue.ok || !etag) throw new Error(`GET /v1/materialen answered ${catalogue.status} without an ETag`);
    await catalogue.arrayBuffer();
    const scenarios = buildScenarios(options.targets, sessions, etag);
    weekBody = await (await probe(server.url, scenarios.weekOverview)).text();
    const nextTurn = cycle(scenarios.oneClient);
    serverWarmup = await runSequential(server.url, () => nextTurn().next(), options.serverWarmup);
    log(
      `warmed the server up: ${serverWarmup.requests} requests of ${scenarios.oneClient.map((t) => t.name).join(' and ')} in turn, ${serverWarmup.errors + serverWarmup.non2xx} failed`,
    );

    const measure = async (
      scenario: Scenario,
      connections: number,
      run: () => Promise<LoadResult>,
    ): Promise<EndpointResult> => {
      await probe(server.url, scenario);
      await runSequential(server.url, scenario.next, options.warmup);
      await waitUntilIdle(server.pid);
      const { result, peakRssMb, stealPercent } = await observed(server.pid, run);
      log(
        `${scenario.name} x${connections}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors + result.non2xx}, steal ${stealPercent ?? '-'}%`,
      );
      return { name: scenario.name, connections, peakRssMb, stealPercent, ...result };
    };
    // One client first, on a quiet server; reads before writes, so the writes do not change what is read.
    for (const scenario of scenarios.oneClient) {
      oneClient.push(
        await measure(scenario, 1, () => runSequential(server.url, scenario.next, options.oneClientLength)),
      );
    }
    for (const scenario of scenarios.concurrent) {
      const load = { connections: options.connections, expectStatus: scenario.expectStatus, ...options.length };
      concurrent.push(
        await measure(scenario, options.connections, () => runConcurrent(server.url, scenario.next, load)),
      );
    }
    serverPeakRssMb = lifetimePeakRssMb(server.pid);
  } finally {
    await server.stop();
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-ceiling-'));
  const bodyFile = path.join(dir, 'week.json');
  writeFileSync(bodyFile, weekBody);
  const ceilingServer = await startTsProcess('bench/ceiling-server.ts', {
    args: [String(options.ports.ceiling), bodyFile],
    env: {},
    ready: /ceiling listening on \d+/,
  });
  const ceilingUrl = `http://127.0.0.1:${/ceiling listening on (\d+)/.exec(ceilingServer.output())![1]}`;
  try {
    const request = { method: 'GET' as const, path: '/', headers: {} };
    await runSequential(ceilingUrl, () => request, options.warmup);
    const { result, peakRssMb, stealPercent } = await observed(ceilingServer.pid, () =>
      runConcurrent(ceilingUrl, () => request, { connections: options.connections, ...options.length }),
    );
    log(`ceiling (node:http, ${weekBody.length} bytes) x${options.connections}: ${result.requestsPerSecond} req/s`);
    return {
      ceiling: {
        name: 'ceiling: node:http, fixed JSON',
        connections: options.connections,
        peakRssMb,
        stealPercent,
        bodyBytes: Buffer.byteLength(weekBody),
        ...result,
      },
      serverWarmup,
      concurrent,
      oneClient,
      serverPeakRssMb,
      serverProcesses,
    };
  } finally {
    await ceilingServer.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { browserPasswordDigest } from '../apps/server/src/lib/passwords';
import type { BenchTargets } from './bench-targets';
import { startTsProcess } from '../apps/server/test/helpers/child-process';
import { CEILING_SELECT_PATH, type CeilingAnswer } from './ceiling-server';
import { stealDuring } from './cpu-steal';
import { BENCH_COMPANY_CODE, BENCH_OFFICE_USER, BENCH_PASSWORD } from './generate-company';
import { fetchRaw, runConcurrent, runSequential, type LoadResult, type RawAnswer, type RunLength } from './load';
import { waitUntilIdle } from './idle';
import { lifetimePeakRssMb, processTree } from './memory';
import { checkStoredBookings, runMixedLoad, type MixedLoadOptions, type MixedLoadResult } from './mixed-load';
import { observeGroups, type GroupFigures, type ProcessGroup } from './process-groups';
import {
  APP_KEY,
  buildScenarios,
  cycle,
  readCompanyTag,
  readWeekTags,
  type BenchSession,
  type Scenario,
} from './scenarios';
import { startServer, type BenchDatabase } from './server-process';

export interface EndpointResult extends LoadResult {
  name: string;
  connections: number;
  peakRssMb: number | null;
  /** The share of the machine's CPU time the hypervisor gave to other guests during the run (Linux). */
  stealPercent: number | null;
  /** CPU per request and peak RSS of each group of processes that worked on the run (process-groups.ts). */
  processes: GroupFigures[];
}

/** The bare node:http server answering one endpoint's recorded answer, loaded as that endpoint was. */
export interface CeilingResult extends EndpointResult {
  /** The answer's body as sent (compressed where the server compressed it). */
  bodyBytes: number;
  status: number;
}

export interface ApiBenchResult {
  /** One per endpoint under concurrent load, by the endpoint's name. */
  ceilings: CeilingResult[];
  /** The unmeasured load the started server got before its first measurement. */
  serverWarmup: LoadResult;
  concurrent: EndpointResult[];
  oneClient: EndpointResult[];
  serverPeakRssMb: number | null;
  /** Week overviews and keyed bookings at once, after the endpoints one by one. */
  mixed: MixedLoadResult;
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
  /** The mixed load: all its clients together, half on each scenario, each at `rate` requests/s (0: no pause). */
  mixed: MixedLoadOptions;
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

export async function signInAll(url: string, usernames: string[]): Promise<Map<string, BenchSession>> {
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

/** The bench company's office user signed in to the console: the session cookie its browser would send. */
export async function signInOffice(url: string): Promise<string> {
  const response = await fetch(`${url}/office/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({ companyCode: BENCH_COMPANY_CODE, ...BENCH_OFFICE_USER }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.includes('bouwwerk-kantoor='));
  if (!response.ok || !cookie) throw new Error(`Office sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

/** A run's figures with each process group's CPU and memory, and the CPU stolen from the machine meanwhile. */
async function observed(groups: ProcessGroup[], run: () => Promise<LoadResult>) {
  const {
    result: { result, groups: processes },
    stealPercent,
  } = await stealDuring(() => observeGroups(groups, run, (r) => r.requests));
  return { result, processes, peakRssMb: processes[0]?.peakRssMb ?? null, stealPercent };
}

/** One answer of a scenario, to check it works before loading it, and as the ceiling's answer for it. */
async function probe(url: string, scenario: Scenario): Promise<RawAnswer> {
  const request = scenario.next();
  const answer = await fetchRaw(url, request);
  const expected = scenario.expectStatus;
  if (expected ? answer.status !== expected : answer.status < 200 || answer.status > 299) {
    throw new Error(`${scenario.name}: ${request.path} answered ${answer.status} ${answer.body.toString()}`);
  }
  return answer;
}

/**
 * The ceiling's answer for a scenario: of a few of its answers (other weeks, other employees), the one of
 * median size, so the ceiling sends what a typical answer weighs rather than whichever came first.
 */
async function typicalAnswer(url: string, scenario: Scenario, samples = 5): Promise<RawAnswer> {
  const answers: RawAnswer[] = [];
  for (let i = 0; i < samples; i++) answers.push(await probe(url, scenario));
  answers.sort((a, b) => a.body.length - b.body.length);
  return answers[Math.floor(samples / 2)]!;
}

/**
 * PostgreSQL's backends serving the bench database (the server's pool connections), found by the database's
 * pg_stat_activity; their CPU and memory are read from /proc, so they count only where PostgreSQL runs on
 * this machine (as the dev server does), and are empty otherwise.
 */
export async function postgresBackends(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const group: ProcessGroup = {
    name: 'PostgreSQL',
    pids: async () =>
      (
        await client.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows.map((r) => r.pid),
  };
  return { group, close: () => client.end() };
}

export const LOAD_GENERATOR: ProcessGroup = { name: 'load generator', pids: () => [process.pid] };

/**
 * The API on one database: the real server process under 50 clients per endpoint, one client for the
 * latency targets, and then, on the same machine in the same minutes, the bare node:http ceiling answering
 * each endpoint's own recorded answer under the same requests.
 */
export async function runApiBench(options: ApiBenchOptions): Promise<ApiBenchResult> {
  const log = options.log ?? (() => {});
  const server = await startServer(options.database, options.ports.server);
  const backends = options.database.kind === 'postgres' ? await postgresBackends(options.database.url) : null;
  const groups: ProcessGroup[] = [
    { name: 'server', pids: () => processTree(server.pid) },
    ...(backends ? [backends.group] : []),
    LOAD_GENERATOR,
  ];
  const concurrent: EndpointResult[] = [];
  const oneClient: EndpointResult[] = [];
  const answers = new Map<string, RawAnswer>();
  let serverPeakRssMb: number | null;
  let serverWarmup: LoadResult;
  let scenarios: ReturnType<typeof buildScenarios>;
  let mixedRun: Awaited<ReturnType<typeof runMixedLoad>>;
  const serverProcesses = Number(/Server processes: (\d+)/.exec(server.output())?.[1] ?? 1);
  try {
    const sessions = await signInAll(server.url, options.targets.usernames);
    log(`signed in ${sessions.size} employees`);
    const anyToken = sessions.values().next().value!.token;
    scenarios = buildScenarios(
      options.targets,
      sessions,
      {
        catalogue: await readCompanyTag(server.url, '/v1/materialen', anyToken),
        projects: await readCompanyTag(server.url, '/v1/projecten', anyToken),
      },
      await readWeekTags(server.url, options.targets, sessions),
      await signInOffice(server.url),
    );
    await probe(server.url, scenarios.weekOverview);
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
      answers.set(scenario.name, await typicalAnswer(server.url, scenario));
      await runSequential(server.url, scenario.next, options.warmup);
      await waitUntilIdle(server.pid);
      const { result, processes, peakRssMb, stealPercent } = await observed(groups, run);
      log(
        `${scenario.name} x${connections}: ${result.requestsPerSecond} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${result.errors + result.non2xx}, steal ${stealPercent ?? '-'}%, CPU ms/request ${processes.map((p) => `${p.name} ${p.cpuMsPerRequest ?? '-'}`).join(', ')}`,
      );
      return { name: scenario.name, connections, peakRssMb, stealPercent, processes, ...result };
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
    await waitUntilIdle(server.pid);
    mixedRun = await runMixedLoad(server.url, scenarios.mixed, options.mixed);
    log(
      `mixed load x${options.mixed.connections}: week overviews ${mixedRun.read.requestsPerSecond} req/s, p99 ${mixedRun.read.p99Ms} ms; keyed bookings ${mixedRun.write.requestsPerSecond} req/s, p99 ${mixedRun.write.p99Ms} ms, ${mixedRun.acknowledged.size} answered 201`,
    );
    serverPeakRssMb = lifetimePeakRssMb(server.pid);
  } finally {
    await backends?.close();
    await server.stop();
  }
  const stored = await checkStoredBookings(options.database, mixedRun.acknowledged);
  const mixed: MixedLoadResult = {
    connections: options.mixed.connections,
    rate: options.mixed.rate,
    read: mixedRun.read,
    write: mixedRun.write,
    acknowledged: mixedRun.acknowledged.size,
    ...stored,
  };
  log(`mixed load: ${mixed.lost} answered bookings lost, ${mixed.duplicated} stored twice`);

  const ceilings = await runCeilings(scenarios.concurrent, answers, options, log);
  return { ceilings, serverWarmup, concurrent, oneClient, serverPeakRssMb, mixed, serverProcesses };
}

/**
 * Each endpoint's ceiling: the bare server answering that endpoint's recorded answer (same status, headers
 * and body bytes, compressed as the server compressed it for the same Accept-Encoding) to the endpoint's own
 * requests at the same connections. One process for all; a warm-up once, since it is the same code for each.
 */
async function runCeilings(
  scenarios: Scenario[],
  answers: Map<string, RawAnswer>,
  options: ApiBenchOptions,
  log: (message: string) => void,
): Promise<CeilingResult[]> {
  const recorded: CeilingAnswer[] = scenarios.map((scenario) => {
    const answer = answers.get(scenario.name)!;
    return { status: answer.status, headers: answer.headers, body: answer.body.toString('base64') };
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-ceiling-'));
  const answersFile = path.join(dir, 'answers.json');
  writeFileSync(answersFile, JSON.stringify(recorded));
  const ceilingServer = await startTsProcess('bench/ceiling-server.ts', {
    args: [String(options.ports.ceiling), answersFile],
    env: {},
    ready: /ceiling listening on \d+/,
  });
  const ceilingUrl = `http://127.0.0.1:${/ceiling listening on (\d+)/.exec(ceilingServer.output())![1]}`;
  const groups: ProcessGroup[] = [{ name: 'ceiling', pids: () => [ceilingServer.pid] }, LOAD_GENERATOR];
  const select = async (index: number) => {
    const response = await fetch(`${ceilingUrl}${CEILING_SELECT_PATH}${index}`, { method: 'POST' });
    if (response.status !== 204) throw new Error(`The ceiling did not select answer ${index}: ${response.status}`);
  };
  try {
    const ceilings: CeilingResult[] = [];
    await select(0);
    await runSequential(ceilingUrl, scenarios[0]!.next, options.warmup);
    for (const [index, scenario] of scenarios.entries()) {
      await select(index);
      const load = { connections: options.connections, expectStatus: scenario.expectStatus, ...options.length };
      const { result, processes, peakRssMb, stealPercent } = await observed(groups, () =>
        runConcurrent(ceilingUrl, scenario.next, load),
      );
      const bodyBytes = answers.get(scenario.name)!.body.length;
      log(
        `ceiling of ${scenario.name} (${recorded[index]!.status}, ${bodyBytes} bytes) x${options.connections}: ${result.requestsPerSecond} req/s, CPU ms/request ${processes.map((p) => `${p.name} ${p.cpuMsPerRequest ?? '-'}`).join(', ')}`,
      );
      ceilings.push({
        name: scenario.name,
        connections: options.connections,
        peakRssMb,
        stealPercent,
        processes,
        bodyBytes,
        status: recorded[index]!.status,
        ...result,
      });
    }
    return ceilings;
  } finally {
    await ceilingServer.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

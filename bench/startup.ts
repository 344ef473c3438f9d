import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { buildServerIfChanged, REPO_ROOT } from '../apps/server/test/helpers/child-process';
import { ownStatusKb, processTree } from './memory';
import type { Target } from './report';

/** The start and memory budgets (docs/performance.md#start-and-memory). */
export const STARTUP_TARGETS = { startSeconds: 3, idleRssMbPglite: 250, idleRssMbPerPostgresProcess: 150 } as const;

export type StartupDatabase = 'pglite' | 'postgres';

/**
 * fresh: a new database and the demo seed; unchanged: built already, on a database that exists (the start
 * time's case); empty: a new database without demo data, as a company's server starts the first time.
 */
export type StartupCase = 'fresh' | 'unchanged' | 'empty';

const CASE_NAMES: Record<StartupCase, string> = {
  fresh: 'a first start with the demo data',
  unchanged: 'an unchanged start',
  empty: 'a first start without demo data',
};

/** The starts in the order they run; each sequence begins on a new database and goes on with the same one. */
const SEQUENCES: { cases: StartupCase[]; env: Record<string, string> }[] = [
  { cases: ['fresh', 'unchanged'], env: {} },
  { cases: ['empty'], env: { SEED_DEMO_DATA: 'false' } },
];

export interface StartupRun {
  database: StartupDatabase;
  case: StartupCase;
  /** From `npm start` to the first 200 on /login. */
  startMs: number;
  /** Each server process after IDLE_MS without requests: the primary first, then its forks on PostgreSQL. */
  processes: { pid: number; rssMb: number }[];
  totalRssMb: number;
}

/**
 * How long the server is left alone before its memory is read. V8's memory reducer returns the start's
 * garbage only some seconds after allocation slows: after a fresh start RSS stayed at 267 MB for 10 s, then
 * fell to 235 MB by 15 s. Earlier than that it measures the start, not the idle server.
 */
const IDLE_MS = 20_000;
const START_TIMEOUT_MS = 180_000;

const round = (n: number) => Math.round(n * 10) / 10;

/** What `npm start` runs, read from package.json, so that the bench times the command as it is. */
function startCommand(): string {
  const scripts = (
    JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  return scripts.start!;
}

/** `npm start` in a process group of its own, so that stopping it reaches the shell, node and the forks. */
function npmStart(env: Record<string, string | undefined>): ChildProcess {
  return spawn('npm', ['start', '--silent'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: Object.fromEntries(Object.entries({ ...process.env, ...env }).filter(([, v]) => v !== undefined)),
  });
}

async function firstOk(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(20);
  }
  throw new Error(`npm start did not answer ${url} within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/** The server's own processes in the tree under npm: node running the compiled server (not npm, not the shell). */
function serverProcesses(root: number): number[] {
  return processTree(root).filter((pid) => {
    try {
      const [command, ...args] = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return path.basename(command!) === 'node' && args.some((arg) => arg.endsWith('dist/server.mjs'));
    } catch {
      return false;
    }
  });
}

async function startOnce(
  database: StartupDatabase,
  startupCase: StartupCase,
  env: Record<string, string | undefined>,
  port: number,
): Promise<StartupRun> {
  const started = performance.now();
  const child = npmStart({ ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' });
  let output = '';
  const collect = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  try {
    await firstOk(`http://127.0.0.1:${port}/login`, child, () => output);
    const startMs = Math.round(performance.now() - started);
    await sleep(IDLE_MS);
    const processes = serverProcesses(child.pid!).map((pid) => ({
      pid,
      rssMb: round((ownStatusKb(pid, 'VmRSS') ?? 0) / 1024),
    }));
    return {
      database,
      case: startupCase,
      startMs,
      processes,
      totalRssMb: round(processes.reduce((sum, p) => sum + p.rssMb, 0)),
    };
  } finally {
    const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve();
    process.kill(-child.pid!, 'SIGTERM');
    const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
    // The server's own shutdown may still be closing its database: wait until the group is gone.
    for (let i = 0; i < 100 && serverProcesses(child.pid!).length > 0; i++) await sleep(100);
  }
}

/** A PostgreSQL database of the bench's own on the server DATABASE_URL names; dropped by the returned function. */
async function scratchPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bouwwerk_startup_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The environment that points `npm start` at a new, empty database of the given kind, and its removal. */
async function newDatabase(
  database: StartupDatabase,
): Promise<{ env: Record<string, string | undefined>; remove: () => Promise<void> }> {
  if (database === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-startup-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
      remove: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('The startup bench on PostgreSQL needs DATABASE_URL');
  const scratch = await scratchPostgres(url);
  return { env: { DATABASE_URL: scratch.url }, remove: scratch.drop };
}

/**
 * `npm start` as a person runs it, per database: first on a new database (migrations and the demo seed), then
 * again on the same one with nothing changed (the start time's case: the build and the data are there), then
 * on another new database without the demo data. The web app and the server are built first, so no start
 * includes a build. PostgreSQL needs DATABASE_URL.
 */
export async function runStartup(options: {
  port: number;
  databases: StartupDatabase[];
  log: (line: string) => void;
}): Promise<StartupRun[]> {
  const { port, databases, log } = options;
  log(`startup: ${startCommand()}`);
  execFileSync(process.execPath, ['scripts/build-web.mjs', '--if-changed'], { cwd: REPO_ROOT, stdio: 'pipe' });
  buildServerIfChanged();
  const runs: StartupRun[] = [];
  for (const database of databases) {
    for (const sequence of SEQUENCES) {
      const target = await newDatabase(database);
      try {
        for (const startupCase of sequence.cases) {
          const run = await startOnce(database, startupCase, { ...target.env, ...sequence.env }, port);
          log(`startup: ${formatLine(run)}`);
          runs.push(run);
        }
      } finally {
        await target.remove();
      }
    }
  }
  return runs;
}

const formatLine = (run: StartupRun) =>
  `${run.database} ${run.case}: first answer after ${(run.startMs / 1000).toFixed(2)} s, idle RSS ` +
  `${run.processes.map((p) => `${p.rssMb} MB`).join(' + ')}`;

/**
 * Start ≤ 3 s on an unchanged tree; idle RSS ≤ 250 MB on PGlite (its one process) and ≤ 150 MB for each
 * process on PostgreSQL, the primary included, after every start. The first starts' times are reported only.
 */
export function judgeStartup(runs: StartupRun[]): Target[] {
  const targets: Target[] = [];
  for (const run of runs) {
    if (run.case === 'unchanged') {
      targets.push({
        name: `npm start, unchanged tree (${run.database})`,
        target: `≤ ${STARTUP_TARGETS.startSeconds} s to the first answer`,
        measured: `${(run.startMs / 1000).toFixed(2)} s`,
        pass: run.startMs <= STARTUP_TARGETS.startSeconds * 1000,
      });
    }
    const largest = Math.max(...run.processes.map((p) => p.rssMb));
    const limit =
      run.database === 'pglite' ? STARTUP_TARGETS.idleRssMbPglite : STARTUP_TARGETS.idleRssMbPerPostgresProcess;
    targets.push({
      name: `idle RSS after ${CASE_NAMES[run.case]} (${run.database}${run.database === 'postgres' ? ', per process' : ''})`,
      target: `≤ ${limit} MB`,
      measured:
        run.processes.length > 1
          ? `largest ${largest} MB of ${run.processes.length} (${run.totalRssMb} MB in all)`
          : `${largest} MB`,
      pass: run.processes.length > 0 && largest <= limit,
    });
  }
  return targets;
}

/** The runs as a table: start time and idle memory per database and case. */
export function formatStartup(runs: StartupRun[]): string {
  const header = ['database', 'case', 'first answer', 'processes', 'idle RSS per process', 'idle RSS in all'];
  const rows = runs.map((run) => [
    run.database,
    run.case,
    `${(run.startMs / 1000).toFixed(2)} s`,
    String(run.processes.length),
    run.processes.map((p) => `${p.rssMb} MB`).join(', '),
    `${run.totalRssMb} MB`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

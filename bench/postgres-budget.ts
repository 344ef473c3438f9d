import { readFileSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { LOAD_GENERATOR, postgresBackends, signInAll, signInOffice } from './api-bench';
import { preparePostgres } from './bench-data';
import { runConcurrent, runSequential } from './load';
import { processTree } from './memory';
import { observeGroups, type ProcessGroup } from './process-groups';
import { buildScenarios, readWeekTags } from './scenarios';
import { startServer } from './server-process';

const USAGE = `npx tsx bench/postgres-budget.ts [-- options]   (needs DATABASE_URL)
Where the week overview's CPU goes on PostgreSQL at 50 clients, per server configuration: requests/s and CPU ms
per request of the server processes, PostgreSQL's backends and autocannon, and the cores 2,000/s would take.
With --explain, PostgreSQL's own time for the week overview's statement (auto_explain, from the server's log).
  --size 100000             the company (registrations)
  --variants 2x1,1x1,2x2    server processes x pool connections per process
  --seconds 10 --repeats 2  load per measurement, and measurements per variant
  --port 4505
  --explain /path/pg.log    the PostgreSQL server's log file, to read auto_explain's plans from`;

const log = (message: string) => console.log(`[postgres-budget ${new Date().toISOString().slice(11, 19)}] ${message}`);

/**
 * The PostgreSQL budget's question (docs/performance.md, its CPU per request): can two cores answer 2,000 week
 * overviews a second? Throughput on a shared machine moves with its load; the CPU each process spends per request moves
 * much less, and their sum times 2,000/s is the cores the budget needs.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: '100000' },
      variants: { type: 'string', default: '2x1,1x1,2x2' },
      seconds: { type: 'string', default: '10' },
      repeats: { type: 'string', default: '2' },
      port: { type: 'string', default: '4505' },
      explain: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const serverUrl = process.env.DATABASE_URL;
  if (values.help || !serverUrl) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const prepared = await preparePostgres(serverUrl, Number(values.size), log);
  const rows: string[][] = [];
  try {
    for (const variant of values.variants.split(',')) {
      const [processes, pool] = variant.split('x');
      process.env.SERVER_PROCESSES = processes;
      process.env.DATABASE_POOL_SIZE = pool;
      const server = await startServer(prepared.database, Number(values.port));
      const backends = await postgresBackends((prepared.database as { url: string }).url);
      try {
        const sessions = await signInAll(server.url, prepared.targets.usernames);
        const scenarios = buildScenarios(
          prepared.targets,
          sessions,
          { catalogue: '"none"', projects: '"none"' },
          await readWeekTags(server.url, prepared.targets, sessions),
          await signInOffice(server.url),
        );
        const week = scenarios.weekOverview;
        await runSequential(server.url, week.next, { seconds: 10 });
        const groups: ProcessGroup[] = [
          { name: 'server', pids: () => processTree(server.pid) },
          backends.group,
          LOAD_GENERATOR,
        ];
        for (let repeat = 0; repeat < Number(values.repeats); repeat++) {
          const { result, groups: figures } = await observeGroups(
            groups,
            () => runConcurrent(server.url, week.next, { connections: 50, seconds: Number(values.seconds) }),
            (r) => r.requests,
          );
          const cpu = figures.map((f) => f.cpuMsPerRequest ?? 0);
          const total = cpu.reduce((a, b) => a + b, 0);
          const row = [
            `${processes} proc x ${pool} conn`,
            String(result.requestsPerSecond),
            String(result.p99Ms),
            ...cpu.map((c) => c.toFixed(3)),
            total.toFixed(3),
            ((total * 2000) / 1000).toFixed(2),
          ];
          log(row.join('  '));
          rows.push(row);
        }
        if (values.explain) await explain(server.url, week.next, prepared.database as { url: string }, values.explain);
      } finally {
        await backends.close();
        await server.stop();
      }
    }
  } finally {
    await prepared.dispose();
  }
  console.log(
    [
      'variant | req/s | p99 ms | CPU ms/request: server | PostgreSQL | autocannon | total | cores at 2,000/s',
      ...rows.map((r) => r.join(' | ')),
    ].join('\n'),
  );
}

/**
 * PostgreSQL's own time for the week overview's statement: auto_explain in the server's next connections
 * logs each statement's plan with its actual times; a hundred week overviews at one client, then the median.
 */
async function explain(
  url: string,
  next: Parameters<typeof runSequential>[1],
  database: { url: string },
  logFile: string,
): Promise<void> {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const name = (await admin.query<{ db: string }>('select current_database() as db')).rows[0]!.db;
  const settings = [
    `session_preload_libraries = 'auto_explain'`,
    'auto_explain.log_min_duration = 0',
    'auto_explain.log_analyze = on',
    'auto_explain.log_buffers = on',
  ];
  for (const setting of settings) await admin.query(`alter database ${name} set ${setting}`);
  const from = statSync(logFile).size;
  // The settings reach new connections only: the server's pool keeps its own, so start a server of one more.
  const server = await startServer({ kind: 'postgres', url: database.url }, 0);
  try {
    await runSequential(server.url, next, { amount: 100 });
  } finally {
    await server.stop();
    await admin.query(`alter database ${name} reset all`);
    await admin.end();
  }
  const text = readFileSync(logFile, 'utf8').slice(from);
  const plans = text.split(/\n(?=\S+ \S+ UTC \[\d+\] LOG: {2}duration: )/).filter((p) => p.includes('week_session'));
  const durations = plans
    .map((p) => Number(/duration: ([\d.]+) ms/.exec(p)?.[1]))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  log(
    `week overview statement in PostgreSQL (auto_explain, analyze on: timing adds to it), ${durations.length} statements: median ${durations[Math.floor(durations.length / 2)]} ms, p90 ${durations[Math.floor(durations.length * 0.9)]} ms`,
  );
  const median = plans.find((p) => p.includes(`duration: ${durations[Math.floor(durations.length / 2)]} ms`));
  if (median) console.log(median.slice(0, 6000));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

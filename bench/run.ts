import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runApiBench } from './api-bench';
import { preparePglite, preparePostgres, type PreparedDatabase } from './bench-data';
import { REPO_ROOT } from '../apps/server/test/helpers/child-process';
import { measureBundleWeight, type BundleWeight } from '../apps/web/scripts/bundle-weight.mjs';
import { runIntegrationBench, type IntegrationRun } from './integration-bench';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { formatReport, judge, judgeIntegration, judgeWerkbonPdf, type ApiRun, type DatabaseKind } from './report';
import { runWerkbonPdfBench, type WerkbonPdfRun } from './werkbon-pdf-bench';

const USAGE = `npm run bench [-- options]
  --full                  also a company of 1,000,000 registrations (generated once, minutes)
  --sizes 10000,100000    the company sizes (registrations) instead of the default
  --seconds 5             load per endpoint at 50 connections
  --one-client-seconds 3  load per endpoint at one connection
  --warmup-seconds 5      unmeasured load at one connection before each measurement
  --server-warmup-seconds 30
                          unmeasured load at one connection on each started server, before its first measurement
  --connections 50
  --port 4391             first of the three ports it uses (server, ceiling, Lighthouse's server)
  --lighthouse-runs 3     Lighthouse runs per page (the median run is reported)
  --databases pglite      only these of pglite,postgres (postgres needs DATABASE_URL)
  --api-only | --web-only | --integration-only
                          only the API (week overview, registrations), the web app, or the office connector
                          (import of 2,000 projects, 20,000 works and parts, 500 employees, 10,000 catalogue
                          lines on a fresh database, the same import again, the change feed at 100,000)
  --werkbon-pdf-only      only the werkbon PDF: 200 PDFs of an order with 20 hours and 6 photos, one after the
                          other, their p50, and the memory after them against after a warm-up of 20
Set DATABASE_URL to run the API part on that PostgreSQL server too (databases bouwwerk_bench_<size> are made there).`;

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

function options() {
  const { values } = parseArgs({
    options: {
      full: { type: 'boolean', default: false },
      sizes: { type: 'string' },
      seconds: { type: 'string', default: '5' },
      'one-client-seconds': { type: 'string', default: '3' },
      'warmup-seconds': { type: 'string', default: '5' },
      'server-warmup-seconds': { type: 'string', default: '30' },
      connections: { type: 'string', default: '50' },
      port: { type: 'string', default: '4391' },
      'lighthouse-runs': { type: 'string', default: '3' },
      databases: { type: 'string' },
      'api-only': { type: 'boolean', default: false },
      'web-only': { type: 'boolean', default: false },
      'integration-only': { type: 'boolean', default: false },
      'werkbon-pdf-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const positive = (name: string, value: string) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a number above 0, not ${value}\n${USAGE}`);
    return n;
  };
  // Counts (sizes, clients, runs, a port) are whole numbers: 2.5 Lighthouse runs would silently run 3.
  const count = (name: string, value: string) => {
    const n = positive(name, value);
    if (!Number.isInteger(n)) throw new Error(`--${name} must be a whole number, not ${value}\n${USAGE}`);
    return n;
  };
  const sizes = values.sizes
    ? values.sizes.split(',').map((s) => count('sizes', s))
    : [10_000, 100_000, ...(values.full ? [1_000_000] : [])];
  const available: DatabaseKind[] = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])];
  const databases = values.databases ? (values.databases.split(',') as DatabaseKind[]) : available;
  for (const database of databases) {
    if (!available.includes(database))
      throw new Error(`--databases: ${database} is not one of ${available.join(', ')}\n${USAGE}`);
  }
  return {
    sizes,
    databases,
    seconds: positive('seconds', values.seconds),
    oneClientSeconds: positive('one-client-seconds', values['one-client-seconds']),
    warmupSeconds: positive('warmup-seconds', values['warmup-seconds']),
    serverWarmupSeconds: positive('server-warmup-seconds', values['server-warmup-seconds']),
    connections: count('connections', values.connections),
    lighthouseRuns: count('lighthouse-runs', values['lighthouse-runs']),
    port: count('port', values.port),
    api: !values['web-only'] && !values['integration-only'] && !values['werkbon-pdf-only'],
    web: !values['api-only'] && !values['integration-only'] && !values['werkbon-pdf-only'],
    integration: !values['web-only'] && !values['api-only'] && !values['werkbon-pdf-only'],
    werkbonPdf: !values['web-only'] && !values['api-only'] && !values['integration-only'],
  };
}

async function apiRuns(settings: ReturnType<typeof options>): Promise<ApiRun[]> {
  const cacheDir = path.join(REPO_ROOT, 'bench/.data');
  const runs: ApiRun[] = [];
  for (const database of settings.databases) {
    for (const registrations of settings.sizes) {
      log(`${database}, ${registrations.toLocaleString('en')} registrations`);
      const prepared: PreparedDatabase =
        database === 'pglite'
          ? await preparePglite(cacheDir, registrations, log)
          : await preparePostgres(process.env.DATABASE_URL!, registrations, log);
      try {
        const result = await runApiBench({
          database: prepared.database,
          targets: prepared.targets,
          ports: { server: settings.port, ceiling: settings.port + 1 },
          connections: settings.connections,
          length: { seconds: settings.seconds },
          oneClientLength: { seconds: settings.oneClientSeconds },
          warmup: { seconds: settings.warmupSeconds },
          serverWarmup: { seconds: settings.serverWarmupSeconds },
          log,
        });
        runs.push({ database, registrations, ...result });
      } finally {
        await prepared.dispose();
      }
    }
  }
  return runs;
}

const RESULTS_DIR = path.join(REPO_ROOT, 'bench/results');

async function main() {
  const settings = options();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const startedAt = new Date();
  const loadBefore = os.loadavg();
  log(
    `${os.cpus().length} cores, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} (other work on this machine skews absolute figures; compare the ratios to the ceiling)`,
  );

  const runs = settings.api ? await apiRuns(settings) : [];
  const integration: IntegrationRun[] = [];
  if (settings.integration) {
    for (const database of settings.databases) integration.push(await runIntegrationBench(database, log));
  }
  const werkbonPdf: WerkbonPdfRun[] = [];
  if (settings.werkbonPdf) {
    for (const database of settings.databases) werkbonPdf.push(await runWerkbonPdfBench(database, log));
  }
  let weight: BundleWeight | null = null;
  let lighthouse: LighthouseResult[] = [];
  let lighthouseError: string | null = null;
  if (settings.web) {
    log('building the web app');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    weight = measureBundleWeight();
    try {
      lighthouse = await runLighthouse(settings.port + 2, log, {
        runs: settings.lighthouseRuns,
        reportDir: RESULTS_DIR,
      });
    } catch (error) {
      // The API figures of a long run are kept; the table says Lighthouse did not run.
      lighthouseError = error instanceof Error ? error.message : String(error);
      log(`Lighthouse failed: ${lighthouseError}`);
    }
  }

  const targets = [
    ...judge(runs, weight, lighthouse),
    ...judgeIntegration(integration),
    ...judgeWerkbonPdf(werkbonPdf),
  ];
  if (lighthouseError)
    targets.push({
      name: 'Lighthouse mobile',
      target: 'a run',
      measured: lighthouseError.split('\n')[0]!,
      pass: false,
    });
  const loadAfter = os.loadavg();
  console.log(`\n${formatReport(runs, weight, lighthouse, targets, integration, werkbonPdf)}\n`);
  const results = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      node: process.version,
      loadAverageBefore: loadBefore,
      loadAverageAfter: loadAfter,
    },
    settings,
    api: runs,
    web: weight,
    lighthouse,
    integration,
    werkbonPdf,
    targets,
  };
  const file = path.join(RESULTS_DIR, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(
    `load average now ${loadAfter.map((l) => l.toFixed(2)).join(' ')}; written ${path.relative(process.cwd(), file)}`,
  );
  const failed = targets.filter((t) => !t.pass);
  if (failed.length) log(`targets missed: ${failed.map((t) => t.name).join('; ')}`);
  // Only the JavaScript budget fails the command: the other figures drift with the machine's load.
  if (weight && !weight.withinBudget) {
    console.error(
      `Initial JavaScript ${(weight.initial.jsBytes / 1024).toFixed(1)} KB gzipped is over the budget of ${weight.budgetBytes / 1024} KB`,
    );
    process.exit(1);
  }
}

// Ctrl-C exits normally, so the servers the bench started are stopped with it (child-process.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiBench } from './api-bench';
import { preparePglite, preparePostgres, type PreparedDatabase } from './bench-data';
import { REPO_ROOT } from '../apps/server/test/helpers/child-process';
import {
  measureBundleWeight as measureOfficeWeight,
  type OfficeBundleWeight,
} from '../apps/office/scripts/bundle-weight.mjs';
import { measureBundleWeight, type BundleWeight } from '../apps/web/scripts/bundle-weight.mjs';
import { runIntegrationBench, type IntegrationRun } from './integration-bench';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { formatStartup, judgeStartup, runStartup, type StartupRun } from './startup';
import { formatSlowNetwork, judgeSlowNetwork, runSlowNetwork, type SlowNetworkRun } from './slow-network';
import { parseBenchOptions, USAGE, type BenchOptions } from './options';
import {
  exitStatus,
  formatReport,
  judge,
  judgeIntegration,
  judgeOfficeWeight,
  judgeWorkOrderPdf,
  weekCpuSummary,
  type ApiRun,
} from './report';
import { runWorkOrderPdfBench, type WorkOrderPdfRun } from './work-order-pdf-bench';
import { judgeCatalogueImport, runCatalogueImportBench, type CatalogueImportRun } from './catalogue-import-bench';
import { judgePlanningBoard, runPlanningBoardBench, type PlanningBoardRun } from './planning-board-bench';
import {
  judgeRegistrationReview,
  runRegistrationReviewBench,
  type RegistrationReviewRun,
} from './registration-review-bench';
import { judgeOfficeEvents, runOfficeEventsBench, type OfficeEventsRun } from './office-events-bench';

const log = (message: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

function options(): BenchOptions {
  const settings = parseBenchOptions(process.argv.slice(2), process.env);
  if (settings.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return settings;
}

async function apiRuns(settings: BenchOptions): Promise<ApiRun[]> {
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
          mixed: { connections: settings.mixedConnections, rate: settings.mixedRate, seconds: settings.mixedSeconds },
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

  // First, while the machine is cool: a start is timed against 3 s.
  let startup: StartupRun[] = [];
  let startupError: string | null = null;
  if (settings.startup) {
    try {
      startup = await runStartup({ port: settings.port, databases: settings.databases, log });
    } catch (error) {
      startupError = error instanceof Error ? error.message : String(error);
      log(`The start-up run failed: ${startupError}`);
    }
  }
  const runs = settings.api ? await apiRuns(settings) : [];
  const integration: IntegrationRun[] = [];
  if (settings.integration) {
    for (const database of settings.databases) integration.push(await runIntegrationBench(database, log));
  }
  const workOrderPdf: WorkOrderPdfRun[] = [];
  if (settings.workOrderPdf) {
    for (const database of settings.databases) workOrderPdf.push(await runWorkOrderPdfBench(database, log));
  }
  const catalogueImport: CatalogueImportRun[] = [];
  if (settings.catalogueImport) {
    for (const database of settings.databases) catalogueImport.push(await runCatalogueImportBench(database, log));
  }
  const planningBoard: PlanningBoardRun[] = [];
  if (settings.planningBoard) {
    for (const database of settings.databases) planningBoard.push(await runPlanningBoardBench(database, log));
  }
  const registrationReview: RegistrationReviewRun[] = [];
  if (settings.registrationReview) {
    for (const database of settings.databases) registrationReview.push(await runRegistrationReviewBench(database, log));
  }
  const officeEvents: OfficeEventsRun[] = [];
  if (settings.officeEvents) {
    for (const database of settings.databases) officeEvents.push(await runOfficeEventsBench(database, log));
  }
  let weight: BundleWeight | null = null;
  let officeWeight: OfficeBundleWeight | null = null;
  let lighthouse: LighthouseResult[] = [];
  let lighthouseError: string | null = null;
  let slowNetwork: SlowNetworkRun | null = null;
  let slowNetworkError: string | null = null;
  if (settings.web) {
    log('building the web app');
    execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    weight = measureBundleWeight();
    officeWeight = measureOfficeWeight();
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
    try {
      slowNetwork = await runSlowNetwork({ port: settings.port + 3, log });
    } catch (error) {
      slowNetworkError = error instanceof Error ? error.message : String(error);
      log(`The slow-network run failed: ${slowNetworkError}`);
    }
  }

  const targets = [
    ...judge(runs, weight, lighthouse),
    ...(officeWeight ? [judgeOfficeWeight(officeWeight)] : []),
    ...judgeIntegration(integration),
    ...judgeWorkOrderPdf(workOrderPdf),
    ...judgeCatalogueImport(catalogueImport),
    ...judgePlanningBoard(planningBoard),
    ...judgeRegistrationReview(registrationReview),
    ...judgeOfficeEvents(officeEvents),
  ];
  if (slowNetwork) targets.push(...judgeSlowNetwork(slowNetwork));
  targets.push(...judgeStartup(startup));
  // A part that did not run is a failed target, not a silent gap in the table.
  for (const [name, error] of [
    ['Lighthouse mobile', lighthouseError],
    ['slow 3G: the first visit', slowNetworkError],
    ['npm start', startupError],
  ] as const) {
    if (error) targets.push({ name, target: 'a run', measured: error.split('\n')[0]!, pass: false });
  }
  const loadAfter = os.loadavg();
  console.log(
    `\n${formatReport(runs, weight, lighthouse, targets, integration, workOrderPdf, [
      ...(startup.length ? [formatStartup(startup)] : []),
      ...(slowNetwork ? [formatSlowNetwork(slowNetwork)] : []),
    ])}\n`,
  );
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
    weekOverviewCpuMsPerRequest: weekCpuSummary(runs),
    web: weight,
    office: officeWeight,
    lighthouse,
    slowNetwork,
    startup,
    integration,
    workOrderPdf,
    catalogueImport,
    planningBoard,
    registrationReview,
    officeEvents,
    targets,
  };
  const file = path.join(RESULTS_DIR, 'latest.json');
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  log(
    `load average now ${loadAfter.map((l) => l.toFixed(2)).join(' ')}; written ${path.relative(process.cwd(), file)}`,
  );
  // Every target of the table counts: a miss exits 1 unless --warn-only (runs on a busy machine).
  const status = exitStatus(targets, settings.warnOnly);
  if (status.message) (status.code ? console.error : log)(status.message);
  process.exit(status.code);
}

// Ctrl-C exits normally, so the servers the bench started are stopped with it (child-process.ts).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});

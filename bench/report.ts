import type { ApiBenchResult, CeilingResult, EndpointResult } from './api-bench';
import type { OfficeBundleWeight } from '../apps/office/scripts/bundle-weight.mjs';
import type { BundleWeight } from '../apps/web/scripts/bundle-weight.mjs';
import type { IntegrationRun } from './integration-bench';
import type { LighthouseResult } from './lighthouse';
import { BOOKING, EDIT, OFFICE_EMPLOYEES, PROJECTS, PROJECTS_REVALIDATION, WEEK_REVALIDATION } from './scenarios';
import type { WorkOrderPdfRun } from './work-order-pdf-bench';

export type DatabaseKind = 'pglite' | 'postgres';

export interface ApiRun extends ApiBenchResult {
  database: DatabaseKind;
  registrations: number;
}

export interface Target {
  name: string;
  target: string;
  measured: string;
  pass: boolean;
}

export const WEEK = 'GET /v3/weekoverzicht/{date}';
/**
 * The revalidation budget (DESIGN.md, round 2): the same week again with its ETag, answered 304 without building it.
 */
export const WEEK_UNCHANGED = WEEK_REVALIDATION;
const DAY = 'GET /v1/project/{id}/registrations/{date}';
/** DESIGN.md's budgets, and the ceiling they were set against (a bare node:http server here, about 48,000/s). */
export const BUDGET = {
  pglite: 1000,
  postgres: 2000,
  ceiling: 48_000,
  p99Ms: 100,
  oneClientP50Ms: 3,
  oneClientP99Ms: 10,
  growth: 1.5,
  lighthouse: 95,
  unchangedShare: 0.25,
  /** A projects list answered from the body built for the company's version: sending it, not building it. */
  projectsCpuMs: 5,
  /** A booking's p99 while as many clients read their week (the mixed load, 200 clients). */
  mixedBookingP99Ms: 500,
  /** The office console's list of the company's employees, one client (Round 3 budgets). */
  officeListP50Ms: 100,
};

/** Revalidations (304) and the endpoint whose full answer they spare. */
const REVALIDATIONS = [
  { name: 'unchanged week (304)', endpoint: WEEK_UNCHANGED, full: WEEK, fullName: 'week overview' },
  { name: 'unchanged projects list (304)', endpoint: PROJECTS_REVALIDATION, full: PROJECTS, fullName: 'projects list' },
];

/**
 * Every other endpoint under load against its own ceiling (the bare server sending its recorded answer), so
 * that a slowdown of any of them fails the bench. The writes at twice what they reached before (1.1% and 1.3%
 * on 28 November); the others about a quarter below what they reach (docs/performance.md), room for the spread
 * between runs on a shared machine but not for a real slowdown. The same shares on both databases: PostgreSQL
 * is the faster of the two everywhere it was measured.
 */
export const SHARES_OF_OWN_CEILING: Record<string, number> = {
  [DAY]: 0.04,
  [PROJECTS]: 0.15,
  'GET /v1/materialen': 0.35,
  'GET /v1/materialen (If-None-Match)': 0.09,
  [BOOKING]: 0.025,
  [EDIT]: 0.025,
};

const find = <T extends EndpointResult>(list: T[], name: string) => list.find((r) => r.name === name);
/** An endpoint's ceiling: the bare server with that endpoint's own answer, in the same run. */
export const ceilingOf = (run: ApiRun, name: string): CeilingResult | undefined => find(run.ceilings, name);
const fraction = (result: EndpointResult, ceiling: EndpointResult | undefined) =>
  ceiling && ceiling.requestsPerSecond > 0 ? result.requestsPerSecond / ceiling.requestsPerSecond : 0;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
export const sizeLabel = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1000}k`);

/** A target whose measurement is missing (an endpoint that did not run) fails rather than vanishing. */
const missing = (name: string, target: string): Target => ({ name, target, measured: 'not measured', pass: false });

/**
 * The API targets of DESIGN.md on every company size measured (10k, 100k, and 1M with --full), each size on
 * its own, and the growth from the smallest size to each larger one: a budget met at 1M but missed at 10k is
 * a miss.
 */
export function judgeApi(runs: ApiRun[]): Target[] {
  const targets: Target[] = [];
  for (const database of ['pglite', 'postgres'] as const) {
    const mine = runs.filter((r) => r.database === database).sort((a, b) => a.registrations - b.registrations);
    const smallest = mine[0];
    for (const run of mine) {
      const at = `${database}, ${sizeLabel(run.registrations)}`;
      const week = find(run.concurrent, WEEK);
      const weekCeiling = ceilingOf(run, WEEK);
      const needed = BUDGET[database] / BUDGET.ceiling;
      const throughputName = `week overview x50, throughput (${at})`;
      const throughputTarget = `>= ${percent(needed)} of its ceiling (${BUDGET[database]}/s of ${BUDGET.ceiling}/s)`;
      if (week && weekCeiling) {
        targets.push({
          name: throughputName,
          target: throughputTarget,
          measured: `${percent(fraction(week, weekCeiling))} (${week.requestsPerSecond}/s of ${weekCeiling.requestsPerSecond}/s)`,
          pass: fraction(week, weekCeiling) >= needed,
        });
        targets.push({
          name: `week overview x50, p99 (${at})`,
          target: `<= ${BUDGET.p99Ms} ms`,
          measured: `${week.p99Ms} ms`,
          pass: week.p99Ms <= BUDGET.p99Ms,
        });
      } else {
        targets.push(missing(throughputName, throughputTarget));
      }
      // Measured against the ceiling of the full answer, as the issue's "25% of the ceiling" reads; their own
      // ceilings (a bare 304) are in the table beside them.
      for (const revalidation of REVALIDATIONS) {
        const unchanged = find(run.concurrent, revalidation.endpoint);
        const full = ceilingOf(run, revalidation.full);
        if (!unchanged) continue;
        targets.push({
          name: `${revalidation.name} x50 (${at})`,
          target: `>= ${percent(BUDGET.unchangedShare)} of the ${revalidation.fullName}'s ceiling`,
          measured: `${percent(fraction(unchanged, full))} (${unchanged.requestsPerSecond}/s of ${full?.requestsPerSecond ?? '-'}/s)`,
          pass: fraction(unchanged, full) >= BUDGET.unchangedShare,
        });
      }
      const officeList = find(run.oneClient, OFFICE_EMPLOYEES);
      const officeTarget = `p50 <= ${BUDGET.officeListP50Ms} ms`;
      targets.push(
        officeList
          ? {
              name: `office list of employees x1 (${at})`,
              target: officeTarget,
              measured: `p50 ${officeList.p50Ms} ms, p99 ${officeList.p99Ms} ms`,
              pass: officeList.p50Ms <= BUDGET.officeListP50Ms,
            }
          : missing(`office list of employees x1 (${at})`, officeTarget),
      );
      for (const [name, share] of Object.entries(SHARES_OF_OWN_CEILING)) {
        const result = find(run.concurrent, name);
        const own = ceilingOf(run, name);
        const target = `>= ${percent(share)} of its ceiling`;
        targets.push(
          result && own
            ? {
                name: `${name} x50 (${at})`,
                target,
                measured: `${percent(fraction(result, own))} (${result.requestsPerSecond}/s of ${own.requestsPerSecond}/s)`,
                pass: fraction(result, own) >= share,
              }
            : missing(`${name} x50 (${at})`, target),
        );
      }
      const projects = find(run.concurrent, PROJECTS);
      const projectsCpu = projects?.processes.find((p) => p.name === 'server')?.cpuMsPerRequest;
      const cpuTarget = `<= ${BUDGET.projectsCpuMs} ms of server CPU per request`;
      targets.push(
        projectsCpu === undefined || projectsCpu === null
          ? missing(`${PROJECTS} x50, built once per version (${at})`, cpuTarget)
          : {
              name: `${PROJECTS} x50, built once per version (${at})`,
              target: cpuTarget,
              measured: `${projectsCpu} ms`,
              pass: projectsCpu <= BUDGET.projectsCpuMs,
            },
      );
      const { mixed } = run;
      const clients = `x${mixed.connections}${mixed.rate > 0 ? ` at ${mixed.rate}/s each` : ''}`;
      targets.push({
        name: `mixed load ${clients}, keyed bookings' p99 (${at})`,
        target: `<= ${BUDGET.mixedBookingP99Ms} ms`,
        measured: `${mixed.write.p99Ms} ms (${mixed.write.requestsPerSecond} bookings/s beside ${mixed.read.requestsPerSecond} week overviews/s)`,
        pass: mixed.write.p99Ms <= BUDGET.mixedBookingP99Ms,
      });
      targets.push({
        name: `mixed load ${clients}, every answered booking stored once (${at})`,
        target: '0 lost, 0 duplicated',
        measured: `${mixed.lost} lost, ${mixed.duplicated} duplicated of ${mixed.acknowledged}`,
        pass: mixed.lost === 0 && mixed.duplicated === 0 && mixed.acknowledged > 0,
      });
      const failing = [
        ...run.concurrent,
        ...run.oneClient,
        ...run.ceilings,
        { ...mixed.read, name: 'mixed load, week overviews' },
        { ...mixed.write, name: 'mixed load, keyed bookings' },
      ].filter((r) => r.errors + r.non2xx > 0);
      targets.push({
        name: `no errors, every endpoint and ceiling (${at})`,
        target: '0',
        measured: failing.length ? failing.map((r) => `${r.name}: ${r.errors + r.non2xx}`).join('; ') : '0',
        pass: failing.length === 0,
      });
      for (const name of [WEEK, DAY]) {
        const one = find(run.oneClient, name);
        const oneTarget = `p50 <= ${BUDGET.oneClientP50Ms} ms, p99 <= ${BUDGET.oneClientP99Ms} ms`;
        if (!one) {
          targets.push(missing(`${name} x1 (${at})`, oneTarget));
          continue;
        }
        targets.push({
          name: `${name} x1 (${at})`,
          target: oneTarget,
          measured: `p50 ${one.p50Ms} ms, p99 ${one.p99Ms} ms`,
          pass: one.p50Ms <= BUDGET.oneClientP50Ms && one.p99Ms <= BUDGET.oneClientP99Ms,
        });
        const base = smallest && run !== smallest ? find(smallest.oneClient, name) : undefined;
        if (base) {
          targets.push({
            name: `${name} growth ${sizeLabel(smallest!.registrations)} -> ${sizeLabel(run.registrations)} (${database})`,
            target: `p50 <= ${BUDGET.growth} x`,
            measured: `${base.p50Ms} -> ${one.p50Ms} ms (${(one.p50Ms / base.p50Ms).toFixed(2)} x)`,
            pass: one.p50Ms <= BUDGET.growth * base.p50Ms,
          });
        }
      }
    }
  }
  return targets;
}

/** The office console's first screen (its login page): Round 3's budget of gzipped JavaScript. */
export function judgeOfficeWeight(weight: OfficeBundleWeight): Target {
  return {
    name: "office console's first screen, JS",
    target: `<= ${weight.budgetBytes / 1024} KB gz`,
    measured: `${(weight.initial.jsBytes / 1024).toFixed(1)} KB gz`,
    pass: weight.withinBudget,
  };
}

/** The targets of DESIGN.md: the API on every size, the app's weight and Lighthouse. */
export function judge(runs: ApiRun[], weight: BundleWeight | null, lighthouse: LighthouseResult[]): Target[] {
  const targets = judgeApi(runs);
  if (weight) {
    targets.push({
      name: 'initial JS, login + weekly overview',
      target: `<= ${weight.budgetBytes / 1024} KB gz`,
      measured: `${(weight.initial.jsBytes / 1024).toFixed(1)} KB gz`,
      pass: weight.withinBudget,
    });
  }
  for (const lh of lighthouse) {
    targets.push({
      name: `Lighthouse mobile, ${lh.page}`,
      target: `performance >= ${BUDGET.lighthouse}, accessibility >= ${BUDGET.lighthouse}`,
      measured: `performance ${lh.performance}, accessibility ${lh.accessibility}`,
      pass: lh.performance >= BUDGET.lighthouse && lh.accessibility >= BUDGET.lighthouse,
    });
  }
  return targets;
}

/**
 * How `npm run bench` ends: 1 when any target of its table failed, so a script or CI can rely on it; with
 * --warn-only (exploratory runs on a busy machine) the misses are a warning and the exit status 0.
 */
export function exitStatus(targets: Target[], warnOnly: boolean): { code: 0 | 1; message: string | null } {
  const failed = targets.filter((t) => !t.pass);
  if (failed.length === 0) return { code: 0, message: null };
  const list = failed.map((t) => `${t.name} (${t.measured})`).join('; ');
  return warnOnly
    ? { code: 0, message: `warning (--warn-only): ${failed.length} target(s) missed: ${list}` }
    : { code: 1, message: `${failed.length} target(s) missed: ${list}` };
}

function table(header: string[], rows: Array<Array<string | number>>): string {
  const cells = [header, ...rows.map((r) => r.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** DESIGN.md's budgets of the office connector. */
const INTEGRATION_BUDGET = { importSeconds: 30, reimportSeconds: 10, feedRowsPerSecond: 20_000 };

export function judgeIntegration(runs: IntegrationRun[]): Target[] {
  return runs.flatMap((run) => [
    {
      name: `import of ${run.records.toLocaleString('en')} records (${run.database})`,
      target: `< ${INTEGRATION_BUDGET.importSeconds} s`,
      measured: `${run.importSeconds.toFixed(1)} s`,
      pass: run.importSeconds < INTEGRATION_BUDGET.importSeconds,
    },
    {
      name: `the same import again (${run.database})`,
      target: `< ${INTEGRATION_BUDGET.reimportSeconds} s, nothing written`,
      measured: `${run.reimportSeconds.toFixed(1)} s, ${run.reimportRowsWritten} rows written${run.reimportAllUnchanged ? '' : ', not all unchanged'}`,
      pass:
        run.reimportSeconds < INTEGRATION_BUDGET.reimportSeconds &&
        run.reimportRowsWritten === 0 &&
        run.reimportAllUnchanged,
    },
    {
      name: `change feed, ${run.feedChanges.toLocaleString('en')} changes (${run.database})`,
      target: `>= ${INTEGRATION_BUDGET.feedRowsPerSecond.toLocaleString('en')} rows/s`,
      measured: `${run.feedRowsPerSecond.toLocaleString('en')} rows/s`,
      pass: run.feedRowsPerSecond >= INTEGRATION_BUDGET.feedRowsPerSecond,
    },
  ]);
}

export function formatIntegration(runs: IntegrationRun[]): string {
  return table(
    ['office connector', 'records', 'import s', 'again s', 'rows written again', 'feed changes', 'feed rows/s'],
    runs.map((r) => [
      r.database,
      r.records,
      r.importSeconds.toFixed(1),
      r.reimportSeconds.toFixed(1),
      r.reimportRowsWritten,
      r.feedChanges,
      r.feedRowsPerSecond,
    ]),
  );
}

/**
 * The werkbon PDF's budgets: p50 under 300 ms (DESIGN.md), and "the memory does not grow", taken to mean this. The heap
 * after a forced collection is the sharp measure: a document kept per request (its parsed fonts alone are some 100 KB)
 * would add 20 MB over 200 PDFs, so 5 MB allows for what fills once (JIT code, pdfkit's and fontkit's caches) and still
 * catches a per-request leak. RSS also holds native memory (sharp, PGlite's WASM heap, the allocator's free pages),
 * which moves in steps of megabytes: 30 MB is beyond that noise and below a leak of native buffers (the PDF's own 60
 * KB, or a photo's bytes, kept per request would add 12 MB to 200 MB).
 */
const WERKBON_PDF_BUDGET = { p50Ms: 300, heapGrowthMb: 5, rssGrowthMb: 30 };

export function judgeWorkOrderPdf(runs: WorkOrderPdfRun[]): Target[] {
  return runs.flatMap((run) => {
    const rssGrowth = run.rssMb.after - run.rssMb.warm;
    const heapGrowth = run.heapUsedMb.after - run.heapUsedMb.warm;
    return [
      {
        name: `werkbon PDF, 20 hours and 6 photos, x1 (${run.database})`,
        target: `p50 < ${WERKBON_PDF_BUDGET.p50Ms} ms`,
        measured: `p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms`,
        pass: run.p50Ms < WERKBON_PDF_BUDGET.p50Ms,
      },
      {
        name: `werkbon PDF, memory over ${run.pdfs} PDFs after a warm-up (${run.database})`,
        target: `heap +<= ${WERKBON_PDF_BUDGET.heapGrowthMb} MB, RSS +<= ${WERKBON_PDF_BUDGET.rssGrowthMb} MB`,
        measured: `heap ${run.heapUsedMb.warm} -> ${run.heapUsedMb.after} MB, RSS ${run.rssMb.warm} -> ${run.rssMb.after} MB`,
        pass: heapGrowth <= WERKBON_PDF_BUDGET.heapGrowthMb && rssGrowth <= WERKBON_PDF_BUDGET.rssGrowthMb,
      },
    ];
  });
}

export function formatWorkOrderPdf(runs: WorkOrderPdfRun[]): string {
  return table(
    [
      'werkbon PDF',
      'PDFs',
      'KB',
      'pages',
      'p50 ms',
      'p99 ms',
      'max ms',
      'RSS MB warm -> after',
      'heap MB warm -> after',
    ],
    runs.map((r) => [
      r.database,
      r.pdfs,
      (r.pdfBytes / 1024).toFixed(0),
      r.pages,
      r.p50Ms,
      r.p99Ms,
      r.maxMs,
      `${r.rssMb.warm} -> ${r.rssMb.after}`,
      `${r.heapUsedMb.warm} -> ${r.heapUsedMb.after}`,
    ]),
  );
}

const cpuOf = (result: EndpointResult | undefined, group: string) =>
  result?.processes.find((p) => p.name === group)?.cpuMsPerRequest ?? null;
const rssOf = (result: EndpointResult | undefined, group: string) =>
  result?.processes.find((p) => p.name === group)?.peakRssMb ?? null;
const orDash = (value: number | null | undefined) => (value == null ? '-' : value);

/**
 * Where a request's CPU goes under 50 clients, per group of processes, and the cores that would take at the
 * budget's rate: the app (server processes), PostgreSQL's backends, autocannon (inside the bench's process),
 * and beside them the ceiling with the same answer. The machine has the cores it has: when the sum at the
 * budget's rate is above them, the budget cannot be met on it, however the app waits.
 */
export function formatCpu(runs: ApiRun[]): string {
  const rows = runs.flatMap((run) =>
    run.concurrent.map((r) => {
      const ceiling = ceilingOf(run, r.name);
      const parts = ['server', 'PostgreSQL', 'load generator'].map((g) => cpuOf(r, g));
      const total = parts.every((p) => p === null) ? null : parts.reduce<number>((sum, p) => sum + (p ?? 0), 0);
      return [
        `${run.database} ${sizeLabel(run.registrations)}`,
        r.name,
        r.requestsPerSecond,
        ...parts.map(orDash),
        orDash(total === null ? null : Math.round(total * 1000) / 1000),
        total === null ? '-' : ((total * BUDGET[run.database]) / 1000).toFixed(2),
        orDash(cpuOf(ceiling, 'ceiling')),
        orDash(cpuOf(ceiling, 'load generator')),
      ];
    }),
  );
  return table(
    [
      'CPU ms per request (x50)',
      'endpoint',
      'req/s',
      'server',
      'PostgreSQL',
      'autocannon',
      'total',
      'cores at budget/s',
      'ceiling',
      'its autocannon',
    ],
    rows,
  );
}

/** CPU ms per request of the week overview at 50 clients, per group of processes (for latest.json). */
export function weekCpuSummary(runs: ApiRun[]) {
  return runs.map((run) => {
    const week = find(run.concurrent, WEEK);
    const ceiling = ceilingOf(run, WEEK);
    return {
      database: run.database,
      registrations: run.registrations,
      serverProcesses: run.serverProcesses,
      requestsPerSecond: week?.requestsPerSecond ?? null,
      cpuMsPerRequest: {
        server: cpuOf(week, 'server'),
        postgres: cpuOf(week, 'PostgreSQL'),
        loadGenerator: cpuOf(week, 'load generator'),
        ceiling: cpuOf(ceiling, 'ceiling'),
        ceilingLoadGenerator: cpuOf(ceiling, 'load generator'),
      },
    };
  });
}

/** Peak RSS of each group during the 50-client week overview, and the highest over all 50-client runs. */
export function formatMemoryUnderLoad(runs: ApiRun[]): string {
  return table(
    [
      'RSS under load (x50)',
      'server processes',
      'server MB, week x50',
      'per process',
      'server MB, any x50',
      'PostgreSQL backends MB',
    ],
    runs.map((run) => {
      const week = find(run.concurrent, WEEK);
      const server = rssOf(week, 'server');
      const anyServer = Math.max(0, ...run.concurrent.map((r) => rssOf(r, 'server') ?? 0));
      const backends = Math.max(0, ...run.concurrent.map((r) => rssOf(r, 'PostgreSQL') ?? 0));
      return [
        `${run.database} ${sizeLabel(run.registrations)}`,
        run.serverProcesses,
        orDash(server),
        server === null ? '-' : (server / run.serverProcesses).toFixed(1),
        anyServer || '-',
        backends || '-',
      ];
    }),
  );
}

/** The one table of `npm run bench`: the API per database and size, the weight, Lighthouse, and the targets. */
export function formatReport(
  runs: ApiRun[],
  weight: BundleWeight | null,
  lighthouse: LighthouseResult[],
  targets: Target[],
  integration: IntegrationRun[] = [],
  workOrderPdf: WorkOrderPdfRun[] = [],
  extraSections: string[] = [],
): string {
  // A server of several processes says so beside its figures (the ceiling is one process).
  const label = (run: ApiRun) =>
    `${run.database} ${sizeLabel(run.registrations)}${run.serverProcesses > 1 ? ` (${run.serverProcesses} proc)` : ''}`;
  // Each endpoint beside its own ceiling: the bare server answering the same bytes to the same requests.
  const api = runs.flatMap((run) =>
    [...run.oneClient, ...run.concurrent].map((r) => {
      const ceiling = r.connections > 1 ? ceilingOf(run, r.name) : undefined;
      return [
        label(run),
        r.name,
        r.connections,
        r.requestsPerSecond,
        ceiling ? ceiling.requestsPerSecond : '-',
        ceiling ? percent(fraction(r, ceiling)) : '-',
        r.p50Ms,
        r.p99Ms,
        r.errors + r.non2xx + (ceiling ? ceiling.errors + ceiling.non2xx : 0),
        orDash(r.bytesPerAnswer),
        ceiling ? `${ceiling.bodyBytes} / ${orDash(ceiling.bytesPerAnswer)}` : '-',
        orDash(r.peakRssMb),
        orDash(r.stealPercent),
      ];
    }),
  );
  const sections = api.length
    ? [
        table(
          [
            'database',
            'endpoint',
            'conns',
            'req/s',
            'ceiling req/s',
            'of ceiling',
            'p50 ms',
            'p99 ms',
            'errors',
            'bytes/answer',
            'ceiling body / answer',
            'peak RSS MB',
            'steal %',
          ],
          api,
        ),
        formatCpu(runs),
        formatMemoryUnderLoad(runs),
      ]
    : [];
  sections.push(...extraSections);
  if (integration.length) sections.push(formatIntegration(integration));
  if (workOrderPdf.length) sections.push(formatWorkOrderPdf(workOrderPdf));
  if (weight) {
    sections.push(
      table(
        ['app weight (gzipped)', 'JS', 'CSS'],
        [
          ['login route', kb(weight.login.jsBytes), kb(weight.login.cssBytes)],
          ['weekly overview route', kb(weight.weeklyOverview.jsBytes), kb(weight.weeklyOverview.cssBytes)],
          ['initial (both routes)', kb(weight.initial.jsBytes), kb(weight.initial.cssBytes)],
          ['whole app', kb(weight.all.jsBytes), kb(weight.all.cssBytes)],
        ],
      ),
    );
  }
  if (lighthouse.length) {
    sections.push(
      table(
        [
          'Lighthouse (mobile), median run',
          'performance',
          'accessibility',
          'best practices',
          'LCP ms',
          'TBT ms',
          'performance of each run',
        ],
        lighthouse.map((l) => [
          `${l.page} (${l.path})`,
          l.performance,
          l.accessibility,
          l.bestPractices,
          l.lcpMs,
          l.tbtMs,
          l.performanceRuns.join(', '),
        ]),
      ),
    );
  }
  sections.push(
    table(
      ['target', 'wanted', 'measured', ''],
      targets.map((t) => [t.name, t.target, t.measured, t.pass ? 'pass' : 'FAIL']),
    ),
  );
  return sections.join('\n\n');
}

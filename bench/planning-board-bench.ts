import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import {
  formatDate,
  PlanningBoardSchema,
  planningLineFields,
  shiftDays,
  weekStart,
  type PlanningLine,
} from '@bouwwerk/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createPgliteDatabase, createPostgresDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import type { Kysely } from '../apps/server/src/db/kysely';
import type { Database } from '../apps/server/src/db/types';
import { createRepositories } from '../apps/server/src/repositories';
import { REPO_ROOT } from '../apps/server/test/helpers/child-process';
import { OfficeBrowser } from '../apps/server/test/helpers/office';
import { preparePglite, preparePostgres } from './bench-data';
import { BENCH_COMPANY_CODE, BENCH_OFFICE_USER } from './generate-company';
import { round } from './memory';
import { boardInBrowser, BOARD_SHOWN_BUDGET_MS, buildOfficeApp, type BoardInBrowser } from './planning-board-browser';
import type { DatabaseKind, Target } from './report';

/**
 * The planning board (Planbord) on the bench company of 500 employees: its data for everyone over two weeks
 * (last week, with a week of bookings, and this one), and a move of a line (PUT with its version) saved. Both
 * through the console's routes in this process, as its planner, one request at a time; the p50 of each.
 */
export const BOARD_BUDGET_MS = 150;
export const MOVE_BUDGET_MS = 50;
/** Requests per measurement: the board's, the moves', and unmeasured ones before each. */
export interface PlanningBoardRuns {
  board: number;
  move: number;
  warmup: number;
}
const RUNS: PlanningBoardRuns = { board: 30, move: 60, warmup: 5 };

export interface PlanningBoardRun {
  database: DatabaseKind;
  employees: number;
  lines: number;
  bookedDays: number;
  answerKb: number;
  board: Timing;
  move: Timing;
  /** The board in the planner's Chromium, served by this process with the built office app. */
  browser: BoardInBrowser;
}

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!, 1);
};

/**
 * Wall time at p50 and p90, and the process's CPU time (PGlite's worker thread included) at p50: on a machine
 * other work keeps busy the wall time waits for the cores, the CPU time is what the request itself costs.
 */
interface Timing {
  p50Ms: number;
  p90Ms: number;
  cpuP50Ms: number;
}

async function timed<T>(work: () => Promise<T>, into: { wall: number[]; cpu: number[] }): Promise<T> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await work();
  into.wall.push(performance.now() - started);
  const used = process.cpuUsage(cpu);
  into.cpu.push((used.user + used.system) / 1000);
  return result;
}

const timingOf = (times: { wall: number[]; cpu: number[] }): Timing => ({
  p50Ms: percentile(times.wall, 50),
  p90Ms: percentile(times.wall, 90),
  cpuP50Ms: percentile(times.cpu, 50),
});

/**
 * Every line of the period changed once by a planner, as lines are in use: each then has audit entries whose
 * latest the board shows ("Gewijzigd door ..."), where the generated company's lines have none.
 */
async function lastChangedByAPlanner(db: Kysely<Database>, from: string) {
  await db.transaction().execute(async (trx) => {
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('code', '=', BENCH_COMPANY_CODE)
      .executeTakeFirstOrThrow();
    await createRepositories(trx).auditLog.actAs({
      source: 'console',
      kind: 'office_user',
      id: null,
      name: 'Planning',
    });
    await trx
      .updateTable('planning')
      .set({ remark: 'Ingepland op het planbord' })
      .where('company_id', '=', company.id)
      .where('end_date', '>=', from)
      .execute();
  });
}

export async function runPlanningBoardBench(
  kind: DatabaseKind,
  log: (message: string) => void,
  options: {
    registrations?: number;
    /** Where PGlite's generated company is kept; a migrated template saves a new one its migrations. */
    cacheDir?: string;
    migrated?: Blob;
    runs?: PlanningBoardRuns;
    /** Leave the browser out (the bench's own smoke test): its figure is then not measured. */
    browser?: boolean;
  } = {},
): Promise<PlanningBoardRun> {
  const { registrations = 10_000, cacheDir = path.join(REPO_ROOT, 'bench/.data'), runs = RUNS } = options;
  const prepared =
    kind === 'pglite'
      ? await preparePglite(cacheDir, registrations, log, undefined, options.migrated)
      : await preparePostgres(process.env.DATABASE_URL!, registrations, log);
  const handle =
    prepared.database.kind === 'pglite'
      ? await createPgliteDatabase({ dataDir: prepared.database.dataDir })
      : createPostgresDatabase(prepared.database.url, 4);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrateToLatest(handle.db as never);
    if (options.browser !== false) buildOfficeApp();
    app = await buildApp({
      db: handle.db,
      config: loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }),
    });
    await app.ready();
    const office = new OfficeBrowser(app);
    await office.signIn(BENCH_COMPANY_CODE, BENCH_OFFICE_USER.email, BENCH_OFFICE_USER.password);

    const from = formatDate(shiftDays(weekStart(new Date()), -7), 'api');
    await lastChangedByAPlanner(handle.db, from);
    const url = `/office/v1/planning?from=${from}&weeks=2`;
    const read = async () => {
      // As the console's browser asks: compressed (brotli, on libuv's threads at this size).
      const response = await office.request({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
      return response;
    };
    for (let i = 0; i < runs.warmup; i++) await read();
    const boardTimes = { wall: [] as number[], cpu: [] as number[] };
    let last = await read();
    for (let i = 0; i < runs.board; i++) {
      last = await timed(read, boardTimes);
    }
    const json = last.headers['content-encoding'] === 'br' ? brotliDecompressSync(last.rawPayload) : last.rawPayload;
    const board = PlanningBoardSchema.parse(JSON.parse(json.toString('utf8')));
    log(
      `${kind}: board of ${board.employees.length} employees x 2 weeks: ${board.lines.length} lines, ${board.booked.length} booked days, ${(json.length / 1024).toFixed(0)} KB (${(last.rawPayload.length / 1024).toFixed(0)} KB sent)`,
    );

    // Each move a different line one day on, as a planner drags blocks: the version it was read at.
    const lines = board.lines.filter((line) => line.externalId === null && !line.target.closed);
    if (lines.length < runs.move + runs.warmup) throw new Error(`only ${lines.length} lines to move`);
    const move = async (line: PlanningLine) => {
      const dayOn = (date: string) => formatDate(shiftDays(new Date(`${date}T12:00:00`), 1), 'api');
      const response = await office.put(`/office/v1/planning/${line.id}`, {
        ...planningLineFields(line, { startDate: dayOn(line.startDate), endDate: dayOn(line.endDate) }),
        version: line.version,
      });
      if (response.statusCode !== 200) throw new Error(`move of ${line.id}: ${response.statusCode} ${response.body}`);
    };
    for (const line of lines.slice(0, runs.warmup)) await move(line);
    const moveTimes = { wall: [] as number[], cpu: [] as number[] };
    for (const line of lines.slice(runs.warmup, runs.warmup + runs.move)) await timed(() => move(line), moveTimes);

    let browser: BoardInBrowser = { shownMs: 0, loadsMs: [], usable: false, usability: 'not measured' };
    if (options.browser !== false) {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      browser = await boardInBrowser(origin, from);
      log(
        `  in Chromium: shown after ${browser.shownMs} ms (loads ${browser.loadsMs.join(', ')} ms); ${browser.usability}`,
      );
    }

    const run: PlanningBoardRun = {
      database: kind,
      employees: board.employees.length,
      lines: board.lines.length,
      bookedDays: board.booked.length,
      answerKb: round(json.length / 1024, 0),
      board: timingOf(boardTimes),
      move: timingOf(moveTimes),
      browser,
    };
    log(
      `  board p50 ${run.board.p50Ms} ms (p90 ${run.board.p90Ms}, CPU ${run.board.cpuP50Ms}); move p50 ${run.move.p50Ms} ms (p90 ${run.move.p90Ms}, CPU ${run.move.cpuP50Ms})`,
    );
    return run;
  } finally {
    await app?.close();
    await handle.close();
    await prepared.dispose();
  }
}

export function judgePlanningBoard(runs: PlanningBoardRun[]): Target[] {
  return runs.flatMap((run) => [
    {
      name: `planning board: ${run.employees} employees x 2 weeks (${run.lines} lines, ${run.answerKb} KB), p50 (${run.database})`,
      target: `<= ${BOARD_BUDGET_MS} ms`,
      measured: `${run.board.p50Ms} ms (p90 ${run.board.p90Ms} ms, CPU ${run.board.cpuP50Ms} ms)`,
      pass: run.board.p50Ms <= BOARD_BUDGET_MS,
    },
    {
      name: `planning board: shown and usable in Chromium (1280x800, median of ${run.browser.loadsMs.length}) (${run.database})`,
      target: `<= ${BOARD_SHOWN_BUDGET_MS} ms, keys work, rows virtualised`,
      measured: `${run.browser.shownMs} ms; ${run.browser.usability}`,
      pass: run.browser.usable && run.browser.shownMs > 0 && run.browser.shownMs <= BOARD_SHOWN_BUDGET_MS,
    },
    {
      name: `planning board: a move saved (PUT with its version), p50 (${run.database})`,
      target: `<= ${MOVE_BUDGET_MS} ms`,
      measured: `${run.move.p50Ms} ms (p90 ${run.move.p90Ms} ms, CPU ${run.move.cpuP50Ms} ms)`,
      pass: run.move.p50Ms <= MOVE_BUDGET_MS,
    },
  ]);
}

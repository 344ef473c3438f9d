import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { RegistrationReviewPageSchema } from '@bouwwerk/domain';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { createPgliteDatabase, createPostgresDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { sql, type Kysely } from '../apps/server/src/db/kysely';
import type { Database } from '../apps/server/src/db/types';
import { hashOfficePassword } from '../apps/server/src/office/passwords';
import { addDays } from '../apps/server/src/office/planning-board';
import { REPO_ROOT } from '../apps/server/test/helpers/child-process';
import { OfficeBrowser } from '../apps/server/test/helpers/office';
import { preparePglite, preparePostgres } from './bench-data';
import { BENCH_COMPANY_CODE } from './generate-company';
import { ownStatusKb, peakMemoryDuring, round, treeTotal } from './memory';
import { startServer, type BenchDatabase } from './server-process';
import type { DatabaseKind, Target } from './report';

/**
 * The office's review of registrations (/kantoor/registraties) on the bench company at 1,000,000 registrations:
 * a filtered page of the grid (a month of the whole company; one employee's quarter; a page deep into the
 * month by its cursor) through the console's routes in this process, as administratie; and 'Exporteren' as XLSX
 * of the latest 100,000 registrations, downloaded from the real server in its own process while its memory is
 * watched.
 */
export const REVIEW_PAGE_BUDGET_MS = 150;
/**
 * 'Groeperen' sums every registration of the period rather than reading a page of them: a month of the bench
 * company is 28,000, spread over the tables by the generator. Within a second the reviewer keeps his flow.
 */
export const REVIEW_GROUPS_BUDGET_MS = 1_000;
export const XLSX_BUDGET_S = 30;
export const XLSX_MEMORY_BUDGET_MB = 100;
export const XLSX_REGISTRATIONS = 100_000;
const RUNS = { pages: 30, warmup: 5 };
const REVIEWER = { email: 'administratie@bench.example', password: 'bench-kantoor-2026' };

export interface RegistrationReviewRun {
  database: DatabaseKind;
  registrations: number;
  pages: Array<{ name: string; grouped: boolean; rows: number; p50Ms: number; p90Ms: number }>;
  xlsx: {
    registrations: number;
    seconds: number;
    megabytes: number;
    /** The server's resident memory before the export, and its growth to the peak while exporting. */
    rssBeforeMb: number;
    /** The p99 of another request (/healthz) asked again and again while the export ran. */
    besideP99Ms: number;
    rssGrowthMb: number;
  };
}

const percentile = (times: number[], p: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!, 1);
};

/** An administratie user of the bench company (the generated company has its planner only). */
async function reviewer(db: Kysely<Database>) {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('code', '=', BENCH_COMPANY_CODE)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('office_users')
    .values({
      company_id: company.id,
      email: REVIEWER.email,
      name: 'Administratie',
      role: 'administratie',
      password_hash: await hashOfficePassword(REVIEWER.password),
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
  return company.id;
}

/**
 * The newest registration day, the day from which the newest `count` registrations were booked, and an employee
 * with open hours among the newest (the generator validates every other employee's).
 */
async function latestDays(db: Kysely<Database>, companyId: number, count: number) {
  const { rows } = await sql<{ last: string; first: string; employee: number }>`
    SELECT (SELECT max(date)::text FROM hour_registrations WHERE company_id = ${companyId}) AS last,
      (SELECT date::text FROM (
        SELECT date FROM hour_registrations WHERE company_id = ${companyId}
        UNION ALL SELECT date FROM material_registrations WHERE company_id = ${companyId}
        ORDER BY date DESC OFFSET ${count - 1} LIMIT 1) d) AS first,
      (SELECT employee_id FROM hour_registrations WHERE company_id = ${companyId} AND validated = 0
        ORDER BY id DESC LIMIT 1) AS employee`.execute(db);
  return rows[0]!;
}

/** How many registrations of the company are dated from `first` to `last`. */
async function registrationsBetween(db: Kysely<Database>, companyId: number, first: string, last: string) {
  const { rows } = await sql<{ n: number }>`
    SELECT ((SELECT count(*) FROM hour_registrations WHERE company_id = ${companyId} AND date BETWEEN ${first} AND ${last})
      + (SELECT count(*) FROM material_registrations WHERE company_id = ${companyId} AND date BETWEEN ${first} AND ${last}))::int AS n`.execute(
    db,
  );
  return rows[0]!.n;
}

/**
 * Another request while the export runs, one after another: how long the server's event loop keeps others
 * waiting. `/healthz` does nothing else, so its time is the wait. Its p99 in ms once stopped.
 */
function besideTheExport(origin: string) {
  const times: number[] = [];
  let running = true;
  const asking = (async () => {
    while (running) {
      const started = performance.now();
      await (await fetch(`${origin}/healthz`)).arrayBuffer();
      times.push(performance.now() - started);
      await sleep(20);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await asking;
      return percentile(times, 99);
    },
  };
}

/**
 * 'Exporteren' as XLSX from `first` to `last`, downloaded over HTTP from the real server (started on the bench's
 * database for this, then stopped) while its resident memory is sampled. The server first answers the month's
 * grid a few times as administratie, so it is measured warm, as a server that has been in use, not just started.
 */
async function exportInServerProcess(
  database: BenchDatabase,
  days: { first: string; last: string },
  registrations: number,
): Promise<RegistrationReviewRun['xlsx']> {
  const server = await startServer(database, 0);
  try {
    const signedIn = await fetch(`${server.url}/office/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ companyCode: BENCH_COMPANY_CODE, ...REVIEWER }),
    });
    if (!signedIn.ok) throw new Error(`the reviewer could not sign in: ${signedIn.status} ${await signedIn.text()}`);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const get = (url: string) => fetch(`${server.url}${url}`, { headers: { cookie } });
    for (let i = 0; i < 20; i++) {
      const page = await get(`/office/v1/registrations?from=${addDays(days.last, -30)}&to=${days.last}&limit=200`);
      if (!page.ok) throw new Error(`the grid: ${page.status} ${await page.text()}`);
      await page.arrayBuffer();
    }
    const rssBefore = treeTotal(server.pid, (pid) => ownStatusKb(pid, 'VmRSS'));
    if (rssBefore === undefined) throw new Error("the server's memory cannot be read (no /proc)");
    const beside = besideTheExport(server.url);
    const started = performance.now();
    const { result: bytes, peakRssMb } = await peakMemoryDuring(server.pid, async () => {
      const response = await get(`/office/v1/registrations/export?format=xlsx&from=${days.first}&to=${days.last}`);
      if (!response.ok || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
      let received = 0;
      for await (const chunk of response.body) received += (chunk as Uint8Array).length;
      return received;
    });
    const seconds = round((performance.now() - started) / 1000, 1);
    return {
      registrations,
      seconds,
      besideP99Ms: await beside.stop(),
      megabytes: round(bytes / 1024 / 1024, 1),
      rssBeforeMb: round(rssBefore / 1024, 1),
      rssGrowthMb: round(peakRssMb! - rssBefore / 1024, 1),
    };
  } finally {
    await server.stop();
  }
}

export async function runRegistrationReviewBench(
  kind: DatabaseKind,
  log: (message: string) => void,
  options: {
    registrations?: number;
    cacheDir?: string;
    /** A migrated empty PGlite data directory (the tests' template), saving a new company its migrations. */
    migrated?: Blob;
    runs?: typeof RUNS;
  } = {},
): Promise<RegistrationReviewRun> {
  const { registrations = 1_000_000, cacheDir = path.join(REPO_ROOT, 'bench/.data'), runs = RUNS } = options;
  const prepared =
    kind === 'pglite'
      ? await preparePglite(cacheDir, registrations, log, undefined, options.migrated)
      : await preparePostgres(process.env.DATABASE_URL!, registrations, log);
  const handle =
    prepared.database.kind === 'pglite'
      ? await createPgliteDatabase({ dataDir: prepared.database.dataDir })
      : createPostgresDatabase(prepared.database.url, 4);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let closed = false;
  try {
    await migrateToLatest(handle.db as never);
    const companyId = await reviewer(handle.db);
    app = await buildApp({ db: handle.db, config: loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }) });
    await app.ready();
    const office = new OfficeBrowser(app);
    await office.signIn(BENCH_COMPANY_CODE, REVIEWER.email, REVIEWER.password);

    const days = await latestDays(handle.db, companyId, Math.min(XLSX_REGISTRATIONS, registrations));
    const exported = await registrationsBetween(handle.db, companyId, days.first, days.last);
    // A month's worth up to the newest day, whole at every size (the calendar month may have just begun).
    const month = { from: addDays(days.last, -30), to: days.last };
    const list = (query: string) => `/office/v1/registrations?${query}&limit=200`;
    const firstOfMonth = RegistrationReviewPageSchema.parse(
      (await office.get(list(`from=${month.from}&to=${month.to}`))).json(),
    );
    // The cursor of the 21st page, as the grid reaches it after scrolling through twenty.
    let deepAfter = firstOfMonth.next;
    for (let i = 1; i < 20 && deepAfter; i++)
      deepAfter = RegistrationReviewPageSchema.parse(
        (await office.get(list(`from=${month.from}&to=${month.to}&after=${deepAfter}`))).json(),
      ).next;
    const quarterFrom = addDays(days.last, -91);
    const asked = [
      {
        name: `the company's last 31 days (${month.from} to ${month.to})`,
        url: list(`from=${month.from}&to=${month.to}`),
      },
      {
        name: 'a page 20 pages deep into them',
        url: list(`from=${month.from}&to=${month.to}&after=${deepAfter ?? ''}`),
      },
      {
        name: "one employee's open hours since a quarter ago",
        url: list(`from=${quarterFrom}&to=${days.last}&employeeId=${days.employee}&kind=hours&status=open`),
      },
      {
        name: 'those days grouped per employee and week',
        url: `/office/v1/registrations/groups?from=${month.from}&to=${month.to}&by=employee-week`,
      },
      {
        name: 'those days grouped per project',
        url: `/office/v1/registrations/groups?from=${month.from}&to=${month.to}&by=project`,
      },
    ];
    const pages = [];
    for (const page of asked) {
      const times: number[] = [];
      let rows = 0;
      for (let i = 0; i < runs.warmup + runs.pages; i++) {
        const started = performance.now();
        const response = await office.get(page.url);
        const elapsed = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${page.url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
        // A page's registrations, or the groups of a grouped one.
        const answer = response.json() as { registrations?: unknown[]; groups?: unknown[] };
        rows = (answer.registrations ?? answer.groups ?? []).length;
        if (i >= runs.warmup) times.push(elapsed);
      }
      pages.push({
        name: page.name,
        grouped: page.url.includes('/groups?'),
        rows,
        p50Ms: percentile(times, 50),
        p90Ms: percentile(times, 90),
      });
      log(`  ${kind}: ${page.name}: ${rows} rows, p50 ${percentile(times, 50)} ms`);
    }

    // The export in the server as `npm start` runs it, in a process of its own, so that only the server's memory
    // is counted: not this process's client reading the download, nor the pages' requests above.
    await app.close();
    app = undefined;
    await handle.close();
    closed = true;
    const xlsx = await exportInServerProcess(prepared.database, days, exported);
    log(
      `  ${kind}: XLSX of ${xlsx.registrations} registrations: ${xlsx.seconds} s, ${xlsx.megabytes} MB, server RSS ${xlsx.rssBeforeMb} MB +${xlsx.rssGrowthMb} MB, /healthz beside it p99 ${xlsx.besideP99Ms} ms`,
    );
    return { database: kind, registrations, pages, xlsx };
  } finally {
    await app?.close();
    if (!closed) await handle.close();
    await prepared.dispose();
  }
}

export function judgeRegistrationReview(runs: RegistrationReviewRun[]): Target[] {
  return runs.flatMap((run) => [
    ...run.pages.map((page) => {
      const budget = page.grouped ? REVIEW_GROUPS_BUDGET_MS : REVIEW_PAGE_BUDGET_MS;
      return {
        name: `registrations review at ${run.registrations.toLocaleString('en')}: ${page.name}, p50 (${run.database})`,
        target: `<= ${budget} ms`,
        measured: `${page.p50Ms} ms (p90 ${page.p90Ms} ms, ${page.rows} ${page.grouped ? 'groups' : 'rows'})`,
        pass: page.rows > 0 && page.p50Ms <= budget,
      };
    }),
    {
      name: `registrations export: XLSX of ${run.xlsx.registrations.toLocaleString('en')} registrations, streamed (${run.database})`,
      target: `<= ${XLSX_BUDGET_S} s, server RSS < +${XLSX_MEMORY_BUDGET_MB} MB`,
      measured: `${run.xlsx.seconds} s, ${run.xlsx.megabytes} MB, RSS ${run.xlsx.rssBeforeMb} MB +${run.xlsx.rssGrowthMb} MB; /healthz beside it p99 ${run.xlsx.besideP99Ms} ms`,
      pass:
        run.xlsx.registrations >= Math.min(XLSX_REGISTRATIONS, run.registrations) * 0.99 &&
        run.xlsx.seconds <= XLSX_BUDGET_S &&
        run.xlsx.rssGrowthMb < XLSX_MEMORY_BUDGET_MB,
    },
  ]);
}

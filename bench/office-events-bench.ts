import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { EventStreamReader } from '../apps/server/test/helpers/event-stream';
import { createCompany, createEmployee } from '../apps/server/test/helpers/fixtures';
import { createOfficeUser, OfficeBrowser } from '../apps/server/test/helpers/office';
import { openFresh, type DatabaseKind } from './integration-bench';
import { round } from './memory';
import type { Target } from './report';

/**
 * The planning board's live updates (issue 46: 200 open boards receive one change in at most 1 s at p99): 200
 * streams of GET /office/v1/events open on a server listening in this process, then a planning line written
 * again and again; each delivery counts from the start of the write's statement to the moment its change was
 * read from a stream, so it includes the commit, the notification (through PostgreSQL's LISTEN on PostgreSQL),
 * the fan-out and the HTTP read. The boards share one planner's session: a session costs nothing per stream.
 */
export const OFFICE_EVENT_BOARDS = 200;
export const OFFICE_EVENT_CHANGES = 30;
export const OFFICE_EVENT_BUDGET_MS = 1_000;

export interface OfficeEventsRun {
  database: DatabaseKind;
  boards: number;
  changes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;

export async function runOfficeEventsBench(
  kind: DatabaseKind,
  log: (message: string) => void,
  boards = OFFICE_EVENT_BOARDS,
  changes = OFFICE_EVENT_CHANGES,
): Promise<OfficeEventsRun> {
  const { handle, dispose } = await openFresh(kind);
  const streams: EventStreamReader[] = [];
  try {
    const db = handle.db;
    await migrateToLatest(db as never);
    const company = await createCompany(db, { code: 'planbord', name: 'Planbord bench B.V.' });
    const employee = await createEmployee(db, { companyId: company.id, username: 'jan' });
    const project = await db
      .insertInto('projects')
      .values({ company_id: company.id, code: 'P1', description: 'Nieuwbouw' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createOfficeUser(db, { companyId: company.id, email: 'planner@bench.example', role: 'planner' });
    const app = await buildApp({ db, config: loadConfig({ WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' }) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/office/v1/events`;
    const office = new OfficeBrowser(app);
    await office.signIn('planbord', 'planner@bench.example');

    for (let i = 0; i < boards; i++) streams.push(await EventStreamReader.open(url, { cookie: office.cookie }));
    await Promise.all(streams.map((stream) => stream.next('ready')));
    log(`${kind}: ${boards} boards open; ${changes} planning changes`);

    const latencies: number[] = [];
    for (let change = 0; change < changes; change++) {
      const from = streams.map((stream) => stream.events.length);
      const started = performance.now();
      await db
        .insertInto('planning')
        .values({
          company_id: company.id,
          employee_id: employee.id,
          start_date: '2026-03-10',
          end_date: '2026-03-10',
          project_id: project.id,
        })
        .execute();
      const received = await Promise.all(streams.map((stream, i) => stream.next('change', () => true, from[i])));
      latencies.push(...received.map((event) => event.at - started));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    for (const stream of streams) stream.close();
    await app.close();

    latencies.sort((a, b) => a - b);
    const run = {
      database: kind,
      boards,
      changes,
      p50Ms: round(percentile(latencies, 0.5), 1),
      p99Ms: round(percentile(latencies, 0.99), 1),
      maxMs: round(latencies.at(-1)!, 1),
    };
    log(`  delivered in p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, max ${run.maxMs} ms`);
    return run;
  } finally {
    for (const stream of streams) stream.close();
    await dispose();
  }
}

export function judgeOfficeEvents(runs: OfficeEventsRun[]): Target[] {
  return runs.map((run) => ({
    name: `${run.boards} open boards receive one change (${run.database})`,
    target: `<= ${OFFICE_EVENT_BUDGET_MS / 1000} s at p99`,
    measured: `${run.p99Ms} ms at p99 (p50 ${run.p50Ms} ms, max ${run.maxMs} ms; ${run.changes} changes)`,
    pass: run.p99Ms <= OFFICE_EVENT_BUDGET_MS,
  }));
}

import type { Kysely } from 'kysely';
import { beforeAll } from 'vitest';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/types';
import { DEMO_LOGINS, seedDemoData } from '../../src/seed/demo-seed';
import { signIn, useTestApp, type TestContext } from './test-app';

/**
 * Rows of the demo seed that the route tests book on, found in the data rather than assumed. Each helper takes
 * the database (and the company), so a test composes what it needs: `parts(db, demo).$call(ofSoort(0)).$call(bookable)`.
 */

type Db = Kysely<Database>;

/** The Wednesday the route tests seed the demo around: jan's planned week is Monday 9 to Friday 13 March 2026. */
export const DEMO_TODAY = new Date('2026-03-11T10:00:00Z');

export const seedDemo = (db: Db) => seedDemoData(db, { today: DEMO_TODAY });

export type DemoUser = (typeof DEMO_LOGINS)[number]['username'];

/** Signs the demo users in one after the other, each with their company and the demo password. */
export async function signInDemo<U extends DemoUser>(app: App, usernames: readonly U[]): Promise<Record<U, string>> {
  const tokens = {} as Record<U, string>;
  for (const username of usernames) {
    const login = DEMO_LOGINS.find((l) => l.username === username)!;
    tokens[username] = await signIn(app, login.companyCode, username, login.password);
  }
  return tokens;
}

/**
 * useTestApp with the demo seed (around DEMO_TODAY) and the given demo users signed in; `tokens` is filled
 * before the test file's own beforeAll runs, so read it inside hooks and tests only.
 */
export function useDemoApp<U extends DemoUser>(usernames: readonly U[]): TestContext & { tokens: Record<U, string> } {
  const context = Object.assign(useTestApp(), { tokens: {} as Record<U, string> });
  beforeAll(async () => {
    await seedDemo(context.database.db);
    Object.assign(context.tokens, await signInDemo(context.app, usernames));
  });
  return context;
}

export async function companyId(db: Db, code: string): Promise<number> {
  return (await db.selectFrom('companies').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
}

export async function employeeId(db: Db, company: number, username: string): Promise<number> {
  return (
    await db
      .selectFrom('employees')
      .select('id')
      .where('company_id', '=', company)
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;
}

/** The company's first active hour type in the order of the list. */
export async function activeHourTypeId(db: Db, company: number): Promise<number> {
  return (
    await db
      .selectFrom('hour_types')
      .select('id')
      .where('company_id', '=', company)
      .where('active', '=', true)
      .orderBy('sort_order')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Parts (budgets, `b`) with their work (`w`) and project (`p`); without a company, those of every company. */
export function parts(db: Db, company?: number) {
  const q = db
    .selectFrom('budgets as b')
    .innerJoin('works as w', 'w.id', 'b.work_id')
    .innerJoin('projects as p', 'p.id', 'w.project_id')
    .select(['b.id', 'w.id as work_id', 'p.id as project_id']);
  return company === undefined ? q : q.where('p.company_id', '=', company);
}

type PartQuery = ReturnType<typeof parts>;
type PartFilter = (q: PartQuery) => PartQuery;

// Filters for parts(), to pass to $call.
export const ofSoort =
  (soort: number): PartFilter =>
  (q) =>
    q.where('b.soort', '=', soort);
export const partActive =
  (active = true): PartFilter =>
  (q) =>
    q.where('b.active', '=', active);
/** Not done, not blocked and not invoiced. */
export const partUnlocked: PartFilter = (q) =>
  q.where('b.is_done', '=', false).where('b.geblokkeerd', '=', false).where('b.factuur_id', 'is', null);
export const workActive: PartFilter = (q) => q.where('w.active', '=', true);
export const projectDone =
  (done = false): PartFilter =>
  (q) =>
    q.where('p.is_done', '=', done);
export const projectAdministration =
  (active = true): PartFilter =>
  (q) =>
    q.where('p.has_active_administration', '=', active);
export const projectOld =
  (old: boolean): PartFilter =>
  (q) =>
    q.where('p.is_oud', '=', old);
/** An active work of a project that is not done and has an active administration. */
export const onOpenWork: PartFilter = (q) =>
  q.$call(workActive).$call(projectDone(false)).$call(projectAdministration(true));
/** A part anyone with the rights can book on: active and unlocked, on an open work. */
export const bookable: PartFilter = (q) => q.$call(partActive(true)).$call(partUnlocked).$call(onOpenWork);

/** The company's open work orders (status 2, not done, not invoiced), first created first. */
export function openOrders(db: Db, company: number) {
  return db
    .selectFrom('work_orders')
    .where('company_id', '=', company)
    .where('order_status', '=', 2)
    .where('is_done', '=', false)
    .where('factuur_id', 'is', null)
    .orderBy('id');
}

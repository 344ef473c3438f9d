import { sql, type Kysely } from '../apps/server/src/db/kysely';
import type { Database } from '../apps/server/src/db/types';
import { BENCH_COMPANY_CODE } from './generate-company';

/** Real ids and dates of a generated company, read before the server starts, so every request hits data. */
export interface BenchTargets {
  /** Employees to sign in, by username. */
  usernames: string[];
  /** Weeks (a date in each) that hold registrations, the planned week first. */
  weekDates: string[];
  /** An employee's registrations of one day on one project. */
  days: Array<{ username: string; projectId: number; date: string }>;
  /** Hour registrations their employee may still change. */
  editableHours: Array<{ username: string; id: number; date: string; hours: number }>;
  /** Parts (budgets) that take hours. */
  budgets: Array<{ projectId: number; workId: number; budgetId: number }>;
  hourTypeId: number;
}

const SAMPLE = 400;

export async function readBenchTargets(db: Kysely<Database>, options: { signIns: number }): Promise<BenchTargets> {
  const company = await db
    .selectFrom('companies')
    .select('id')
    .where('code', '=', BENCH_COMPANY_CODE)
    .executeTakeFirstOrThrow();
  const c = company.id;
  const employees = await db
    .selectFrom('employees')
    .select(['id', 'username'])
    .where('company_id', '=', c)
    .orderBy('id')
    .limit(options.signIns)
    .execute();
  const ids = employees.map((e) => e.id);
  const username = new Map(employees.map((e) => [e.id, e.username]));
  const planned = await db
    .selectFrom('planning')
    .select('start_date')
    .where('company_id', '=', c)
    .orderBy('start_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  const recent = await db
    .selectFrom('hour_registrations')
    .select([
      sql<string>`to_char(max(date), 'YYYY-MM-DD')`.as('last'),
      sql<string>`to_char(min(date), 'YYYY-MM-DD')`.as('first'),
    ])
    .where('company_id', '=', c)
    .executeTakeFirstOrThrow();
  const weekDates = [planned?.start_date, recent.last].filter((d): d is string => typeof d === 'string');
  // Earlier weeks, as far as the history goes (a small company is a young one: see benchCompanySize).
  for (let weeksBack = 1; weekDates.length < 12 && recent.last; weeksBack++) {
    const day = new Date(`${recent.last}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 7 * weeksBack);
    const date = day.toISOString().slice(0, 10);
    if (date < recent.first) break;
    weekDates.push(date);
  }

  // Spread over the employees that sign in: a sample of their registrations, newest first.
  const days = await db
    .selectFrom('hour_registrations')
    .select(['employee_id', 'project_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day')])
    .distinct()
    .where('company_id', '=', c)
    .where('employee_id', 'in', ids)
    .where('project_id', 'is not', null)
    .where('work_order_id', 'is', null)
    .orderBy('day', 'desc')
    .limit(SAMPLE)
    .execute();
  const editable = await db
    .selectFrom('hour_registrations')
    .select(['id', 'employee_id', 'hours', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day')])
    .where('company_id', '=', c)
    .where('employee_id', 'in', ids)
    .where('verkoopfactuurregel_id', '=', 0)
    .where('validated', '=', 1)
    .where('project_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(SAMPLE)
    .execute();
  const budgets = await db
    .selectFrom('budgets as b')
    .innerJoin('works as w', 'w.id', 'b.work_id')
    .select(['w.project_id', 'w.id as work_id', 'b.id as budget_id'])
    .where('b.company_id', '=', c)
    .where('b.soort', '=', 0)
    .orderBy('b.id')
    .limit(SAMPLE)
    .execute();
  const hourType = await db
    .selectFrom('hour_types')
    .select('id')
    .where('company_id', '=', c)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();

  const targets: BenchTargets = {
    usernames: employees.map((e) => e.username),
    weekDates,
    days: days.map((d) => ({ username: username.get(d.employee_id)!, projectId: d.project_id!, date: d.day })),
    editableHours: editable.map((h) => ({
      username: username.get(h.employee_id)!,
      id: h.id,
      date: h.day,
      hours: Number(h.hours),
    })),
    budgets: budgets.map((b) => ({ projectId: b.project_id, workId: b.work_id, budgetId: b.budget_id })),
    hourTypeId: hourType.id,
  };
  for (const [name, list] of [
    ['days', targets.days],
    ['editable hours', targets.editableHours],
    ['budgets', targets.budgets],
  ] as const) {
    if (list.length === 0) throw new Error(`The bench company has no ${name} to aim at: generate more registrations`);
  }
  return targets;
}

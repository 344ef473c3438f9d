import type { OverviewDay } from '@bouwwerk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../apps/server/src/db/kysely';
import { apiHeaders, signIn, useTestApp } from '../../apps/server/test/helpers/test-app';
import {
  BENCH_COMPANY_CODE,
  BENCH_PASSWORD,
  benchCompanySize,
  benchUsername,
  generateBenchCompany,
} from '../generate-company';

const SIZE = { employees: 12, projects: 20, workOrders: 40, materials: 150, registrations: 3000, years: 1 };
const TODAY = new Date('2026-03-11T10:00:00Z');
const ctx = useTestApp();
let companyId: number;

beforeAll(async () => {
  ({ companyId } = await generateBenchCompany(ctx.database.db, SIZE, { today: TODAY }));
});

const count = async (
  table: 'employees' | 'projects' | 'work_orders' | 'materials' | 'hour_registrations' | 'material_registrations',
) =>
  Number(
    (
      await ctx.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the bench company generator', () => {
  it('writes the asked sizes', async () => {
    expect(await count('employees')).toBe(SIZE.employees);
    expect(await count('projects')).toBe(SIZE.projects);
    expect(await count('work_orders')).toBe(SIZE.workOrders);
    expect(await count('materials')).toBe(SIZE.materials);
    expect((await count('hour_registrations')) + (await count('material_registrations'))).toBe(SIZE.registrations);
  });

  it('books only on weekdays in the past, on a budget of the booked work and project', async () => {
    const wrong = await ctx.database.db
      .selectFrom('hour_registrations as h')
      .innerJoin('budgets as b', 'b.id', 'h.budget_id')
      .innerJoin('works as w', 'w.id', 'b.work_id')
      .select('h.id')
      .where('h.company_id', '=', companyId)
      .where((eb) =>
        eb.or([
          eb('w.id', '<>', eb.ref('h.work_id')),
          eb('w.project_id', '<>', eb.ref('h.project_id')),
          eb('h.date', '>=', '2026-03-11'),
        ]),
      )
      .execute();
    expect(wrong).toEqual([]);
  });

  it('has an employee book on one project per week, as on a real site', async () => {
    const weeks = await sql<{ projects: number }>`
      SELECT count(DISTINCT project_id)::int AS projects FROM hour_registrations
      WHERE company_id = ${companyId} GROUP BY employee_id, date_trunc('week', date)`.execute(ctx.database.db);
    expect(weeks.rows.length).toBeGreaterThan(100);
    expect(weeks.rows.every((w) => w.projects === 1)).toBe(true);
  });

  it('makes a smaller company a younger one: the same pace, a shorter history', () => {
    expect(Math.round(benchCompanySize(10_000).years * 365)).toBe(11);
    expect(benchCompanySize(1_000_000)).toMatchObject({ registrations: 1_000_000, years: 3, employees: 500 });
  });

  it('plans every employee every week of the history, on a project and on a work order', async () => {
    const weeks = await sql<{ employees: number; projects: number; orders: number }>`
      SELECT count(DISTINCT employee_id)::int AS employees, count(project_id)::int AS projects, count(work_order_id)::int AS orders
      FROM planning WHERE company_id = ${companyId} GROUP BY date_trunc('week', start_date) ORDER BY date_trunc('week', start_date)`.execute(
      ctx.database.db,
    );
    expect(weeks.rows).toHaveLength(53);
    expect(
      weeks.rows.every(
        (w) => w.employees === SIZE.employees && w.projects === SIZE.employees && w.orders === SIZE.employees,
      ),
    ).toBe(true);
  });

  it('gives a generated employee a planned week the API can show', async () => {
    const token = await signIn(ctx.app, BENCH_COMPANY_CODE, benchUsername(1), BENCH_PASSWORD);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v3/weekoverzicht/2026-03-11',
      headers: apiHeaders(token),
    });
    expect(response.statusCode).toBe(200);
    const workdays = Object.values(response.json() as Record<string, OverviewDay>).slice(0, 5);
    // Five workdays, or every() would pass on an empty week.
    expect(workdays).toHaveLength(5);
    expect(workdays.every((d) => d.items.some((i) => i.expected))).toBe(true);
  });
});

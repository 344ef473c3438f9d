import { WeekOverviewResponseSchema, type OverviewDay, type ProjectItem } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../../src/lib/tokens';
import { sessionLookup } from '../../src/plugins/authentication';
import { hoursQuery, materialsQuery, toHourRows, toMaterialRows } from '../../src/repositories/registration-rows';
import { DEMO_LOGINS } from '../../src/seed/demo-seed';
import { bookable, companyId, employeeId, ofSoort, openOrders, parts, useDemoApp } from '../helpers/demo-refs';
import { createEmployee } from '../helpers/fixtures';
import { statementCountingApp } from '../helpers/statement-counter';
import { apiHeaders, signIn } from '../helpers/test-app';

// The demo seed around Wednesday 11 March 2026: jan's planned week is Monday 9 to Friday 13 March.
const WEEK_KEYS = ['09-03-2026', '10-03-2026', '11-03-2026', '12-03-2026', '13-03-2026', '14-03-2026', '15-03-2026'];

const ctx = useDemoApp(['jan', 'anna']);
const { tokens } = ctx;

const week = async (date: string, token = tokens.jan) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/v3/weekoverzicht/${date}`,
    headers: apiHeaders(token),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as Record<string, OverviewDay>;
  // The route sends its answer as built (no zod encode on the way out): every answer here must already be
  // exactly what the schema describes, with no field it would strip or refuse.
  expect(WeekOverviewResponseSchema.encode(body)).toStrictEqual(body);
  return body;
};

async function companyIds(code: string, table: 'projects' | 'work_orders') {
  const rows = await ctx.database.db
    .selectFrom(table)
    .innerJoin('companies', 'companies.id', `${table}.company_id`)
    .select(`${table}.id as id`)
    .where('companies.code', '=', code)
    .execute();
  return rows.map((r) => r.id);
}

describe('GET /v3/weekoverzicht/{date}', () => {
  it('returns Monday to Sunday of the week containing the date, keyed dd-MM-yyyy', async () => {
    expect(Object.keys(await week('2026-03-11'))).toEqual(WEEK_KEYS);
    expect(Object.keys(await week('2026-03-15'))).toEqual(WEEK_KEYS);
    expect(Object.keys(await week('2026-03-09'))).toEqual(WEEK_KEYS);
  });

  it('lists the planned project with its colleagues, planning items and timing on Monday', async () => {
    const monday = (await week('2026-03-11'))['09-03-2026']!;
    const school = monday.items[0] as ProjectItem;
    expect(school).toMatchObject({
      type: 'project',
      expected: true,
      arrival: '07:30',
      duration: 8,
      date: '2026-03-09',
      endDate: '2026-03-10',
    });
    expect(school.description).toMatch(/Basisschool/);
    expect(school.colleagues.map((c) => c.firstName).sort()).toEqual(['Mohammed', 'Piet']);
    expect(school.employees.map((c) => c.firstName)).toContain('Jan');
    expect(school.planningItems.length).toBeGreaterThan(0);
    expect(school.planningItems[0]!.planningWerken[0]!.companyDto.companyName).not.toBe('');
    expect(school.address.street).not.toBe('');
  });

  it('puts expected items first and unexpected (booked, not planned) ones after them', async () => {
    const days = Object.values(await week('2026-03-11'));
    const unexpected = days.flatMap((d) => d.items.filter((i) => !i.expected));
    expect(unexpected.length).toBeGreaterThan(0);
    // The order is only tested on a day that has both kinds (the seed's Monday: the school, and booked work beside it).
    expect(days.some((d) => d.items.some((i) => i.expected) && d.items.some((i) => !i.expected))).toBe(true);
    for (const day of days) {
      const flags = day.items.map((i) => i.expected);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    }
    for (const item of unexpected)
      expect(item.registrations.length + (item.type === 'indirect' ? 1 : 0)).toBeGreaterThan(0);
  });

  it('sums hoursWorked from the hour registrations, without other project costs, and floors remaining hours at 0', async () => {
    const days = await week('2026-03-04');
    const rows = await ctx.database.db
      .selectFrom('hour_registrations as h')
      .innerJoin('employees as e', 'e.id', 'h.employee_id')
      .leftJoin('budgets as b', 'b.id', 'h.budget_id')
      .select(['h.date', (eb) => eb.fn.sum<number>('h.hours').as('total')])
      .where('e.username', '=', 'jan')
      // Other project costs (OP parts) are amounts, not hours worked.
      .where((eb) => eb.or([eb('b.soort', 'is', null), eb('b.soort', '<>', 2)]))
      .where('h.date', '>=', '2026-03-02')
      .where('h.date', '<=', '2026-03-08')
      .groupBy('h.date')
      .execute();
    const booked = new Map(rows.map((r) => [r.date.split('-').reverse().join('-'), Number(r.total)]));
    expect(booked.size).toBeGreaterThan(0);
    expect(Object.keys(days)).toEqual([
      '02-03-2026',
      '03-03-2026',
      '04-03-2026',
      '05-03-2026',
      '06-03-2026',
      '07-03-2026',
      '08-03-2026',
    ]);
    // The floor is met: on Thursday jan worked 10 hours of 8.
    expect(Object.values(days).some((d) => d.hoursWorked > d.workingHours)).toBe(true);
    for (const [key, day] of Object.entries(days)) {
      expect(day.hoursWorked).toBeCloseTo(booked.get(key) ?? 0, 6);
      expect(day.remainingHours).toBeCloseTo(Math.max(0, day.workingHours - day.hoursWorked), 6);
      expect(day.remainingHours).toBeGreaterThanOrEqual(0);
    }
  });

  it('gives each weekday the company working time: 8 on Monday, 7.5 on Friday, 0 at the weekend', async () => {
    const days = await week('2026-03-11');
    expect(days['09-03-2026']!.workingHours).toBe(8);
    expect(days['13-03-2026']!.workingHours).toBe(7.5);
    expect(days['14-03-2026']!.workingHours).toBe(0);
    expect(days['14-03-2026']!.items).toEqual([]);
  });

  it('shows planned indirect work and its registrations as indirect items', async () => {
    const friday = (await week('2026-03-11'))['13-03-2026']!;
    const indirect = friday.items.find((i) => i.type === 'indirect');
    expect(indirect).toMatchObject({ type: 'indirect', expected: true, description: 'Opleiding' });
    // Two weeks before, nothing indirect was planned: jan's two indirect registrations show, each with its hours.
    const past = Object.values(await week('2026-02-25')).flatMap((d) => d.items.filter((i) => i.type === 'indirect'));
    expect(past.map(({ date, description, amount, expected }) => ({ date, description, amount, expected }))).toEqual([
      { date: '2026-02-25', description: 'Dokter/tandarts', amount: 1, expected: false },
      { date: '2026-02-27', description: 'Ziekte', amount: 7.5, expected: false },
    ]);
    for (const item of past) expect(item.id).toBeGreaterThan(0);
  });

  it('groups the day’s registrations by work and category', async () => {
    const days = Object.values(await week('2026-03-04'));
    const groups = days.flatMap((d) => d.items.flatMap((i) => i.registrations));
    expect(groups.length).toBeGreaterThan(0);
    // Last week jan booked parking and dump costs: the other-costs check below has categories to look at.
    expect(groups.some((g) => g.otherCosts.length > 0)).toBe(true);
    for (const group of groups) {
      const categories = [...group.budgets, ...group.otherCosts, ...group.variableCharges];
      expect(categories.length).toBeGreaterThan(0);
      for (const c of group.otherCosts) expect(c.isOverigeProjectkosten).toBe(true);
      for (const c of categories) expect(c.hours.length + c.materials.length).toBeGreaterThan(0);
    }
  });

  it('reads the week’s registrations, sent as column arrays, exactly as the registration queries read them', async () => {
    const db = ctx.database.db;
    const demo = await companyId(db, 'demo');
    const jan = await employeeId(db, demo, 'jan');
    const range = { companyId: demo, employeeId: jan, from: '2026-03-02', to: '2026-03-08' };
    const part = await parts(db, demo).$call(ofSoort(0)).$call(bookable).executeTakeFirstOrThrow();
    await db
      .insertInto('material_registrations')
      .values({
        company_id: demo,
        employee_id: jan,
        date: '2026-03-04',
        project_id: part.project_id,
        work_id: part.work_id,
        budget_id: part.id,
        quantity: 2.5,
        unit: 'm',
        description: 'Kabel "YMvK"',
        remark: 'één rol',
      })
      .execute();

    const read = await ctx.app.repos.weekOverview.week({
      ...sessionLookup(tokens.jan),
      from: range.from,
      to: range.to,
    });
    const hours = toHourRows(await hoursQuery(db, range).execute());
    const materials = toMaterialRows(await materialsQuery(db, range).execute());
    expect(hours.length).toBeGreaterThan(1);
    expect(materials.length).toBeGreaterThan(0);
    expect(read!.hours).toStrictEqual(hours);
    expect(read!.materials).toStrictEqual(materials);
  });

  it('shows what was booked without a plan: a project by its material only, an order (not its project), indirect hours', async () => {
    const db = ctx.database.db;
    const demo = await companyId(db, 'demo');
    const jan = await employeeId(db, demo, 'jan');
    const day = '2026-06-17'; // a Wednesday of a week with nothing planned or booked for jan
    expect((await week(day))['17-06-2026']!.items).toEqual([]);
    const part = await parts(db, demo).$call(ofSoort(0)).$call(bookable).executeTakeFirstOrThrow();
    const order = await openOrders(db, demo).select(['id', 'project_id']).executeTakeFirstOrThrow();
    const indirect = await db
      .selectFrom('indirect_work_types')
      .select('id')
      .where('company_id', '=', demo)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('material_registrations')
      .values({
        company_id: demo,
        employee_id: jan,
        date: day,
        project_id: part.project_id,
        work_id: part.work_id,
        budget_id: part.id,
        quantity: 3,
        unit: 'stuks',
        description: 'Plaat',
      })
      .execute();
    await db
      .insertInto('hour_registrations')
      .values([
        {
          company_id: demo,
          employee_id: jan,
          date: day,
          work_order_id: order.id,
          project_id: order.project_id,
          hours: 2,
        },
        { company_id: demo, employee_id: jan, date: day, indirect_work_type_id: indirect.id, hours: 1 },
      ])
      .execute();

    const items = (await week(day))['17-06-2026']!.items;
    expect(items.every((i) => !i.expected)).toBe(true);
    expect(
      items.map((i) => [i.type, i.id === 0 ? 'registration' : i.type === 'indirect' ? 'registration' : i.id]).sort(),
    ).toEqual(
      [
        ['indirect', 'registration'],
        ['project', part.project_id],
        ['workorder', order.id],
      ].sort(),
    );
    const project = items.find((i) => i.type === 'project')!;
    expect(
      project.registrations
        .flatMap((g) => [...g.budgets, ...g.variableCharges, ...g.otherCosts])
        .flatMap((c) => c.materials),
    ).toHaveLength(1);
  });

  it('tells per project whether it has other project costs, and active ones, active parts and active cost-plus work', async () => {
    const db = ctx.database.db;
    const demo = await companyId(db, 'demo');
    const jan = await employeeId(db, demo, 'jan');
    const day = '2026-07-08'; // a Wednesday of a week with nothing else planned for jan
    const project = await db
      .insertInto('projects')
      .values({ company_id: demo, code: 'VLAG-1', description: 'Vlaggen' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('planning')
      .values({ company_id: demo, employee_id: jan, start_date: day, end_date: day, project_id: project.id })
      .execute();
    const flags = async () => {
      const item = (await week(day))['08-07-2026']!.items.find(
        (i): i is ProjectItem => i.type === 'project' && i.id === project.id,
      )!;
      return [item.otherProjectCosts, item.activeOtherProjectCosts, item.activeBudgets, item.activeCostPlus];
    };
    const addWork = (values: { soort_id?: number; active?: boolean }) =>
      db
        .insertInto('works')
        .values({ company_id: demo, project_id: project.id, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();

    expect(await flags()).toEqual([false, false, false, false]); // no works at all
    const work = await addWork({});
    expect(await flags()).toEqual([false, false, false, false]); // a work without parts
    await db.insertInto('budgets').values({ company_id: demo, work_id: work.id, soort: 2, active: false }).execute();
    expect(await flags()).toEqual([true, false, false, false]); // other costs, none active
    await db.insertInto('budgets').values({ company_id: demo, work_id: work.id, soort: 2 }).execute();
    await db.insertInto('budgets').values({ company_id: demo, work_id: work.id, soort: 1 }).execute();
    expect(await flags()).toEqual([true, true, true, false]);
    await db.updateTable('works').set({ active: false }).where('id', '=', work.id).execute();
    expect(await flags()).toEqual([true, false, false, false]); // active parts on an inactive work do not count
    const costPlus = await addWork({ soort_id: 1, active: false });
    expect(await flags()).toEqual([true, false, false, false]);
    await db.updateTable('works').set({ active: true }).where('id', '=', costPlus.id).execute();
    expect(await flags()).toEqual([true, false, false, true]); // cost-plus work needs no parts
  });

  it('never shows another company’s projects or orders', async () => {
    const acmeProjects = await companyIds('acme', 'projects');
    const acmeOrders = await companyIds('acme', 'work_orders');
    const demoProjects = await companyIds('demo', 'projects');
    expect(acmeProjects.length).toBeGreaterThan(0);
    expect(acmeOrders.length).toBeGreaterThan(0);
    const janItems = Object.values(await week('2026-03-11')).flatMap((d) => d.items);
    expect(janItems.length).toBeGreaterThan(0);
    expect(
      janItems.filter(
        (i) => (i.type === 'project' ? acmeProjects : acmeOrders).includes(i.id) && i.type !== 'indirect',
      ),
    ).toEqual([]);
    const annaItems = Object.values(await week('2026-03-11', tokens.anna)).flatMap((d) => d.items);
    expect(annaItems.length).toBeGreaterThan(0);
    expect(annaItems.filter((i) => i.type === 'project' && demoProjects.includes(i.id))).toEqual([]);
  });

  it.each(['2026-02-30', '11-03-2026', 'today', '2026-3-1'])('answers 400 for the date %s', async (date) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/v3/weekoverzicht/${date}`,
      headers: apiHeaders(tokens.jan),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/date/);
  });

  it('answers 401 without a token, also for a bad date', async () => {
    for (const date of ['2026-03-11', '2026-02-30', 'today']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/v3/weekoverzicht/${date}`, headers: apiHeaders() });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('MISSING_TOKEN');
    }
  });

  // The week reads its session in its own statement: it must end a session exactly as `authenticate` does.
  describe('a token without an active session', () => {
    const endings: Record<string, (token: string) => Promise<unknown>> = {
      'signed out': (token) => ctx.app.inject({ method: 'DELETE', url: '/v1/sessions', headers: apiHeaders(token) }),
      expired: (token) =>
        ctx.database.db
          .updateTable('sessions')
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where('token_hash', '=', hashToken(token))
          .execute(),
      'of a deactivated employee': async (token) => {
        const { employeeId: id } = await ctx.database.db
          .selectFrom('sessions')
          .select('employee_id as employeeId')
          .where('token_hash', '=', hashToken(token))
          .executeTakeFirstOrThrow();
        await ctx.database.db.updateTable('employees').set({ active: false }).where('id', '=', id).execute();
      },
    };

    it.each(Object.keys(endings))('answers 401 for a token %s, also for a bad date', async (ending) => {
      const company = await companyId(ctx.database.db, DEMO_LOGINS[0]!.companyCode);
      const username = `week-${ending.replace(/\W/g, '')}`;
      await createEmployee(ctx.database.db, { companyId: company, username });
      const token = await signIn(ctx.app, DEMO_LOGINS[0]!.companyCode, username);
      const weekOf = (date: string) =>
        ctx.app.inject({ method: 'GET', url: `/v3/weekoverzicht/${date}`, headers: apiHeaders(token) });
      expect((await weekOf('2026-03-11')).statusCode).toBe(200);
      await endings[ending]!(token);
      for (const date of ['2026-03-11', '2026-02-30', 'today']) {
        const response = await weekOf(date);
        expect(response.statusCode).toBe(401);
        expect(response.json().code).toBe('INVALID_TOKEN');
      }
    });

    it('answers 401 for a token that was never issued', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/v3/weekoverzicht/2026-03-11',
        headers: apiHeaders('made-up-token'),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_TOKEN');
    });
  });

  it('reads the session and the whole week in one statement', async () => {
    // The week, who asks included, is one statement.
    const { app, statements } = await statementCountingApp(ctx.database.db);
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/v3/weekoverzicht/2026-03-11',
        headers: apiHeaders(tokens.jan),
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as Record<string, OverviewDay>)['09-03-2026']!.items.length).toBeGreaterThan(0);
      expect(statements()).toBe(1);
    } finally {
      await app.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { officeCompany } from '../integration-api/registrations-fixtures';
import { createEmployee } from '../helpers/fixtures';
import { signedInUser } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';

// 'Groeperen' on /kantoor/registraties: the period's registrations per employee and week, measured against his
// working hours with the missing hours marked, or per project, each with its totals.

const ctx = useTestApp();
const db = () => ctx.database.db;

/** Wednesday 14 to Tuesday 20 October 2026: part of week 42 and part of week 43, all of it before any run. */
const PERIOD = 'from=2026-10-14&to=2026-10-20';

async function groupedCompany(code: string) {
  const company = await officeCompany(ctx.app, db(), code);
  const ref = { id: company.companyId, code };
  const planner = (await signedInUser(ctx.app, db(), ref, { role: 'planner', name: 'Piet' })).office;
  await db()
    .insertInto('company_working_hours')
    .values([1, 2, 3, 4, 5].map((weekday) => ({ company_id: company.companyId, weekday, hours: 8 })))
    .execute();
  const colleague = await createEmployee(db(), {
    companyId: company.companyId,
    username: 'els',
    firstName: 'Els',
    lastName: 'de Vries',
  });
  // Before the period (not counted), then Wednesday on the work order, Thursday on the project: Thursday and
  // Friday fall short, and nothing at all is booked in week 43.
  await company.hours({ date: '2026-10-12', hours: 8 });
  const order = await company.hours({ date: '2026-10-14', hours: 8, onOrder: true });
  const material = await company.material({ date: '2026-10-14', quantity: 3 });
  const project = await company.hours({ date: '2026-10-15', hours: 4 });
  return { company, planner, colleague, ids: { order, material, project } };
}

type Groups = { by: string; groups: Array<Record<string, unknown>> };

describe('GET /office/v1/registrations/groups', () => {
  it('gathers per employee and week, against the working hours of the days in the period', async () => {
    const { company, planner, colleague } = await groupedCompany('RGA');
    const response = await planner.get(`/office/v1/registrations/groups?${PERIOD}&by=employee-week`);
    expect(response.statusCode, response.body).toBe(200);
    const { by, groups } = response.json() as Groups;
    expect(by).toBe('employee-week');
    const jan = { id: company.employee, name: 'Jan Jansen' };
    const els = { id: colleague.id, name: 'Els de Vries' };
    expect(groups).toEqual([
      {
        employee: els,
        weekStart: '2026-10-12',
        weekNumber: 42,
        weekState: 'open',
        target: null,
        registrations: 0,
        hours: 0,
        materialLines: 0,
        open: 0,
        workingHours: 24,
        bookedHours: 0,
        missingHours: 24,
        missingDays: ['2026-10-14', '2026-10-15', '2026-10-16'],
      },
      expect.objectContaining({ employee: els, weekStart: '2026-10-19', workingHours: 16, missingHours: 16 }),
      {
        employee: jan,
        weekStart: '2026-10-12',
        weekNumber: 42,
        weekState: 'open',
        target: null,
        registrations: 3,
        hours: 12,
        materialLines: 1,
        open: 3,
        workingHours: 24,
        bookedHours: 12,
        missingHours: 12,
        missingDays: ['2026-10-15', '2026-10-16'],
      },
      expect.objectContaining({ employee: jan, weekStart: '2026-10-19', weekNumber: 43, registrations: 0 }),
    ]);
  });

  it('keeps only the groups with registrations the filters let through, and the week state asked for', async () => {
    const { company, planner } = await groupedCompany('RGB');
    const groups = async (query: string) =>
      ((await planner.get(`/office/v1/registrations/groups?${PERIOD}&${query}`)).json() as Groups).groups;

    // Of the project only Thursday's 4 hours; the week is still measured by everything Jan booked.
    expect(await groups(`by=employee-week&projectId=${company.project}`)).toEqual([
      expect.objectContaining({
        employee: { id: company.employee, name: 'Jan Jansen' },
        registrations: 1,
        hours: 4,
        bookedHours: 12,
        missingHours: 12,
      }),
    ]);
    expect(await groups('by=employee-week&kind=material')).toEqual([
      expect.objectContaining({ registrations: 1, hours: 0, materialLines: 1 }),
    ]);

    const token = await signIn(ctx.app, 'RGB', 'jan');
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/v1/weekindiening/2026-10-12',
      headers: apiHeaders(token),
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(await groups('by=employee-week&weekState=submitted')).toEqual([
      expect.objectContaining({ employee: expect.objectContaining({ id: company.employee }), weekState: 'submitted' }),
    ]);
  });

  it('gathers per project, work order and indirect type, projects first', async () => {
    const { company, planner } = await groupedCompany('RGC');
    await db()
      .insertInto('hour_registrations')
      .values({
        company_id: company.companyId,
        employee_id: company.employee,
        date: '2026-10-16',
        hours: 2,
        indirect_work_type_id: company.indirect,
      })
      .execute();
    await db().updateTable('hour_registrations').set({ validated: 1 }).where('date', '=', '2026-10-15').execute();
    const response = await planner.get(`/office/v1/registrations/groups?${PERIOD}&by=project`);
    expect(response.statusCode, response.body).toBe(200);
    const { groups } = response.json() as Groups;
    expect(
      groups.map((group) => [group.target, group.registrations, group.hours, group.materialLines, group.open]),
    ).toEqual([
      [{ kind: 'project', id: company.project, label: 'RGC-P1 Nieuwbouw school' }, 1, 4, 0, 0],
      [{ kind: 'workOrder', id: company.order, label: 'WB-RGC' }, 2, 8, 1, 2],
      [{ kind: 'indirect', id: company.indirect, label: 'Verlof' }, 1, 2, 0, 1],
    ]);
    expect(groups[0]).toMatchObject({ employee: null, weekStart: null, workingHours: null, missingHours: null });
  });

  it("shows only the company's own registrations and employees", async () => {
    const { company } = await groupedCompany('RGD');
    const other = await groupedCompany('RGE');
    for (const by of ['employee-week', 'project']) {
      const { groups } = (
        await other.planner.get(`/office/v1/registrations/groups?${PERIOD}&by=${by}`)
      ).json() as Groups;
      expect(groups.length).toBeGreaterThan(0);
      for (const group of groups) {
        expect((group.employee as { id: number } | null)?.id).not.toBe(company.employee);
        expect((group.target as { id: number } | null)?.id).not.toBe(company.project);
        expect((group.target as { id: number } | null)?.id).not.toBe(company.order);
      }
    }
  });

  it('refuses a missing or unknown grouping and a bad period, naming the field', async () => {
    const { planner } = await groupedCompany('RGF');
    const refusal = async (query: string) => {
      const response = await planner.get(`/office/v1/registrations/groups?${query}`);
      return [response.statusCode, response.json().message as string];
    };
    expect(await refusal(PERIOD)).toEqual([400, expect.stringContaining('by')]);
    expect(await refusal(`${PERIOD}&by=team`)).toEqual([400, expect.stringContaining('by')]);
    expect(await refusal('from=2026-10-20&to=2026-10-14&by=project')).toEqual([400, expect.stringContaining('to')]);
    expect(await refusal(`${PERIOD}&by=project&employeeId=x`)).toEqual([400, expect.stringContaining('employeeId')]);
  });
});

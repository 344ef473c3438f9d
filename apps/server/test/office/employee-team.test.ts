import { EMPLOYEE_TEAM_MAX, OfficeEmployeeSchema, PlanningBoardSchema } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { createEmployee } from '../helpers/fixtures';
import { signedInCompany, type OfficeBrowser } from '../helpers/office';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.db;

type Role = 'beheerder' | 'planner' | 'administratie';

/** A company, its office user of `role` (Piet) and an employee, Kees. */
async function companyWith(code: string, role: Role = 'planner') {
  const { company, office } = await signedInCompany(ctx.app, db(), code, { role, name: 'Piet' });
  const kees = await createEmployee(db(), { companyId: company.id, username: 'kees', firstName: 'Kees' });
  return { company, office, kees };
}

const put = (office: OfficeBrowser, id: number, body: unknown) => office.put(`/office/v1/employees/${id}/team`, body);

const teamOf = async (id: number) =>
  (await db().selectFrom('employees').select('team').where('id', '=', id).executeTakeFirstOrThrow()).team;

const auditOf = (companyId: number) =>
  db().selectFrom('audit_log').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

describe('PUT /office/v1/employees/{id}/team', () => {
  it('sets his team, trimmed; the list, his page and the Planbord show it; empty is no team again', async () => {
    const { office, kees } = await companyWith('TEAM');
    expect((await office.get(`/office/v1/employees/${kees.id}`)).json().team).toBe('');

    const saved = await put(office, kees.id, { team: '  Installatie Noord ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(OfficeEmployeeSchema.parse(saved.json())).toMatchObject({ id: kees.id, team: 'Installatie Noord' });
    expect((await office.get('/office/v1/employees')).json().employees).toEqual([
      expect.objectContaining({ id: kees.id, team: 'Installatie Noord' }),
    ]);
    const board = PlanningBoardSchema.parse((await office.get('/office/v1/planning?from=2026-03-09&weeks=1')).json());
    expect(board.employees).toEqual([expect.objectContaining({ id: kees.id, team: 'Installatie Noord' })]);

    const none = await put(office, kees.id, { team: '   ' });
    expect(none.statusCode).toBe(200);
    expect(none.json().team).toBe('');
    expect(await teamOf(kees.id)).toBe('');
  });

  it('the audit log has each change with before and after, by the office user; the same team again logs nothing', async () => {
    const { company, office, kees } = await companyWith('AUDIT', 'beheerder');
    await put(office, kees.id, { team: 'Bouw' });
    await put(office, kees.id, { team: 'Bouw ' });
    await put(office, kees.id, { team: 'Installatie' });
    const entries = await auditOf(company.id);
    expect(entries.map((entry) => [entry.action, entry.target_id])).toEqual([
      ['employees.update', kees.id],
      ['employees.update', kees.id],
    ]);
    expect(entries[0]).toMatchObject({ source: 'console', actor_kind: 'office_user', actor_name: 'Piet' });
    expect(entries[0]!.before).toMatchObject({ team: '' });
    expect(entries[0]!.after).toMatchObject({ team: 'Bouw' });
    expect(entries[1]!.after).toMatchObject({ team: 'Installatie' });
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const { company, office, kees } = await companyWith('BAD');
    const refusals: Array<[unknown, RegExp]> = [
      [{ team: 'x'.repeat(EMPLOYEE_TEAM_MAX + 1) }, /team.*at most 60/],
      [{ team: 12 }, /team.*text/],
      [{ team: null }, /team/],
      [{ team: 'Noord\u0007' }, /team.*control characters/],
      [{}, /team/],
      [{ team: 'Noord', name: 'x' }, /name/],
    ];
    for (const [body, message] of refusals) {
      const response = await put(office, kees.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('BAD_REQUEST');
      expect(response.json().message).toMatch(message);
    }
    // Sixty characters, and spaces around them, are a team.
    const longest = ` ${'x'.repeat(EMPLOYEE_TEAM_MAX)} `;
    expect((await put(office, kees.id, { team: longest })).json().team).toBe('x'.repeat(EMPLOYEE_TEAM_MAX));
    expect((await auditOf(company.id)).length).toBe(1);
  });

  it('the database holds the limit too', async () => {
    const { kees } = await companyWith('CHECK');
    await expect(
      db()
        .updateTable('employees')
        .set({ team: 'x'.repeat(EMPLOYEE_TEAM_MAX + 1) })
        .where('id', '=', kees.id)
        .execute(),
    ).rejects.toThrow(/check/i);
  });

  it('the administratie reads the team but sets none (403, nothing written)', async () => {
    const { company, office, kees } = await companyWith('READER', 'administratie');
    expect((await office.get(`/office/v1/employees/${kees.id}`)).json().team).toBe('');
    const refused = await put(office, kees.id, { team: 'Bouw' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN_ROLE');
    expect(await teamOf(kees.id)).toBe('');
    expect(await auditOf(company.id)).toEqual([]);
  });

  it("another company's employee is a 404 and nothing is written; a managed employee's team is the office's", async () => {
    const { company, office } = await companyWith('MINE');
    const other = await companyWith('THEIRS');
    const refused = await put(office, other.kees.id, { team: 'Bouw' });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe('EMPLOYEE_NOT_FOUND');
    expect(await teamOf(other.kees.id)).toBe('');
    expect(await auditOf(other.company.id)).toEqual([]);

    // The calculation package knows no teams: the office sets them also for an employee it manages.
    const fed = await createEmployee(db(), { companyId: company.id, username: 'fed' });
    await db().updateTable('employees').set({ external_id: 'M-1' }).where('id', '=', fed.id).execute();
    const managed = await put(office, fed.id, { team: 'Bouw' });
    expect(managed.statusCode, managed.body).toBe(200);
    expect(managed.json()).toMatchObject({ externalId: 'M-1', team: 'Bouw' });
    // His other fields stay the package's.
    const changed = await office.put(`/office/v1/employees/${fed.id}`, {
      firstName: 'Ander',
      lastName: 'Naam',
      username: 'fed',
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('MANAGED_BY_INTEGRATION');
  });
});

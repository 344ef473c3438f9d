import { describe, expect, it } from 'vitest';
import { apiHeaders, bookProjectHours, signIn, useTestApp } from '../helpers/test-app';
import { signedInUser } from '../helpers/office';
import { feedSettled, keyHeaders, officeCompany } from '../integration-api/registrations-fixtures';

/**
 * Every door writes its changes to the audit log in the same transaction, by the triggers of migration 013:
 * the field app, the integration API and the console, each under its own actor.
 */
const ctx = useTestApp();
const db = () => ctx.database.db;

/** A booking on the fixture company's project, part and hour type, by its employee. */
const bookingOf = (acme: Awaited<ReturnType<typeof officeCompany>>) => ({
  employeeId: acme.employee,
  projectId: acme.project,
  workId: acme.work,
  partId: acme.part,
  hourTypeId: acme.hourType,
});

const entriesOf = (companyId: number) =>
  db().selectFrom('audit_log').selectAll().where('company_id', '=', companyId).orderBy('id').execute();

describe('the audit log of every door', () => {
  it('the field app: a keyed booking and an unkeyed removal, by the employee, with before and after', async () => {
    const acme = await officeCompany(ctx.app, db(), 'FIELD');
    const token = await signIn(ctx.app, 'FIELD', 'jan');
    // Under a key the claim declares the actor; without one (the removal below) a statement of its own does.
    const booked = await bookProjectHours(
      ctx.app,
      token,
      { ...bookingOf(acme), remark: 'kabels getrokken' },
      { 'idempotency-key': '6f0d3c0e-1f0b-4f43-9d7a-6d8c1b7e2a10' },
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const id = (booked.json().hours as number[])[0]!;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/registrations/${id}`,
      headers: apiHeaders(token),
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const entries = await entriesOf(acme.companyId);
    expect(entries.map((e) => [e.action, e.source, e.actor_kind, e.actor_id, e.actor_name, e.target_id])).toEqual([
      ['hour_registrations.insert', 'app', 'employee', acme.employee, 'Jan Jansen', id],
      ['hour_registrations.delete', 'app', 'employee', acme.employee, 'Jan Jansen', id],
    ]);
    expect(entries[0]).toMatchObject({
      before: null,
      after: expect.objectContaining({ hours: 2, remark: 'kabels getrokken' }),
    });
    expect(entries[1]).toMatchObject({ before: expect.objectContaining({ id }), after: null });
  });

  it('the integration API: imported records and validations, by the key, one entry per changed record only', async () => {
    const acme = await officeCompany(ctx.app, db(), 'KEYED');
    const prefix = acme.key.slice(0, 17);
    const relations = [1, 2, 3].map((n) => ({ externalId: `R-${n}`, companyName: `Klant ${n}` }));
    const put = () =>
      ctx.app.inject({
        method: 'PUT',
        url: '/integration/v1/relations',
        headers: keyHeaders(acme.key),
        payload: relations,
      });
    expect((await put()).json()).toMatchObject({ created: 3 });
    expect((await put()).json()).toMatchObject({ unchanged: 3 });
    const hour = await acme.hours();
    const validated = await ctx.app.inject({
      method: 'POST',
      url: '/integration/v1/registrations/validate',
      headers: keyHeaders(acme.key),
      payload: { registrations: [{ kind: 'hours', registrationId: hour }] },
    });
    expect(validated.statusCode, validated.body).toBe(200);

    const entries = await entriesOf(acme.companyId);
    // The fixture's own rows were written without an actor: nobody's change, not in the log.
    expect(entries.map((e) => [e.action, e.target_label])).toEqual([
      ['relations.insert', 'Klant 1'],
      ['relations.insert', 'Klant 2'],
      ['relations.insert', 'Klant 3'],
      ['hour_registrations.update', ''],
    ]);
    for (const entry of entries)
      expect(entry).toMatchObject({ source: 'integration', actor_kind: 'integration_key', actor_name: prefix });
    expect(entries[3]).toMatchObject({
      before: expect.objectContaining({ validated: 0 }),
      after: expect.objectContaining({ validated: 1 }),
    });
  });

  it('GET /integration/v1/audit-log pages through the entries in commit order with a cursor, company by company', async () => {
    const acme = await officeCompany(ctx.app, db(), 'FEED');
    const other = await officeCompany(ctx.app, db(), 'FEEDOTHER');
    const records = [1, 2, 3, 4, 5].map((n) => ({ externalId: `R-${n}`, companyName: `Klant ${n}` }));
    await ctx.app.inject({
      method: 'PUT',
      url: '/integration/v1/relations',
      headers: keyHeaders(acme.key),
      payload: records,
    });
    await ctx.app.inject({
      method: 'PUT',
      url: '/integration/v1/relations',
      headers: keyHeaders(other.key),
      payload: records,
    });
    await feedSettled(db());
    const page = (after?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/integration/v1/audit-log?limit=2${after ? `&after=${after}` : ''}`,
        headers: keyHeaders(acme.key),
      });
    const labels: string[] = [];
    let after: string | undefined;
    for (let call = 0; call < 4; call++) {
      const answer = await page(after);
      expect(answer.statusCode).toBe(200);
      labels.push(...answer.json().entries.map((e: { target: { label: string } }) => e.target.label));
      after = answer.json().next;
    }
    expect(labels).toEqual(['Klant 1', 'Klant 2', 'Klant 3', 'Klant 4', 'Klant 5']);
    expect((await page(after)).json()).toEqual({ entries: [], next: after });
    expect((await page('nonsense')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/integration/v1/audit-log' })).statusCode).toBe(401);
  });

  it('the console: a change by an office user; an update that changes nothing visible, or no actor, is no entry', async () => {
    const acme = await officeCompany(ctx.app, db(), 'DESK');
    const { office } = await signedInUser(
      ctx.app,
      db(),
      { id: acme.companyId, code: 'DESK' },
      {
        name: 'Petra',
      },
    );
    const jan = (await office.get(`/office/v1/employees/${acme.employee}`)).json();
    await db().updateTable('employees').set({ external_id: null }).where('id', '=', acme.employee).execute();
    const {
      id: _id,
      externalId: _externalId,
      activeSessions: _sessions,
      workingHours: _hours,
      team: _team,
      ...fields
    } = jan;
    expect(
      (await office.put(`/office/v1/employees/${acme.employee}`, { ...fields, telephone: '010-1234567' })).statusCode,
    ).toBe(200);
    expect((await office.post(`/office/v1/employees/${acme.employee}/password`)).statusCode).toBe(200);

    const entries = await entriesOf(acme.companyId);
    expect(entries.map((e) => [e.action, e.source, e.actor_name])).toEqual([
      ['employees.update', 'console', 'Petra'],
      ['employees.password', 'console', 'Petra'],
    ]);
    expect(entries[0]).toMatchObject({
      before: expect.objectContaining({ telephone: '' }),
      after: expect.objectContaining({ telephone: '010-1234567' }),
    });
  });

  it("the Logboek finds each writer of every door, and only the company's own", async () => {
    const acme = await officeCompany(ctx.app, db(), 'WHO');
    const other = await officeCompany(ctx.app, db(), 'WHOELSE');
    const { user: petra, office } = await signedInUser(
      ctx.app,
      db(),
      { id: acme.companyId, code: 'WHO' },
      {
        name: 'Petra',
      },
    );
    await ctx.app.inject({
      method: 'PUT',
      url: '/integration/v1/relations',
      headers: keyHeaders(acme.key),
      payload: [{ externalId: 'R-1', companyName: 'Klant 1' }],
    });
    const token = await signIn(ctx.app, 'WHO', 'jan');
    const booked = await bookProjectHours(ctx.app, token, bookingOf(acme));
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await office.post('/office/v1/projects', { code: 'WHO-2', description: 'Eigen project' })).statusCode).toBe(
      201,
    );

    const { actors } = (await office.get('/office/v1/audit-log/actors')).json();
    const key = await db()
      .selectFrom('integration_keys')
      .select(['id', 'prefix'])
      .where('company_id', '=', acme.companyId)
      .executeTakeFirstOrThrow();
    expect(actors).toEqual(
      expect.arrayContaining([
        { kind: 'employee', id: acme.employee, name: 'Jan Jansen' },
        { kind: 'integration_key', id: key.id, name: key.prefix },
        { kind: 'office_user', id: petra.id, name: 'Petra' },
      ]),
    );
    expect(
      actors.some((actor: { id: number; kind: string }) => actor.kind === 'employee' && actor.id === other.employee),
    ).toBe(false);

    const actions = async (actor: string) =>
      (await office.get(`/office/v1/audit-log?actor=${actor}`)).json().entries.map((e: { action: string }) => e.action);
    expect(await actions(`employee:${acme.employee}`)).toEqual(['hour_registrations.insert']);
    expect(await actions(`integration_key:${key.id}`)).toEqual(['relations.insert']);
    expect(await actions(`office_user:${petra.id}`)).toEqual(['projects.insert']);
    // Another company's writer is nobody here.
    expect(await actions(`employee:${other.employee}`)).toEqual([]);
    for (const bad of ['system:1', 'employee:0', 'employee:abc', 'employee', `employee:${2 ** 31}`]) {
      const answer = await office.get(`/office/v1/audit-log?actor=${encodeURIComponent(bad)}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().message, bad).toContain('actor');
    }
  });
});

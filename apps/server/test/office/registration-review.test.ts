import { describe, expect, it } from 'vitest';
import { officeCompany } from '../integration-api/registrations-fixtures';
import { signedInUser } from '../helpers/office';
import { useTestApp } from '../helpers/test-app';

// 'Registraties': the office reads a period's registrations page by page with filters, corrects one with a
// reason under the field's locks, and validates a selection.

const ctx = useTestApp();
const db = () => ctx.database.db;

async function reviewCompany(code: string) {
  const company = await officeCompany(ctx.app, db(), code);
  const ref = { id: company.companyId, code };
  const administratie = (await signedInUser(ctx.app, db(), ref, { role: 'administratie', name: 'Anne' })).office;
  const planner = (await signedInUser(ctx.app, db(), ref, { role: 'planner', name: 'Piet' })).office;
  return { company, administratie, planner };
}

type Page = { registrations: Array<Record<string, unknown>>; next: string | null };

describe('GET /office/v1/registrations', () => {
  it('pages a period in date order, hours and material together, with every filter', async () => {
    const { company, administratie, planner } = await reviewCompany('RVA');
    const first = await company.hours({ date: '2026-10-05', hours: 8 });
    const onOrder = await company.hours({ date: '2026-10-06', hours: 2, onOrder: true });
    const material = await company.material({ date: '2026-10-06', quantity: 4 });
    const late = await company.hours({ date: '2026-10-30', hours: 1 });
    await company.hours({ date: '2026-11-02', hours: 3 });
    await db().updateTable('hour_registrations').set({ validated: 1 }).where('id', '=', first).execute();

    const all: Array<Record<string, unknown>> = [];
    let after: string | null = null;
    do {
      const response = await planner.get(
        `/office/v1/registrations?from=2026-10-01&to=2026-10-31&limit=2${after ? `&after=${after}` : ''}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json() as Page;
      all.push(...page.registrations);
      after = page.next;
    } while (after);
    expect(all.map((r) => [r.kind, r.id])).toEqual([
      ['hours', first],
      ['hours', onOrder],
      ['material', material],
      ['hours', late],
    ]);
    expect(all[0]).toMatchObject({
      date: '2026-10-05',
      employee: { id: company.employee, name: 'Jan Jansen' },
      target: { kind: 'project', id: company.project, label: 'RVA-P1 Nieuwbouw school' },
      part: { id: company.part, label: '01 Leidingwerk' },
      what: 'Normaal',
      amount: 8,
      unit: 'uur',
      status: 'validated',
      weekState: 'open',
      lockReason: null,
    });
    expect(all[2]).toMatchObject({ target: { kind: 'workOrder', id: company.order }, what: 'Lasdop', amount: 4 });

    const ids = async (query: string) =>
      (
        (await administratie.get(`/office/v1/registrations?from=2026-10-01&to=2026-10-31&${query}`)).json() as Page
      ).registrations.map((r) => r.id);
    expect(await ids('kind=material')).toEqual([material]);
    expect(await ids(`workOrderId=${company.order}&kind=hours`)).toEqual([onOrder]);
    expect(await ids('status=validated')).toEqual([first]);
    expect(await ids('status=open&kind=hours')).toEqual([onOrder, late]);
    expect(await ids(`employeeId=${company.employee}&projectId=${company.project}`)).toEqual([first, late]);
    expect(await ids('weekState=submitted')).toEqual([]);
    await administratie.put('/office/v1/registration-period', { closedThrough: '2026-10-05', reason: '' });
    expect(await ids('status=closed')).toEqual([first]);
  });

  it('refuses a bad period, a bad cursor and a bad filter, naming the field', async () => {
    const { administratie } = await reviewCompany('RVB');
    const status = async (query: string) => {
      const response = await administratie.get(`/office/v1/registrations?${query}`);
      return [response.statusCode, response.json().message as string];
    };
    expect(await status('from=2026-10-31&to=2026-10-01')).toEqual([400, expect.stringContaining('to')]);
    expect(await status('from=2025-01-01&to=2026-10-01')).toEqual([400, expect.stringContaining('400 days')]);
    expect(await status('from=2026-10-01&to=2026-10-31&after=x')).toEqual([400, expect.stringContaining('after')]);
    expect(await status('from=2026-10-01&to=2026-10-31&status=paid')).toEqual([400, expect.stringContaining('status')]);
    expect(await status('from=2026-10-01&to=2026-10-31&limit=501')).toEqual([400, expect.stringContaining('limit')]);
  });
});

describe('correcting a registration', () => {
  it('changes hours with a reason the Logboek keeps, for administratie only', async () => {
    const { company, administratie, planner } = await reviewCompany('RVC');
    const id = await company.hours({ date: '2026-10-06', hours: 8 });
    const body = {
      date: '2026-10-07',
      hours: 7.5,
      hourTypeId: null,
      partId: null,
      remark: 'Naar woensdag',
      reason: 'Verkeerde dag',
    };
    expect((await planner.patch(`/office/v1/registrations/hours/${id}`, body)).statusCode).toBe(403);
    const noReason = await administratie.patch(`/office/v1/registrations/hours/${id}`, { ...body, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('reason');

    const corrected = await administratie.patch(`/office/v1/registrations/hours/${id}`, body);
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ date: '2026-10-07', amount: 7.5, remark: 'Naar woensdag' });

    const log = await administratie.get(`/office/v1/audit-log?table=hour_registrations&recordId=${id}`);
    const entries = log.json().entries as Array<{
      action: string;
      actor: { name: string };
      after: Record<string, unknown>;
    }>;
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'hour_registrations.correction',
      'hour_registrations.update',
    ]);
    expect(entries.find((entry) => entry.action.endsWith('correction'))?.after).toEqual({ reason: 'Verkeerde dag' });
  });

  it('refuses what the field may not change either, another company and a part of another project', async () => {
    const { company, administratie } = await reviewCompany('RVD');
    const other = await reviewCompany('RVE');
    const id = await company.hours({ date: '2026-10-06', hours: 8 });
    const body = { date: '2026-10-06', hours: 6, hourTypeId: null, partId: null, remark: '', reason: 'Correctie' };
    const patch = (target: number, values: object = {}) =>
      administratie.patch(`/office/v1/registrations/hours/${target}`, { ...body, ...values });

    expect((await patch(await other.company.hours({ date: '2026-10-06' }))).statusCode).toBe(404);
    const foreignPart = await patch(id, { partId: other.company.part });
    expect(foreignPart.statusCode).toBe(400);
    expect(foreignPart.json().message).toContain('partId');
    expect((await patch(id, { hourTypeId: other.company.hourType })).json().message).toContain('hourTypeId');

    await administratie.put('/office/v1/registration-period', { closedThrough: '2026-10-10', reason: '' });
    const closed = await patch(id);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('REGISTRATION_LOCKED');
    const open = await company.hours({ date: '2026-10-20', hours: 8 });
    // Moved into the closed period: the database's rule answers.
    expect((await patch(open, { date: '2026-10-09' })).json().code).toBe('PERIOD_CLOSED');

    await db().updateTable('hour_registrations').set({ verkoopfactuurregel_id: 9 }).where('id', '=', open).execute();
    expect((await patch(open, { date: '2026-10-21' })).json()).toMatchObject({ code: 'REGISTRATION_LOCKED' });
  });

  it('corrects a material line', async () => {
    const { company, administratie } = await reviewCompany('RVF');
    const id = await company.material({ date: '2026-10-06', quantity: 4 });
    const corrected = await administratie.patch(`/office/v1/registrations/material/${id}`, {
      date: '2026-10-06',
      quantity: 6,
      remark: 'Geteld',
      reason: 'Telling magazijn',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ kind: 'material', amount: 6, remark: 'Geteld' });
  });
});

describe("'Valideren' on a selection", () => {
  it('validates and withdraws what may change, and names what it left', async () => {
    const { company, administratie, planner } = await reviewCompany('RVG');
    const other = await reviewCompany('RVH');
    const a = await company.hours({ date: '2026-10-06' });
    const b = await company.material({ date: '2026-10-06' });
    const invoiced = await company.hours({ date: '2026-10-07' });
    await db()
      .updateTable('hour_registrations')
      .set({ verkoopfactuurregel_id: 3 })
      .where('id', '=', invoiced)
      .execute();
    const foreign = await other.company.hours({ date: '2026-10-06' });
    const selection = [
      { kind: 'hours', id: a },
      { kind: 'material', id: b },
      { kind: 'hours', id: invoiced },
      { kind: 'hours', id: foreign },
    ];
    expect(
      (await planner.post('/office/v1/registrations/validation', { validated: true, registrations: selection }))
        .statusCode,
    ).toBe(403);
    const result = await administratie.post('/office/v1/registrations/validation', {
      validated: true,
      registrations: selection,
    });
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({
      changed: 2,
      skipped: [
        { kind: 'hours', id: invoiced, reason: 'invoiced' },
        { kind: 'hours', id: foreign, reason: 'not-found' },
      ],
    });
    const validated = await db()
      .selectFrom('hour_registrations')
      .select('validated')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(validated.validated).toBe(0);
    const withdrawn = await administratie.post('/office/v1/registrations/validation', {
      validated: false,
      registrations: [{ kind: 'hours', id: a }],
    });
    expect(withdrawn.json()).toEqual({ changed: 1, skipped: [] });
    expect(
      (await administratie.post('/office/v1/registrations/validation', { validated: true, registrations: [] }))
        .statusCode,
    ).toBe(400);
  });
});

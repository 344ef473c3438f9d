import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  activeHourTypeId,
  bookable,
  companyId,
  employeeId,
  ofSoort,
  openOrders,
  parts,
  useDemoApp,
} from '../helpers/demo-refs';
import { statementCountingApp } from '../helpers/statement-counter';
import { apiHeaders } from '../helpers/test-app';

/**
 * Every case of "Registration editable" on the server: each lock refuses the change and the delete with 409
 * and leaves the row exactly as it was; unlocked again, the same change goes through. Also editing indirect
 * hours (the leave form) and els, whose company validates registrations first.
 */

const ctx = useDemoApp(['jan', 'els']);
const { tokens } = ctx;
const refs = { demo: 0, jan: 0, els: 0, project: 0, work: 0, budget: 0, hourType: 0, order: 0, leave: 0, training: 0 };
const db = () => ctx.database.db;

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  refs.jan = await employeeId(db(), refs.demo, 'jan');
  refs.els = await employeeId(db(), refs.demo, 'els');
  const open = await parts(db(), refs.demo).$call(ofSoort(0)).$call(bookable).orderBy('b.id').executeTakeFirstOrThrow();
  Object.assign(refs, { budget: open.id, work: open.work_id, project: open.project_id });
  refs.hourType = await activeHourTypeId(db(), refs.demo);
  refs.order = (await openOrders(db(), refs.demo).select('id').executeTakeFirstOrThrow()).id;
  const indirect = (name: string) =>
    db()
      .selectFrom('indirect_work_types')
      .select('id')
      .where('company_id', '=', refs.demo)
      .where('omschrijving', '=', name)
      .executeTakeFirstOrThrow();
  refs.leave = (await indirect('Verlof')).id;
  refs.training = (await indirect('Opleiding')).id;
});

const DAY = '2026-03-10';
const inject = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object, token = tokens.jan) =>
  ctx.app.inject({ method, url, headers: apiHeaders(token), ...(payload ? { payload } : {}) });

type Target = { projectId: number; budgetId: number } | { werkbonId: number };
const onProject = (): Target => ({ projectId: refs.project, budgetId: refs.budget });
const onOrder = (): Target => ({ werkbonId: refs.order });

async function bookHour(target: Target, token = tokens.jan, employee = refs.jan) {
  const response = await inject(
    'POST',
    '/v1/invoer',
    { datum: DAY, medewerkerId: employee, uursoortId: refs.hourType, aantal: 2, opmerking: 'Zo geboekt', ...target },
    token,
  );
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().hours as number[])[0]!;
}

async function bookMaterial(target: Target) {
  const response = await inject('POST', '/v1/invoer', {
    datum: DAY,
    medewerkerId: refs.jan,
    materialen: [{ aantal: 5, eenheid: 'stuks', omschrijving: 'Lasdop' }],
    ...target,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().materials as number[])[0]!;
}

const hourRow = (id: number) =>
  db()
    .selectFrom('hour_registrations')
    .select(['date', 'hours', 'remark', 'hour_type_id', 'indirect_work_type_id'])
    .where('id', '=', id)
    .executeTakeFirst();
const materialRow = (id: number) =>
  db().selectFrom('material_registrations').select(['date', 'quantity']).where('id', '=', id).executeTakeFirst();

const hourChange = (id: number) => ({
  id,
  date: '2026-03-09',
  quantity: 3.5,
  remark: 'Gewijzigd',
  uursoortId: refs.hourType,
  unit: 'uur',
});
const materialChange = (id: number) => ({ id, date: '2026-03-09', quantity: 8 });

type Lock = (row: { kind: 'hour' | 'material'; id: number }) => {
  lock: () => Promise<unknown>;
  unlock: () => Promise<unknown>;
};
const table = (kind: 'hour' | 'material') => (kind === 'hour' ? 'hour_registrations' : 'material_registrations');

/** A flag on the row itself. */
const rowLock =
  (set: { verkoopfactuurregel_id?: number; geblokkeerd?: boolean; is_done?: boolean }, unset: typeof set): Lock =>
  ({ kind, id }) => ({
    lock: () => db().updateTable(table(kind)).set(set).where('id', '=', id).execute(),
    unlock: () => db().updateTable(table(kind)).set(unset).where('id', '=', id).execute(),
  });
const budgetLock =
  (set: { factuur_id?: number | null; is_done?: boolean; geblokkeerd?: boolean }, unset: typeof set): Lock =>
  () => ({
    lock: () => db().updateTable('budgets').set(set).where('id', '=', refs.budget).execute(),
    unlock: () => db().updateTable('budgets').set(unset).where('id', '=', refs.budget).execute(),
  });
const projectLock =
  (set: { is_done?: boolean; has_active_administration?: boolean }, unset: typeof set): Lock =>
  () => ({
    lock: () => db().updateTable('projects').set(set).where('id', '=', refs.project).execute(),
    unlock: () => db().updateTable('projects').set(unset).where('id', '=', refs.project).execute(),
  });
const orderLock =
  (set: { order_status?: number; is_done?: boolean; factuur_id?: number | null }, unset: typeof set): Lock =>
  () => ({
    lock: () => db().updateTable('work_orders').set(set).where('id', '=', refs.order).execute(),
    unlock: () => db().updateTable('work_orders').set(unset).where('id', '=', refs.order).execute(),
  });

const LOCKS: Array<[string, () => Target, Lock]> = [
  [
    'invoiced (verkoopfactuurregelId)',
    onProject,
    rowLock({ verkoopfactuurregel_id: 2026099 }, { verkoopfactuurregel_id: 0 }),
  ],
  ['blocked', onProject, rowLock({ geblokkeerd: true }, { geblokkeerd: false })],
  ['on an invoiced part', onProject, budgetLock({ factuur_id: 812 }, { factuur_id: null })],
  ['on a done part', onProject, budgetLock({ is_done: true }, { is_done: false })],
  ['on a blocked part', onProject, budgetLock({ geblokkeerd: true }, { geblokkeerd: false })],
  ['on a done project', onProject, projectLock({ is_done: true }, { is_done: false })],
  [
    'on a project without active administration',
    onProject,
    projectLock({ has_active_administration: false }, { has_active_administration: true }),
  ],
  ['on a finished order (status 3)', onOrder, orderLock({ order_status: 3 }, { order_status: 2 })],
  ['on a finished order (status 4)', onOrder, orderLock({ order_status: 4 }, { order_status: 2 })],
  ['on a done order', onOrder, orderLock({ is_done: true }, { is_done: false })],
  ['on an invoiced order', onOrder, orderLock({ factuur_id: 913 }, { factuur_id: null })],
];

describe('locked hour registrations', () => {
  it.each(LOCKS)(
    'refuses a change and a delete of hours %s (409) and keeps the row',
    async (_case, target, makeLock) => {
      const id = await bookHour(target());
      const before = await hourRow(id);
      const { lock, unlock } = makeLock({ kind: 'hour', id });
      await lock();
      try {
        expect((await inject('PATCH', '/v1/registrations/hours', hourChange(id))).statusCode).toBe(409);
        expect(
          (await inject('PUT', '/v1/registrations/hoursandmaterials', { hours: [hourChange(id)] })).statusCode,
        ).toBe(409);
        expect((await inject('DELETE', `/v1/registrations/${id}`)).statusCode).toBe(409);
        expect(await hourRow(id)).toEqual(before);
      } finally {
        await unlock();
      }
      // Open again, the same change is accepted: the lock was the reason.
      expect((await inject('PATCH', '/v1/registrations/hours', hourChange(id))).statusCode).toBe(200);
      expect(await hourRow(id)).toMatchObject({ date: '2026-03-09', hours: 3.5, remark: 'Gewijzigd' });
    },
  );

  it('refuses hours of a done registration (isDone 1)', async () => {
    const id = await bookHour(onProject());
    const { lock, unlock } = rowLock({ is_done: true }, { is_done: false })({ kind: 'hour', id });
    await lock();
    const before = await hourRow(id);
    expect((await inject('PATCH', '/v1/registrations/hours', hourChange(id))).statusCode).toBe(409);
    expect(await hourRow(id)).toEqual(before);
    await unlock();
  });
});

describe('locked material registrations', () => {
  it.each(LOCKS)(
    'refuses a change and a delete of material %s (409) and keeps the row',
    async (_case, target, makeLock) => {
      const id = await bookMaterial(target());
      const before = await materialRow(id);
      const { lock, unlock } = makeLock({ kind: 'material', id });
      await lock();
      try {
        expect((await inject('PATCH', '/v1/registrations/materials', materialChange(id))).statusCode).toBe(409);
        expect(
          (
            await inject('PUT', `/v1/invoer/materiaal/${id}`, {
              datum: '2026-03-09',
              aantal: 8,
              eenheid: 'stuks',
              omschrijving: 'Lasdop',
            })
          ).statusCode,
        ).toBe(409);
        expect((await inject('DELETE', `/v1/ordermaterialregistrations/${id}`)).statusCode).toBe(409);
        expect(await materialRow(id)).toEqual(before);
      } finally {
        await unlock();
      }
      expect((await inject('PATCH', '/v1/registrations/materials', materialChange(id))).statusCode).toBe(200);
      expect(await materialRow(id)).toEqual({ date: '2026-03-09', quantity: 8 });
    },
  );
});

describe('indirect hours (the leave form)', () => {
  async function bookLeave(token = tokens.jan, employee = refs.jan) {
    const response = await inject(
      'POST',
      '/v1/invoer',
      { datum: DAY, medewerkerId: employee, indirectId: refs.leave, aantal: 8, opmerking: 'Vrij' },
      token,
    );
    expect(response.statusCode, response.body).toBe(201);
    return (response.json().hours as number[])[0]!;
  }

  it('changes date, hours, remark and the indirect work type through PATCH v1/registrations/hours', async () => {
    const id = await bookLeave();
    const response = await inject('PATCH', '/v1/registrations/hours', {
      id,
      date: '2026-03-12',
      quantity: 4,
      remark: 'Middag vrij',
      uursoortId: refs.training,
      unit: 'uur',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await hourRow(id)).toEqual({
      date: '2026-03-12',
      hours: 4,
      remark: 'Middag vrij',
      hour_type_id: null,
      indirect_work_type_id: refs.training,
    });
  });

  it('refuses leave that els booked and that is not validated yet (409), and takes it once validated', async () => {
    const id = await bookLeave(tokens.els, refs.els);
    const before = await hourRow(id);
    const change = { id, date: DAY, quantity: 4, remark: 'Middag vrij', uursoortId: refs.leave, unit: 'uur' };
    expect((await inject('PATCH', '/v1/registrations/hours', change, tokens.els)).statusCode).toBe(409);
    expect(await hourRow(id)).toEqual(before);
    await db().updateTable('hour_registrations').set({ validated: 1 }).where('id', '=', id).execute();
    expect((await inject('PATCH', '/v1/registrations/hours', change, tokens.els)).statusCode).toBe(200);
    expect(await hourRow(id)).toMatchObject({ hours: 4, remark: 'Middag vrij' });
  });
});

describe('els, whose company validates first', () => {
  it('changes only validated rows; a batch with one that is not validated changes none', async () => {
    const validated = await bookHour(onProject(), tokens.els, refs.els);
    const waiting = await bookHour(onProject(), tokens.els, refs.els);
    await db().updateTable('hour_registrations').set({ validated: 1 }).where('id', '=', validated).execute();
    const before = { validated: await hourRow(validated), waiting: await hourRow(waiting) };

    const batch = await inject(
      'PUT',
      '/v1/registrations/hoursandmaterials',
      { hours: [hourChange(validated), hourChange(waiting)] },
      tokens.els,
    );
    expect(batch.statusCode).toBe(409);
    expect(await hourRow(validated)).toEqual(before.validated);
    expect(await hourRow(waiting)).toEqual(before.waiting);

    expect((await inject('DELETE', `/v1/registrations/${waiting}`, undefined, tokens.els)).statusCode).toBe(409);
    expect(
      (await inject('PATCH', '/v1/registrations', { hours: [hourChange(validated)] }, tokens.els)).statusCode,
    ).toBe(200);
    expect(await hourRow(validated)).toMatchObject({ hours: 3.5, remark: 'Gewijzigd' });
  });
});

describe('PATCH /v1/registrations/hours, statement by statement', () => {
  it('a keyed edit reads its session with the rights, then claims, reads the row, writes and answers', async () => {
    // The rights come with the session, before the transaction: inside it each statement keeps PGlite's one
    // connection from every other request.
    const id = await bookHour(onProject());
    const { app, statements, reset } = await statementCountingApp(db());
    const edit = (quantity: number) =>
      app.inject({
        method: 'PATCH',
        url: '/v1/registrations/hours',
        headers: { ...apiHeaders(tokens.jan), 'idempotency-key': randomUUID() },
        payload: { id, date: DAY, quantity, remark: '' },
      });
    try {
      expect((await edit(3)).statusCode).toBe(200);
      reset();
      expect((await edit(4)).statusCode).toBe(200);
      // session and rights | claim (with the audit log's actor), the row and its locks, update, answer
      expect(statements()).toBe(5);
    } finally {
      await app.close();
    }
  });

  it('holds a change of rights from the next request on', async () => {
    const id = await bookHour(onProject());
    const rights = (value: number) =>
      db().updateTable('employees').set({ registratie_rechten: value }).where('id', '=', refs.jan).execute();
    const change = { id, date: DAY, quantity: 5, remark: '' };
    await rights(0);
    try {
      const refused = await inject('PATCH', '/v1/registrations/hours', change);
      expect([refused.statusCode, refused.json().code]).toEqual([409, 'REGISTRATION_LOCKED']);
      expect(await hourRow(id)).toMatchObject({ hours: 2 });
    } finally {
      await rights(1);
    }
    expect((await inject('PATCH', '/v1/registrations/hours', change)).statusCode).toBe(200);
  });
});

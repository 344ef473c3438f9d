import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { activeHourTypeId, bookable, companyId, employeeId, ofSoort, parts, useDemoApp } from '../helpers/demo-refs';
import { apiHeaders } from '../helpers/test-app';

/**
 * The Idempotency-Key on the real routes: a refusal wrote nothing and stores nothing, so the phone's outbox
 * can send the same write again, under the same key, once the office lifted the lock; and the answer of a
 * route that writes nothing (the session check, which carries the token) is never stored.
 */

const ctx = useDemoApp(['jan']);
const refs = { demo: 0, jan: 0, project: 0, budget: 0, hourType: 0 };
const db = () => ctx.database.db;

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  refs.jan = await employeeId(db(), refs.demo, 'jan');
  const part = await parts(db(), refs.demo).$call(ofSoort(0)).$call(bookable).orderBy('b.id').executeTakeFirstOrThrow();
  Object.assign(refs, { budget: part.id, project: part.project_id });
  refs.hourType = await activeHourTypeId(db(), refs.demo);
});

const send = (method: 'POST' | 'PATCH', url: string, payload: object, key: string) =>
  ctx.app.inject({ method, url, headers: { ...apiHeaders(ctx.tokens.jan), 'idempotency-key': key }, payload });

const booking = (remark: string) => ({
  datum: '2026-03-10',
  medewerkerId: refs.jan,
  projectId: refs.project,
  budgetId: refs.budget,
  uursoortId: refs.hourType,
  aantal: 2,
  opmerking: remark,
});

const storedKey = (key: string) =>
  db().selectFrom('idempotency_keys').select('status_code').where('key', '=', key).executeTakeFirst();
const hoursWithRemark = (remark: string) =>
  db().selectFrom('hour_registrations').select(['id', 'hours']).where('remark', '=', remark).execute();
const setProjectDone = (done: boolean) =>
  db().updateTable('projects').set({ is_done: done }).where('id', '=', refs.project).execute();

describe('Idempotency-Key and refusals', () => {
  it('stores no refusal: a booking refused for a done project books under the same key once it is reopened', async () => {
    const key = randomUUID();
    await setProjectDone(true);
    try {
      const refused = await send('POST', '/v1/invoer', booking('Na heropenen'), key);
      expect(refused.statusCode).toBe(409);
      expect(await storedKey(key)).toBeUndefined();
    } finally {
      await setProjectDone(false);
    }
    const booked = await send('POST', '/v1/invoer', booking('Na heropenen'), key);
    expect(booked.statusCode).toBe(201);
    expect(booked.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedKey(key)).toEqual({ status_code: 201 });
    expect((await send('POST', '/v1/invoer', booking('Na heropenen'), key)).headers['idempotent-replayed']).toBe(
      'true',
    );
    expect(await hoursWithRemark('Na heropenen')).toHaveLength(1);
  });

  it('stores no refusal of an edit: a change refused while the row is blocked goes through once unblocked', async () => {
    const created = await send('POST', '/v1/invoer', booking('Geblokkeerd'), randomUUID());
    const [id] = created.json().hours as number[];
    const block = (geblokkeerd: boolean) =>
      db().updateTable('hour_registrations').set({ geblokkeerd }).where('id', '=', id!).execute();
    const change = { id, date: '2026-03-10', quantity: 3.5, remark: 'Geblokkeerd', uursoortId: refs.hourType };
    const key = randomUUID();

    await block(true);
    const refused = await send('PATCH', '/v1/registrations/hours', change, key);
    expect(refused.statusCode).toBe(409);
    expect(await storedKey(key)).toBeUndefined();
    await block(false);

    const changed = await send('PATCH', '/v1/registrations/hours', change, key);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['idempotent-replayed']).toBeUndefined();
    expect(await hoursWithRemark('Geblokkeerd')).toEqual([{ id, hours: 3.5 }]);
  });
});

describe('Idempotency-Key on a route that writes nothing', () => {
  it('never stores the answer of the session check, which carries the token', async () => {
    const key = randomUUID();
    const body = { RelatieId: 'demo', Gebruikersnaam: 'jan', contactpersoonId: refs.jan };
    const first = await send('POST', '/v1/sessions/user', body, key);
    expect(first.statusCode).toBe(200);
    expect(first.json().authToken).toBe(ctx.tokens.jan);
    expect(await storedKey(key)).toBeUndefined();
    const withToken = await db()
      .selectFrom('idempotency_keys')
      .select('key')
      .where('response_body', 'like', `%${ctx.tokens.jan}%`)
      .execute();
    expect(withToken).toEqual([]);
    const again = await send('POST', '/v1/sessions/user', body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});

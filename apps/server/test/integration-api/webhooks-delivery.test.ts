import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../../src/db/database';
import { WebhookDispatcher, type DispatcherOptions } from '../../src/integration/webhooks/dispatcher';
import type { RetryPolicy } from '../../src/integration/webhooks/retry-policy';
import { DEMO_INTEGRATION_KEY, newIntegrationKey } from '../../src/lib/integration-keys';
import { activeHourTypeId, bookable, companyId, employeeId, ofSoort, parts, useDemoApp } from '../helpers/demo-refs';
import { apiHeaders } from '../helpers/test-app';
import { feedSettled, keyHeaders } from './registrations-fixtures';
import { startReceiver, type ReceivedDelivery, type Receiver } from './webhooks-receiver';

/**
 * Deliveries end to end: hours booked, changed and deleted through the app's API reach a receiver on
 * 127.0.0.1 as Standard Webhooks deliveries that the official `standardwebhooks` package verifies. The
 * dispatcher is stepped by hand (tick), with retries due at once instead of after seconds.
 */
const ctx = useDemoApp(['jan', 'anna']);
const db = () => ctx.database.db;
const refs = {
  demo: 0,
  jan: 0,
  project: 0,
  budget: 0,
  work: 0,
  hourType: 0,
  acme: 0,
  anna: 0,
  acmeProject: 0,
  acmeBudget: 0,
  acmeHourType: 0,
};
const keys = { demo: DEMO_INTEGRATION_KEY, acme: newIntegrationKey() };
const ALL_EVENTS = ['registration.created', 'registration.updated', 'registration.deleted'];
/** Retried at once, given up after an hour (never, within a test). */
const AT_ONCE: RetryPolicy = { firstDelayMs: 0, maxDelayMs: 0, giveUpAfterMs: 60 * 60_000 };

let receiver: Receiver;
let acmeReceiver: Receiver;
let secret = '';
let dispatcher: WebhookDispatcher;

const newDispatcher = (options: Partial<DispatcherOptions> = {}) =>
  new WebhookDispatcher({ db: db(), policy: 'loopback', retry: AT_ONCE, timeoutMs: 2_000, ...options });

beforeAll(async () => {
  refs.demo = await companyId(db(), 'demo');
  refs.jan = await employeeId(db(), refs.demo, 'jan');
  const part = await parts(db(), refs.demo).$call(ofSoort(0)).$call(bookable).orderBy('b.id').executeTakeFirstOrThrow();
  Object.assign(refs, { budget: part.id, work: part.work_id, project: part.project_id });
  refs.hourType = await activeHourTypeId(db(), refs.demo);
  refs.acme = await companyId(db(), 'acme');
  refs.anna = await employeeId(db(), refs.acme, 'anna');
  const acmePart = await parts(db(), refs.acme)
    .$call(ofSoort(0))
    .$call(bookable)
    .orderBy('b.id')
    .executeTakeFirstOrThrow();
  Object.assign(refs, { acmeBudget: acmePart.id, acmeProject: acmePart.project_id });
  refs.acmeHourType = await activeHourTypeId(db(), refs.acme);
  await ctx.app.repos.integrationKeys.create(refs.acme, keys.acme, 'office');

  receiver = await startReceiver();
  acmeReceiver = await startReceiver();
  dispatcher = newDispatcher();
  secret = (await putWebhook(keys.demo, { url: receiver.url, events: ALL_EVENTS })).secret;
});

afterAll(async () => {
  await receiver?.close();
  await acmeReceiver?.close();
});

beforeEach(async () => {
  // Whatever an earlier test left pending is sent first, so each test sees its own deliveries only.
  await drain();
  receiver.reset();
  acmeReceiver.reset();
});

async function putWebhook(key: string, body: object) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/integration/v1/webhook',
    headers: keyHeaders(key),
    payload: body,
  });
  expect([200, 201], response.body).toContain(response.statusCode);
  return response.json() as { secret: string };
}

const getJson = async (url: string, key = keys.demo) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/integration/v1${url}`, headers: keyHeaders(key) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

interface Delivery {
  id: string;
  type: string;
  changeId: number;
  registration: { kind: string; registrationId: number };
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
}

async function deliveries(key = keys.demo): Promise<Delivery[]> {
  const all: Delivery[] = [];
  let after = '';
  for (;;) {
    const page = (await getJson(`/webhook/deliveries?limit=2${after ? `&after=${after}` : ''}`, key)) as {
      items: Delivery[];
      next: string | null;
    };
    all.push(...page.items);
    if (!page.next) return all;
    after = page.next;
  }
}

/** On PostgreSQL, another pool on the test's database; null on PGlite (one process, one connection). */
async function secondConnection() {
  if (ctx.database.kind !== 'postgres') return null;
  const { rows } = await sql<{ name: string }>`SELECT current_database() AS name`.execute(db());
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return createPostgresDatabase(url.toString(), 1);
}

/** Steps the dispatcher until nothing new is read and nothing is due. */
async function drain(stepper = dispatcher) {
  await feedSettled(db());
  for (let step = 0; step < 30; step++) {
    const { changesRead, attempts } = await stepper.tick();
    if (changesRead === 0 && attempts === 0) return;
  }
  throw new Error('the dispatcher kept finding work');
}

async function bookHours(
  hours = 2,
  token = ctx.tokens.jan,
  target = { medewerkerId: refs.jan, projectId: refs.project, budgetId: refs.budget, uursoortId: refs.hourType },
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/v1/invoer',
    headers: apiHeaders(token),
    payload: { datum: '2026-03-10', ...target, aantal: hours, opmerking: 'Leidingen getrokken' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json().hours as number[])[0]!;
}

async function changeHours(id: number, quantity: number) {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/v1/registrations/hours',
    headers: apiHeaders(ctx.tokens.jan),
    payload: {
      id,
      date: '2026-03-10',
      work: { id: refs.work },
      budget: { id: refs.budget },
      quantity,
      description: 'Normaal',
      remark: 'Aangepast',
      uursoortId: refs.hourType,
      budgetTypeId: 0,
      unit: 'uur',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function deleteHours(id: number) {
  const response = await ctx.app.inject({
    method: 'DELETE',
    url: `/v1/registrations/${id}`,
    headers: apiHeaders(ctx.tokens.jan),
  });
  expect(response.statusCode, response.body).toBe(204);
}

interface Payload {
  type: string;
  timestamp: string;
  data: {
    changeId: number;
    registrationId: number;
    kind: string;
    action: string;
    registration: { quantity: number } | null;
  };
}

/** The delivery's payload, after the official Standard Webhooks library verified its signature and time. */
const verified = (delivery: ReceivedDelivery, withSecret = secret) =>
  new Webhook(withSecret).verify(delivery.body, delivery.headers) as Payload;

describe('webhook deliveries', () => {
  it("sends nothing for the changes made before the webhook was created (the demo seed's registrations)", async () => {
    expect(
      await db()
        .selectFrom('registration_changes')
        .select('seq')
        .where('company_id', '=', refs.demo)
        .executeTakeFirst(),
    ).toBeDefined();
    expect(await deliveries()).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it('delivers registration.created for hours booked in the app, signed so that the standardwebhooks library verifies it', async () => {
    const id = await bookHours(2.5);
    await drain();
    expect(receiver.received).toHaveLength(1);
    const [received] = receiver.received;
    const payload = verified(received!);
    expect(payload).toMatchObject({
      type: 'registration.created',
      data: { kind: 'hours', registrationId: id, action: 'created', registration: { quantity: 2.5 } },
    });
    expect(payload.timestamp).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(received!.headers['content-type']).toBe('application/json');
    expect(received!.headers['webhook-id']).toMatch(/^msg_[A-Za-z0-9_-]{20,}$/);
    expect(Math.abs(Number(received!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60);

    // The same delivery with another secret, or a changed body, does not verify.
    expect(() => verified(received!, `whsec_${Buffer.alloc(32, 1).toString('base64')}`)).toThrow();
    expect(() => verified({ ...received!, body: received!.body.replace('2.5', '25') })).toThrow();

    const [delivery] = await deliveries();
    expect(delivery).toMatchObject({
      id: received!.headers['webhook-id'],
      type: 'registration.created',
      changeId: payload.data.changeId,
      registration: { kind: 'hours', registrationId: id },
      status: 'delivered',
      attempts: 1,
      lastStatusCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    const state = await getJson('/webhook');
    expect(state.deliveries).toMatchObject({ pending: 0, lastSuccessAt: expect.any(String), nextAttemptAt: null });
  });

  it("delivers a registration's changes in order: a later change waits while an earlier one is retried", async () => {
    const id = await bookHours(1);
    await drain();
    receiver.reset();
    await changeHours(id, 3.75);
    await deleteHours(id);
    receiver.answerNext(500);

    await feedSettled(db());
    await dispatcher.tick(); // the update fails; the delete must wait for it
    expect(receiver.received.map((r) => verified(r).type)).toEqual(['registration.updated']);
    await drain();
    const types = receiver.received.map((r) => verified(r));
    expect(types.map((p) => p.type)).toEqual(['registration.updated', 'registration.updated', 'registration.deleted']);
    expect(types.map((p) => p.data.registrationId)).toEqual([id, id, id]);
    expect(types[0]!.data.registration?.quantity).toBe(3.75);
    expect(types[2]!.data.registration).toBeNull();
  });

  it('retries a delivery the receiver refused with the same webhook-id until it is accepted', async () => {
    receiver.answerNext(500, 503);
    const id = await bookHours(4);
    await feedSettled(db());
    await dispatcher.tick();
    const failing = (await deliveries()).find((d) => d.registration.registrationId === id)!;
    expect(failing).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: 500,
      lastError: 'the receiver answered 500 Internal Server Error',
    });
    expect(failing.nextAttemptAt).toEqual(expect.any(String));
    const state = await getJson('/webhook');
    expect(state.deliveries).toMatchObject({
      pending: 1,
      lastFailure: { statusCode: 500, error: 'the receiver answered 500 Internal Server Error' },
    });
    expect(state.deliveries.nextAttemptAt).toEqual(expect.any(String));

    await drain();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([failing.id]));
    for (const attempt of receiver.received) expect(verified(attempt).data.registrationId).toBe(id);
    expect((await deliveries()).find((d) => d.id === failing.id)).toMatchObject({
      status: 'delivered',
      attempts: 3,
      lastStatusCode: 200,
      lastError: null,
    });
    expect((await getJson('/webhook')).deliveries).toMatchObject({ pending: 0, lastFailure: { statusCode: 503 } });
  });

  it('does not send the events the webhook did not subscribe to', async () => {
    await putWebhook(keys.demo, { url: receiver.url, events: ['registration.deleted'] });
    try {
      const id = await bookHours(1.5);
      await changeHours(id, 2);
      await drain();
      expect(receiver.received).toEqual([]);
      await deleteHours(id);
      await drain();
      expect(receiver.received.map((r) => verified(r).type)).toEqual(['registration.deleted']);
    } finally {
      await putWebhook(keys.demo, { url: receiver.url, events: ALL_EVENTS });
    }
  });

  it('sends each company its own changes only', async () => {
    const acmeSecret = (await putWebhook(keys.acme, { url: acmeReceiver.url, events: ALL_EVENTS })).secret;
    try {
      await drain();
      const janHours = await bookHours(1);
      const annaHours = await bookHours(2, ctx.tokens.anna, {
        medewerkerId: refs.anna,
        projectId: refs.acmeProject,
        budgetId: refs.acmeBudget,
        uursoortId: refs.acmeHourType,
      });
      await drain();
      expect(receiver.received.map((r) => verified(r).data.registrationId)).toEqual([janHours]);
      expect(acmeReceiver.received.map((r) => verified(r, acmeSecret).data.registrationId)).toEqual([annaHours]);
      expect(() => verified(acmeReceiver.received[0]!)).toThrow();
      expect((await deliveries(keys.acme)).map((d) => d.registration.registrationId)).toEqual([annaHours]);
      expect((await deliveries()).map((d) => d.registration.registrationId)).not.toContain(annaHours);
    } finally {
      await ctx.app.inject({ method: 'DELETE', url: '/integration/v1/webhook', headers: keyHeaders(keys.acme) });
    }
  });

  it("gives a delivery up when it was not accepted in time: failed, visible, and the registration's next change goes on", async () => {
    const impatient = newDispatcher({ retry: { firstDelayMs: 0, maxDelayMs: 0, giveUpAfterMs: 0 } });
    receiver.answerNext(500);
    const id = await bookHours(5);
    await drain(impatient);
    await deleteHours(id);
    await drain(impatient);
    const mine = (await deliveries()).filter((d) => d.registration.registrationId === id);
    expect(mine.map((d) => [d.type, d.status, d.attempts])).toEqual([
      ['registration.created', 'failed', 1],
      ['registration.deleted', 'delivered', 1],
    ]);
    expect(mine[0]).toMatchObject({ lastStatusCode: 500, nextAttemptAt: null, deliveredAt: null });
  });

  it('does not follow a redirect: a 3xx is a failure, and the place it points to gets nothing', async () => {
    const elsewhere = await startReceiver();
    try {
      receiver.answerNext({ status: 307, headers: { location: elsewhere.url } });
      const id = await bookHours(0.5);
      await feedSettled(db());
      await dispatcher.tick();
      expect((await deliveries()).find((d) => d.registration.registrationId === id)).toMatchObject({
        status: 'pending',
        lastStatusCode: 307,
      });
      expect(elsewhere.received).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('gives up an attempt after its timeout and tries it again', async () => {
    const hasty = newDispatcher({ timeoutMs: 200 });
    receiver.answerNext('hang');
    const id = await bookHours(0.75);
    await feedSettled(db());
    await hasty.tick();
    expect((await deliveries()).find((d) => d.registration.registrationId === id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'no answer within 0.2 s',
    });
    await drain(hasty);
    expect((await deliveries()).find((d) => d.registration.registrationId === id)).toMatchObject({
      status: 'delivered',
      attempts: 2,
    });
  });

  it('checks the address again when it sends: a receiver no longer allowed gets nothing', async () => {
    const strict = newDispatcher({ policy: 'none' });
    const id = await bookHours(1.25);
    await feedSettled(db());
    expect(await strict.tick()).toEqual({ changesRead: 1, attempts: 1 });
    expect(receiver.received).toEqual([]);
    const refused = (await deliveries()).find((d) => d.registration.registrationId === id)!;
    expect(refused.status).toBe('pending');
    expect(refused.lastError).toMatch(/^url: 127\.0\.0\.1 is no public internet address \(range loopback\)/);
    await drain();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([refused.id]);
  });

  it('sends each delivery once when two dispatchers (two server processes) step at the same time', async () => {
    // On PostgreSQL the second one has a connection of its own, as another server process would.
    const second = await secondConnection();
    try {
      const other = newDispatcher({ db: second?.db ?? db(), sendBatch: 3 });
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push(await bookHours(1 + i / 4));
      await feedSettled(db());
      for (let step = 0; step < 10; step++) await Promise.all([newDispatcher({ sendBatch: 3 }).tick(), other.tick()]);
      const sent = receiver.received.map((r) => r.headers['webhook-id']);
      expect(sent).toHaveLength(12);
      expect(new Set(sent).size).toBe(12);
      expect(receiver.received.map((r) => verified(r).data.registrationId).sort((a, b) => a - b)).toEqual(ids);
      expect(
        (await deliveries()).filter((d) => ids.includes(d.registration.registrationId)).map((d) => d.attempts),
      ).toEqual(ids.map(() => 1));
    } finally {
      await second?.close();
    }
  });

  it('stops at once, also with an attempt under way, which is tried again later and not counted', async () => {
    const looping = newDispatcher({ intervalMs: 10, timeoutMs: 30_000 });
    receiver.answerNext('hang');
    const id = await bookHours(6);
    await feedSettled(db());
    looping.start();
    const deadline = Date.now() + 5_000;
    while (receiver.received.length === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(receiver.received).toHaveLength(1);
    const stopping = performance.now();
    await looping.stop();
    expect(performance.now() - stopping).toBeLessThan(1_000);
    expect((await deliveries()).find((d) => d.registration.registrationId === id)).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    await drain();
    expect((await deliveries()).find((d) => d.registration.registrationId === id)).toMatchObject({
      status: 'delivered',
      attempts: 1,
    });
  });
});

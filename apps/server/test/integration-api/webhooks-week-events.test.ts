import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { WebhookDispatcher } from '../../src/integration/webhooks/dispatcher';
import { signedInUser } from '../helpers/office';
import { apiHeaders, signIn, useTestApp } from '../helpers/test-app';
import { feedSettled, keyHeaders, officeCompany } from './registrations-fixtures';
import { startReceiver, type Receiver } from './webhooks-receiver';

// The office's decisions on a week reach the company's webhook as week.approved and week.sent_back, written in
// the decision's transaction (migration 022) and sent by the dispatcher like the registration events.

const ctx = useTestApp({ webhookAllowPrivateAddresses: 'loopback' });
const db = () => ctx.database.db;
const MONDAY = '2026-10-12';
let receiver: Receiver | undefined;

afterAll(async () => {
  await receiver?.close();
});

async function drain(dispatcher: WebhookDispatcher) {
  await feedSettled(db());
  for (let step = 0; step < 30; step++) {
    const { changesRead, attempts } = await dispatcher.tick();
    if (changesRead === 0 && attempts === 0) return;
  }
  throw new Error('the dispatcher did not settle');
}

describe('week events on the webhook', () => {
  it('delivers a send-back and an approval, signed, with the week as the feed shows it', async () => {
    receiver = await startReceiver();
    const company = await officeCompany(ctx.app, db(), 'WHW');
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/integration/v1/webhook',
      headers: keyHeaders(company.key),
      payload: { url: receiver.url, events: ['week.approved', 'week.sent_back'] },
    });
    expect(put.statusCode, put.body).toBe(201);
    const { secret } = put.json() as { secret: string };
    const { office } = await signedInUser(
      ctx.app,
      db(),
      { id: company.companyId, code: 'WHW' },
      { role: 'administratie', name: 'Anne' },
    );
    const token = await signIn(ctx.app, 'WHW', 'jan');
    const submit = () =>
      ctx.app.inject({ method: 'POST', url: `/v1/weekindiening/${MONDAY}`, headers: apiHeaders(token) });
    const decide = (body: object) => office.post(`/office/v1/weeks/${company.employee}/${MONDAY}/decision`, body);

    // A booking is a registration event this webhook did not ask for: nothing of it is sent.
    await company.hours({ date: '2026-10-13', hours: 8 });
    await submit();
    expect((await decide({ decision: 'send-back', reason: 'Mist vrijdag' })).statusCode).toBe(200);
    await submit();
    expect((await decide({ decision: 'approve' })).statusCode).toBe(200);
    // A rolled-back decision (a second approval is refused) leaves no delivery behind.
    expect((await decide({ decision: 'approve' })).statusCode).toBe(409);

    const dispatcher = new WebhookDispatcher({
      db: db(),
      policy: 'loopback',
      retry: { firstDelayMs: 0, maxDelayMs: 0, giveUpAfterMs: 60 * 60_000 },
      timeoutMs: 2_000,
    });
    await drain(dispatcher);

    const verifier = new Webhook(secret);
    const bodies = receiver.received.map(
      (delivery) => verifier.verify(delivery.body, delivery.headers) as { type: string; data: Record<string, unknown> },
    );
    expect(bodies.map((body) => [body.type, body.data.state, body.data.reason])).toEqual([
      ['week.sent_back', 'sent-back', 'Mist vrijdag'],
      ['week.approved', 'approved', ''],
    ]);
    expect(bodies[1]!.data).toMatchObject({ employeeId: company.employee, weekStart: MONDAY, reviewedBy: 'Anne' });

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/integration/v1/webhook/deliveries',
      headers: keyHeaders(company.key),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ type: 'week.sent_back', changeId: null, registration: null, status: 'delivered' }),
      expect.objectContaining({ type: 'week.approved', submissionId: bodies[1]!.data.submissionId }),
    ]);
  });
});

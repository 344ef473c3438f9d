import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { connectionWaits } from '../../src/db/connection-stats';
import { httpRequestDuration } from '../../src/lib/metrics-registry';
import { requireAuth } from '../../src/plugins/context';
import { writeAndAnswer } from '../../src/plugins/idempotency';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { parsePrometheusText, valueOf, type Sample } from '../helpers/prometheus-text';
import { apiHeaders, signIn, testConfig, useTestApp, type TestContext } from '../helpers/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const COMPANY = 'metricsco';
const WEEK = '2026-03-09';

/** A built web app: the catch-all would answer an unknown page with it, and must not for /metrics. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'bouwwerk-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="nl"><body><div id="root"></div></body></html>',
  );
  return dist;
}

/** A write like the real ones, under writeAndAnswer: what the Idempotency-Key replays. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/v1/metrics-probe',
    {
      onRequest: [app.authenticate],
      schema: { body: z.object({ other: z.boolean().optional() }), response: { 201: z.object({ id: z.number() }) } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      return writeAndAnswer(request, reply, 201, async (_repos, trx) =>
        trx
          .insertInto('relations')
          .values({ company_id: auth.companyId, company_name: 'probe' })
          .returning('id')
          .executeTakeFirstOrThrow(),
      );
    },
  );
};

/** GET /metrics with this Authorization header, or none. */
const scrape = (ctx: TestContext, authorization: string | undefined) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

async function samples(ctx: TestContext): Promise<Sample[]> {
  const response = await scrape(ctx, `Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  return parsePrometheusText(response.body);
}

describe('/metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp({ webDist: fakeBuild() });

  it('does not exist: 404 as JSON, never the app shell, with or without a token', async () => {
    for (const url of ['/metrics', '/metrics?x=1', '/metrics/']) {
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const response = await ctx.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      }
    }
    // The same app serves its shell for an unknown page: the 404 above is /metrics's own.
    expect((await ctx.app.inject({ method: 'GET', url: '/some-page' })).body).toContain('<div id="root">');
  });

  it('registers no hook: no request and no statement is timed', async () => {
    expect(ctx.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/version' })).statusCode).not.toBe(500);
    expect((await httpRequestDuration.get()).values).toEqual([]);
    expect(connectionWaits.observe).toBeUndefined();
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  const limits = { ...testConfig().loginRateLimit, maxPerAccountAndAddress: 2, maxPerAddress: 3 };
  const ctx = useTestApp({ metricsToken: TOKEN, loginRateLimit: limits }, [probeRoutes]);
  let token = '';

  beforeAll(async () => {
    const company = await createCompany(ctx.database.db, { code: COMPANY });
    for (const username of ['jan', 'piet', 'kees', 'anna', 'bram']) {
      await createEmployee(ctx.database.db, { companyId: company.id, username });
    }
    token = await signIn(ctx.app, COMPANY, 'jan');
  });

  it('asks for the bearer token: 401 with {code, message} without it or with another', async () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, 'MISSING_METRICS_TOKEN'],
      [`Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`, 'MISSING_METRICS_TOKEN'],
      ['Bearer not-the-token', 'WRONG_METRICS_TOKEN'],
      [`Bearer ${TOKEN}x`, 'WRONG_METRICS_TOKEN'],
      [`Bearer ${TOKEN.slice(0, -1)}`, 'WRONG_METRICS_TOKEN'],
    ];
    for (const [authorization, code] of cases) {
      const response = await scrape(ctx, authorization);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json()).toEqual({ code, message: expect.any(String) });
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('bouwwerk_');
    }
  });

  it('answers the text format, never cached, without an application key', async () => {
    const response = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const all = parsePrometheusText(response.body);
    const names = new Set(all.map((s) => s.name));
    for (const name of [
      'bouwwerk_http_request_duration_seconds_bucket',
      'bouwwerk_http_request_duration_seconds_count',
      'bouwwerk_db_connections',
      'bouwwerk_db_waiting_queries',
      'bouwwerk_db_connection_wait_seconds_count',
      'bouwwerk_webhook_deliveries_pending',
      'bouwwerk_webhook_deliveries_retrying',
      'bouwwerk_webhook_oldest_pending_age_seconds',
      'bouwwerk_webhooks_failing',
      'bouwwerk_change_feed_last_seq',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(all.filter((s) => s.name === 'bouwwerk_db_connections').map((s) => s.labels)).toEqual(
      expect.arrayContaining([{ state: 'busy' }, { state: 'idle' }]),
    );
  });

  it('counts a request under its route template, method and status class', async () => {
    const before = await samples(ctx);
    const route = { method: 'GET', route: '/v3/weekoverzicht/:date', status_class: '2xx' };
    const count = (all: Sample[]) => valueOf(all, 'bouwwerk_http_request_duration_seconds_count', route);
    for (let i = 0; i < 3; i++) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/v3/weekoverzicht/${WEEK}`,
        headers: apiHeaders(token),
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await ctx.app.inject({ method: 'GET', url: `/v3/weekoverzicht/${WEEK}`, headers: apiHeaders() });
    expect(refused.statusCode).toBe(401);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: `/v1/no-such-thing/${COMPANY}/12345`,
      headers: apiHeaders(),
    });
    expect(unknown.statusCode).toBe(404);

    const after = await samples(ctx);
    expect(count(after) - count(before)).toBe(3);
    expect(
      valueOf(after, 'bouwwerk_http_request_duration_seconds_count', { ...route, status_class: '4xx' }) -
        valueOf(before, 'bouwwerk_http_request_duration_seconds_count', { ...route, status_class: '4xx' }),
    ).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status_class: '4xx' };
    expect(
      valueOf(after, 'bouwwerk_http_request_duration_seconds_count', unmatched) -
        valueOf(before, 'bouwwerk_http_request_duration_seconds_count', unmatched),
    ).toBe(1);
    // Buckets are cumulative, ending in +Inf with the count.
    expect(valueOf(after, 'bouwwerk_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(
      count(after),
    );
    // The statements of those requests waited for their connection, and were timed doing so.
    expect(valueOf(after, 'bouwwerk_db_connection_wait_seconds_count')).toBeGreaterThan(
      valueOf(before, 'bouwwerk_db_connection_wait_seconds_count'),
    );
  });

  it('counts an idempotency replay, not a first write nor a reused key', async () => {
    const replays = async () => valueOf(await samples(ctx), 'bouwwerk_idempotency_replays_total');
    const before = await replays();
    const key = randomUUID();
    const send = (payload: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/metrics-probe',
        headers: { ...apiHeaders(token), 'idempotency-key': key },
        payload,
      });
    expect((await send({})).statusCode).toBe(201);
    expect(await replays()).toBe(before);
    const repeat = await send({});
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(await replays()).toBe(before + 1);
    expect((await send({ other: true })).statusCode).toBe(422);
    expect(await replays()).toBe(before + 1);
  });

  it('counts wrong passwords (401) and refusals by the limit that was full (429)', async () => {
    const attempt = (username: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/sessions',
        headers: apiHeaders(),
        remoteAddress: address,
        payload: { RelatieId: COMPANY, Gebruikersnaam: username, Wachtwoord: browserPasswordDigest('fout') },
      });
    const figures = async () => {
      const all = await samples(ctx);
      return {
        failures: valueOf(all, 'bouwwerk_sign_in_failures_total'),
        accountAndAddress: valueOf(all, 'bouwwerk_sign_in_throttled_total', { limit: 'account_and_address' }),
        address: valueOf(all, 'bouwwerk_sign_in_throttled_total', { limit: 'address' }),
      };
    };
    const before = await figures();
    // Two failures for piet from one address fill its account+address limit; the third is refused unchecked.
    expect((await attempt('piet', '10.9.8.7')).statusCode).toBe(401);
    expect((await attempt('piet', '10.9.8.7')).statusCode).toBe(401);
    expect((await attempt('piet', '10.9.8.7')).statusCode).toBe(429);
    // A third account from the same address fills the address's limit (3): the next account is refused by it.
    expect((await attempt('kees', '10.9.8.7')).statusCode).toBe(401);
    expect((await attempt('anna', '10.9.8.7')).statusCode).toBe(429);
    expect(await figures()).toEqual({
      failures: before.failures + 3,
      accountAndAddress: before.accountAndAddress + 1,
      address: before.address + 1,
    });
  });

  it('shows the webhook backlog from the database', async () => {
    const db = ctx.database.db;
    const { id: companyId } = await db
      .selectFrom('companies')
      .select('id')
      .where('code', '=', COMPANY)
      .executeTakeFirstOrThrow();
    const before = await samples(ctx);
    expect(valueOf(before, 'bouwwerk_webhook_deliveries_pending')).toBe(0);
    const webhook = await db
      .insertInto('webhooks')
      .values({
        company_id: companyId,
        url: 'https://example.org/hook',
        events: ['registration.insert'],
        secret: 'whsec_test',
        last_failure_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const delivery = (changeId: number, attempts: number) => ({
      webhook_id: webhook.id,
      message_id: `msg_${changeId}`,
      change_id: changeId,
      event: 'registration.insert',
      registration_kind: 'hours' as const,
      registration_id: changeId,
      body: '{}',
      attempts,
      created_at: new Date(Date.now() - 60_000),
    });
    await db
      .insertInto('webhook_deliveries')
      .values([delivery(1, 0), delivery(2, 3), { ...delivery(3, 1), status: 'delivered' }])
      .execute();

    const after = await samples(ctx);
    expect(valueOf(after, 'bouwwerk_webhook_deliveries_pending')).toBe(2);
    expect(valueOf(after, 'bouwwerk_webhook_deliveries_retrying')).toBe(1);
    expect(valueOf(after, 'bouwwerk_webhooks_failing')).toBe(1);
    expect(valueOf(after, 'bouwwerk_webhook_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(59);
  });

  it('holds no raw URL, id, company code, username or address in any label', async () => {
    const all = await samples(ctx);
    const values = all.flatMap((s) => Object.values(s.labels));
    for (const value of values) {
      for (const raw of [COMPANY, WEEK, '12345', 'piet', 'anna', '10.9.8.7', '?']) expect(value).not.toContain(raw);
    }
    const routes = new Set(all.filter((s) => s.labels.route !== undefined).map((s) => s.labels.route));
    for (const route of routes) expect(route === 'unmatched' || /^\/[a-z0-9/:-]*$/i.test(route!)).toBe(true);
    expect(routes).toContain('/v3/weekoverzicht/:date');
    expect(routes).toContain('unmatched');
  });
});

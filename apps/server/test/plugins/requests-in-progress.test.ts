import { request as httpRequest } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../src/app';
import type { DatabaseHandle } from '../../src/db/database';
import { RequestsInProgress } from '../../src/lib/requests-in-progress';
import { requireAuth } from '../../src/plugins/context';
import { writeAndAnswer } from '../../src/plugins/idempotency';
import { createCompany, createEmployee } from '../helpers/fixtures';
import { apiHeaders, signIn, testConfig } from '../helpers/test-app';
import { createTestDatabase } from '../helpers/test-database';

/** A save that takes its time: it waits for the test to open the gate, then inserts a row. */
function slowSaveRoutes(gate: { entered: () => void; open: Promise<void> }): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: { name: string } }>(
      '/v1/test-slow-save',
      {
        onRequest: [app.authenticate],
        schema: { body: z.object({ name: z.string() }), response: { 201: z.object({ saved: z.string() }) } },
      },
      async (request, reply) => {
        const auth = requireAuth(request);
        gate.entered();
        await gate.open;
        return writeAndAnswer(request, reply, 201, async (_repos, trx) => {
          await trx
            .insertInto('relations')
            .values({ company_id: auth.companyId, company_name: request.body.name })
            .execute();
          return { saved: request.body.name };
        });
      },
    );
  };
}

describe('requests in progress', () => {
  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    await database?.close();
  });

  async function start(extraRoutes: FastifyPluginAsync[] = []) {
    database = await createTestDatabase();
    const requests = new RequestsInProgress();
    app = await buildApp({ db: database.db, config: testConfig(), extraRoutes, requests });
    const company = await createCompany(database.db, { code: 'demo' });
    await createEmployee(database.db, { companyId: company.id, username: 'jan' });
    const token = await signIn(app, 'demo', 'jan');
    return { app, db: database.db, requests, token };
  }

  it('counts every request until its answer is complete, however it ends', async () => {
    const { app, requests, token } = await start();
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/v1/version', headers: apiHeaders(token) }),
      app.inject({ method: 'GET', url: '/v3/weekoverzicht/2026-03-11', headers: apiHeaders() }),
      app.inject({ method: 'GET', url: '/v3/weekoverzicht/2026-03-11', headers: { authorization: `Bearer ${token}` } }),
      app.inject({ method: 'GET', url: '/v1/does-not-exist', headers: apiHeaders(token) }),
      app.inject({ method: 'POST', url: '/v1/invoer', headers: apiHeaders(token), payload: { nonsense: true } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 401, 404, 400]);
    expect(requests.size).toBe(0);
  });

  it('closing the app waits for a save whose client went away, which then completes', async () => {
    let entered!: () => void;
    const inHandler = new Promise<void>((resolve) => (entered = resolve));
    let open!: () => void;
    const gate = { entered, open: new Promise<void>((resolve) => (open = resolve)) };
    const { app, db, requests, token } = await start([slowSaveRoutes(gate)]);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });

    const body = JSON.stringify({ name: 'saved while closing' });
    const client = httpRequest(`${address}/v1/test-slow-save`, {
      method: 'POST',
      headers: { ...apiHeaders(token), 'content-type': 'application/json', 'idempotency-key': 'slow-save-1' },
    });
    client.on('error', () => {});
    client.end(body);
    await inHandler;
    client.destroy();
    expect(requests.size).toBe(1);

    let closed = false;
    const closing = app.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(closed).toBe(false);

    open();
    await closing;
    expect(requests.size).toBe(0);
    const saved = await db
      .selectFrom('relations')
      .select('company_name')
      .where('company_name', '=', 'saved while closing')
      .execute();
    expect(saved).toHaveLength(1);
    // The answer was stored with the save, for the retry.
    const key = await db
      .selectFrom('idempotency_keys')
      .select('status_code')
      .where('key', '=', 'slow-save-1')
      .executeTakeFirstOrThrow();
    expect(key.status_code).toBe(201);
  });
});

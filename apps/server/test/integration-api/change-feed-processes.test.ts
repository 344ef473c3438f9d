import type { RegistrationChange } from '@bouwwerk/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase, type DatabaseHandle } from '../../src/db/database';
import { DEMO_INTEGRATION_KEY } from '../../src/lib/integration-keys';
import { browserPasswordDigest } from '../../src/lib/passwords';
import { DEMO_LOGINS } from '../../src/seed/demo-seed';
import { activeHourTypeId, bookable, companyId, ofSoort, parts } from '../helpers/demo-refs';
import { createEmployee, PASSWORD } from '../helpers/fixtures';
import { APP_KEY } from '../helpers/test-app';
import { startTwoProcessServer, type TwoProcessServer } from '../helpers/two-process-server';

/**
 * The issue's promise, end to end: the real server with two processes on PostgreSQL, two employees booking
 * and deleting through the app at the same time (each request on a new connection, so both processes write),
 * and an office polling the change feed by its `next` meanwhile. Every acknowledged booking shows exactly once
 * as created, every acknowledged delete once as deleted, and no change twice.
 */
describe.skipIf(inject('dbKind') !== 'postgres')(
  'the change feed while two server processes write (PostgreSQL)',
  () => {
    let running: TwoProcessServer;
    let handle: DatabaseHandle;
    let url: string;

    beforeAll(async () => {
      running = await startTwoProcessServer();
      url = running.url;
      handle = createPostgresDatabase(running.databaseUrl, 2);
    }, 180_000);
    afterAll(async () => {
      await handle?.close();
      await running?.stop();
    });

    const call = async (method: string, path: string, headers: Record<string, string>, body?: object) => {
      const response = await fetch(`${url}${path}`, {
        method,
        // A new connection each time, so the primary hands them to both processes in turn.
        headers: { ...headers, connection: 'close', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const text = await response.text();
      return { status: response.status, json: () => JSON.parse(text) };
    };

    async function signIn(username: string, password: string) {
      const response = await call(
        'POST',
        '/v1/sessions',
        { 'x-application-key': APP_KEY },
        {
          RelatieId: 'demo',
          Gebruikersnaam: username,
          Wachtwoord: browserPasswordDigest(password),
        },
      );
      expect(response.status).toBe(200);
      return response.json().authToken as string;
    }

    it('delivers every acknowledged booking and delete exactly once', async () => {
      const db = handle.db;
      const demo = await companyId(db, 'demo');
      const part = await parts(db, demo).$call(ofSoort(0)).$call(bookable).orderBy('b.id').executeTakeFirstOrThrow();
      const hourType = await activeHourTypeId(db, demo);
      const schrijver = await createEmployee(db, { companyId: demo, username: 'schrijver', registratie_rechten: 1 });
      const jan = (
        await db
          .selectFrom('employees')
          .select('id')
          .where('company_id', '=', demo)
          .where('username', '=', 'jan')
          .executeTakeFirstOrThrow()
      ).id;
      const writers = [
        { id: jan, token: await signIn('jan', DEMO_LOGINS[0]!.password) },
        { id: schrijver.id, token: await signIn('schrijver', PASSWORD) },
      ];

      const office = { authorization: `Bearer ${DEMO_INTEGRATION_KEY}` };
      const seen: RegistrationChange[] = [];
      let cursor = '';
      const poll = async () => {
        const page = await call(
          'GET',
          `/integration/v1/registrations/changes?limit=7${cursor ? `&after=${cursor}` : ''}`,
          office,
        );
        expect(page.status).toBe(200);
        const { changes, next } = page.json() as { changes: RegistrationChange[]; next: string };
        cursor = next;
        return changes;
      };
      // The demo seed's own changes first: the office starts at the end of what is there.
      while ((await poll()).length > 0);

      const created: number[] = [];
      const deleted: number[] = [];
      let writing = true;
      const consumer = (async () => {
        while (writing) seen.push(...(await poll()));
      })();

      await Promise.all(
        writers.map(async (writer) => {
          for (let round = 0; round < 6; round++) {
            const booked = await Promise.all(
              [0, 1, 2, 3].map(async (i) => {
                const response = await call(
                  'POST',
                  '/v1/invoer',
                  { 'x-application-key': APP_KEY, authorization: `Bearer ${writer.token}` },
                  {
                    datum: `2026-03-${String(9 + ((round + i) % 5)).padStart(2, '0')}`,
                    medewerkerId: writer.id,
                    projectId: part.project_id,
                    budgetId: part.id,
                    uursoortId: hourType,
                    aantal: 0.25,
                  },
                );
                expect(response.status).toBe(201);
                return response.json().hours[0] as number;
              }),
            );
            created.push(...booked);
            const gone = booked[round % 4]!;
            const response = await call('DELETE', `/v1/registrations/${gone}`, {
              'x-application-key': APP_KEY,
              authorization: `Bearer ${writer.token}`,
            });
            expect(response.status).toBe(204);
            deleted.push(gone);
          }
        }),
      );
      writing = false;
      await consumer;

      // What is acknowledged is committed; the feed shows it once no older transaction runs anywhere.
      const deadline = Date.now() + 15_000;
      const expected = created.length + deleted.length;
      while (seen.length < expected && Date.now() < deadline) seen.push(...(await poll()));

      const ids = seen.map((change) => change.changeId);
      expect(new Set(ids).size, 'no change twice').toBe(ids.length);
      const of = (action: string) =>
        seen
          .filter((change) => change.action === action)
          .map((change) => change.registrationId)
          .sort((a, b) => a - b);
      expect(of('created')).toEqual([...created].sort((a, b) => a - b));
      expect(of('deleted')).toEqual([...deleted].sort((a, b) => a - b));
      expect(of('updated')).toEqual([]);
      expect(created).toHaveLength(48);
    }, 60_000);
  },
);

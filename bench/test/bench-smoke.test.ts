import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runApiBench } from '../api-bench';
import { pgliteTemplate } from '../../apps/server/test/helpers/test-database';
import { preparePglite } from '../bench-data';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'bouwwerk-bench-smoke-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

/**
 * The machinery of `npm run bench` on a small company for a few dozen requests per endpoint, so the bench cannot rot
 * unnoticed. It checks that every call was answered as meant and the figures are there, never how fast:
 * timing belongs to the bench. The bench's own PostgreSQL path runs with `npm run bench` and DATABASE_URL.
 */
describe.skipIf(inject('dbKind') === 'postgres')('the bench, briefly', () => {
  // Half a minute on a quiet machine; the limit is for one shared with other test runs, where generating alone
  // can take minutes.
  it(
    'loads every endpoint of a 10,000-registration company without errors, beside the ceiling',
    { timeout: 600_000 },
    async () => {
      const prepared = await preparePglite(cacheDir, 10_000, () => {}, 8, pgliteTemplate());
      try {
        const result = await runApiBench({
          database: prepared.database,
          targets: prepared.targets,
          ports: { server: 0, ceiling: 0 },
          connections: 4,
          length: { amount: 40 },
          oneClientLength: { amount: 10 },
          mixed: { connections: 8, amount: 40 },
          warmup: { amount: 5 },
          serverWarmup: { amount: 6 },
        });
        expect({
          requests: result.serverWarmup.requests,
          failed: result.serverWarmup.errors + result.serverWarmup.non2xx,
        }).toEqual({ requests: 6, failed: 0 });
        expect(result.concurrent.map((r) => r.name)).toEqual([
          'GET /v3/weekoverzicht/{date}',
          'GET /v3/weekoverzicht/{date} (unchanged, 304)',
          'GET /v1/project/{id}/registrations/{date}',
          'GET /v1/projecten',
          'GET /v1/projecten (unchanged, 304)',
          'GET /v1/materialen',
          'GET /v1/materialen (If-None-Match)',
          'POST /v1/invoer (hours)',
          'PATCH /v1/registrations/hours',
        ]);
        // The mixed load: reads and keyed bookings together, every booking answered and stored once.
        expect(result.mixed).toMatchObject({ connections: 8, lost: 0, duplicated: 0 });
        expect(result.mixed.acknowledged).toBe(result.mixed.write.requests);
        expect(result.mixed.acknowledged).toBeGreaterThan(0);
        expect(result.mixed.read.requests).toBeGreaterThan(0);
        expect(result.oneClient.map((r) => r.name)).toEqual([
          'GET /v3/weekoverzicht/{date}',
          'GET /v1/project/{id}/registrations/{date}',
          'GET /office/v1/employees',
        ]);
        for (const endpoint of [...result.concurrent, ...result.oneClient, ...result.ceilings]) {
          expect({ name: endpoint.name, errors: endpoint.errors, non2xx: endpoint.non2xx }).toEqual({
            name: endpoint.name,
            errors: 0,
            non2xx: 0,
          });
          expect(endpoint.requests).toBeGreaterThan(0);
          expect(endpoint.requestsPerSecond).toBeGreaterThan(0);
          expect(endpoint.p99Ms).toBeGreaterThanOrEqual(endpoint.p50Ms);
          expect(endpoint.peakRssMb).toBeGreaterThan(0);
          expect(endpoint.stealPercent).toBeGreaterThanOrEqual(0);
        }
        // Every endpoint has its own ceiling, answering the endpoint's own bytes: the week overview's body is
        // the real one (compressed as the server compressed it), the catalogue's 304 has none.
        expect(result.ceilings.map((c) => [c.name, c.status])).toEqual(
          result.concurrent.map((r) => [r.name, /If-None-Match|304/.test(r.name) ? 304 : expect.any(Number)]),
        );
        const week = result.ceilings.find((c) => c.name === 'GET /v3/weekoverzicht/{date}')!;
        expect(week.bodyBytes).toBeGreaterThan(100);
        for (const notModified of result.ceilings.filter((c) => c.status === 304))
          expect(notModified.bodyBytes).toBe(0);
        // The ceiling sends as many bytes per answer as the server did, give or take the chunk framing and a
        // week of another size: the same body, not a fixed one.
        const real = result.concurrent.find((r) => r.name === week.name)!;
        expect(week.bytesPerAnswer! / real.bytesPerAnswer!).toBeGreaterThan(0.5);
        expect(week.bytesPerAnswer! / real.bytesPerAnswer!).toBeLessThan(2);
        // CPU per request of the server and the load generator, where /proc tells (the week overview's 40
        // answers are several clock ticks of the server's CPU; a 304's may round to none).
        for (const endpoint of result.concurrent) {
          expect(endpoint.processes.map((p) => p.name)).toEqual(['server', 'load generator']);
        }
        expect(real.processes[0]!.cpuMsPerRequest).toBeGreaterThan(0);
        expect(result.serverPeakRssMb).toBeGreaterThan(0);
      } finally {
        await prepared.dispose();
      }
    },
  );
});

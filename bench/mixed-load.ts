import { sql, type Kysely } from '../apps/server/src/db/kysely';
import type { Database } from '../apps/server/src/db/types';
import { withBenchDatabase } from './bench-data';
import { runConcurrent, type LoadResult, type RunLength } from './load';
import { MIXED_REMARK, type Scenario } from './scenarios';
import type { BenchDatabase } from './server-process';

/** The week overview and keyed bookings at once, as a Monday morning has them. */
export interface MixedLoadResult {
  connections: number;
  /** Requests per second from each client; 0: each asked again as soon as it was answered. */
  rate: number;
  read: LoadResult;
  write: LoadResult;
  /** Bookings answered 201. */
  acknowledged: number;
  /** Answered 201 and not in the database. */
  lost: number;
  /** In the database more than once. */
  duplicated: number;
}

export type MixedLoadOptions = { connections: number; rate: number } & RunLength;

/**
 * Half the clients ask for week overviews and half book hours, each booking with an Idempotency-Key and a
 * remark of its own; which were answered 201 is kept for checkStoredBookings once the server has stopped.
 *
 * Each client asks at most `rate` times a second, as a phone does: it asks, waits for the answer, then for its
 * next turn. Clients that ask again the moment they are answered keep the server saturated, and then a
 * booking's latency is set by the queue, not by the server: 100 such clients have 100 requests waiting at all
 * times, so each waits 100 / (bookings per second), whatever the server does with them (Little's law). A
 * latency target means something only at a load the server keeps up with; autocannon counts a request that
 * could not leave on its turn from that turn (coordinated omission), so a server that falls behind shows it.
 */
export async function runMixedLoad(
  url: string,
  scenarios: { read: Scenario; write: Scenario },
  options: MixedLoadOptions,
): Promise<{ read: LoadResult; write: LoadResult; acknowledged: Set<string> }> {
  const acknowledged = new Set<string>();
  const half = Math.max(1, Math.floor(options.connections / 2));
  const length = {
    ...('amount' in options ? { amount: Math.ceil(options.amount / 2) } : { seconds: options.seconds }),
    ...(options.rate > 0 ? { connectionRate: options.rate } : {}),
  };
  const [read, write] = await Promise.all([
    runConcurrent(url, scenarios.read.next, { connections: half, ...length }),
    runConcurrent(url, scenarios.write.next, {
      connections: half,
      ...length,
      onAnswer: (request, status) => {
        if (status === 201) acknowledged.add((request.body as { opmerking: string }).opmerking);
      },
    }),
  ]);
  return { read, write, acknowledged };
}

/** Every answered booking of the mixed load stored exactly once: read from the database after the run. */
export async function checkStoredBookings(
  database: BenchDatabase,
  acknowledged: Set<string>,
): Promise<{ lost: number; duplicated: number }> {
  return withBenchDatabase(database, (handle) => countStoredBookings(handle.db, acknowledged));
}

/** How many answered bookings are not stored, and how many are stored more than once. */
export async function countStoredBookings(
  db: Kysely<Database>,
  acknowledged: Set<string>,
): Promise<{ lost: number; duplicated: number }> {
  const { rows } = await sql<{ remark: string; n: number }>`
    SELECT remark, count(*)::int AS n FROM hour_registrations WHERE remark LIKE ${`${MIXED_REMARK}%`} GROUP BY remark
  `.execute(db);
  const stored = new Set(rows.map((row) => row.remark));
  return {
    lost: [...acknowledged].filter((remark) => !stored.has(remark)).length,
    duplicated: rows.filter((row) => row.n > 1).length,
  };
}

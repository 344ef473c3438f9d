import type { Kysely } from 'kysely';
import { buildApp, type App } from '../../src/app';
import type { Database } from '../../src/db/types';
import { registerWriteGate, writeGateOf } from '../../src/db/write-gate';
import { testConfig } from './test-app';

/**
 * The real app on the test's database, counting the statements its requests run: each is a round trip, and
 * on PGlite a turn of its one connection. BEGIN and COMMIT pass the plugins by and are not counted.
 */
export async function statementCountingApp(
  db: Kysely<Database>,
): Promise<{ app: App; statements: () => number; reset: () => void }> {
  let statements = 0;
  const counting = db.withPlugin({
    transformQuery: ({ node }) => node,
    transformResult: async ({ result }) => {
      statements++;
      return result;
    },
  });
  // The same database, so the same gate on what a process may keep in memory (db/write-gate.ts).
  const gate = writeGateOf(db as never);
  if (gate) registerWriteGate(counting as never, gate);
  const app = await buildApp({ db: counting, config: testConfig() });
  return { app, statements: () => statements, reset: () => (statements = 0) };
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { upToDate } from '../db/migrate';

/** A readiness answer is reused this long: a storm of probes costs one statement a second, not one each. */
export const READY_CACHE_MS = 1000;

/**
 * How long /readyz waits for the database before it answers 503. A database that does not answer within this
 * is as good as down to a load balancer; probes should allow a little more (docs/operations.md: 3 s).
 */
export const READY_TIMEOUT_MS = 2000;

type Readiness = { ready: true } | { ready: false; reason: string };

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const answer = (reply: FastifyReply, status: 200 | 503, body: { status: 'ok' | 'unavailable' }) =>
  reply.code(status).header('cache-control', 'no-store').send(body);

/**
 * For load balancers and orchestrators: no application key, no token, and no detail in the answer (why the
 * server is not ready goes to the log). /healthz says the process answers; /readyz that it can serve: its
 * database answers and holds exactly the migrations this build knows. While the server shuts down, Fastify
 * itself answers 503 to every request (return503OnClosing), these included, with `Connection: close`.
 */
export const healthRoutes = async (app: FastifyInstance) => {
  // Migrations only change when a server starts, so once they matched they are not read again. A newer
  // version's migrations applied during a rolling update then do not take every older process out at once.
  let migrationsCurrent = false;
  let last: { at: number; readiness: Readiness } | undefined;
  let pending: Promise<Readiness> | undefined;
  let lastReason: string | undefined;

  const check = async (): Promise<Readiness> => {
    try {
      if (migrationsCurrent) {
        await withinTimeout(sql`select 1`.execute(app.db), READY_TIMEOUT_MS);
      } else if (await withinTimeout(upToDate(app.db as never), READY_TIMEOUT_MS)) {
        migrationsCurrent = true;
      } else {
        return { ready: false, reason: 'the database does not hold exactly the migrations of this build' };
      }
      return { ready: true };
    } catch (error) {
      return { ready: false, reason: error instanceof Error ? error.message : String(error) };
    }
  };

  /** Concurrent probes share one check; its result is reused for READY_CACHE_MS after it settled. */
  const readiness = (): Promise<Readiness> => {
    if (last && Date.now() - last.at < READY_CACHE_MS) return Promise.resolve(last.readiness);
    pending ??= check().then((readiness) => {
      last = { at: Date.now(), readiness };
      pending = undefined;
      return readiness;
    });
    return pending;
  };

  app.get('/healthz', async (_request, reply) => answer(reply, 200, { status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const result = await readiness();
    // Logged when it changes, not on every probe.
    const reason = result.ready ? undefined : result.reason;
    if (reason !== lastReason) {
      if (reason) app.log.warn(`not ready: ${reason}`);
      else app.log.info('ready again');
      lastReason = reason;
    }
    return result.ready ? answer(reply, 200, { status: 'ok' }) : answer(reply, 503, { status: 'unavailable' });
  });
};

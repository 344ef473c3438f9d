import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './executor';

/** One limit of sign-in attempts (decision 008), counted in a row of sign_in_counters under `key`. */
export interface CounterRule {
  key: string;
  /** Attempts counted since the count last started; past it, every attempt is refused. */
  limit: number;
  /** From this many attempts on, each next attempt waits firstDelayMs, twice that, … up to maxDelayMs. */
  delayFrom: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export type Reservation = { reserved: true } | { reserved: false; retryAfterMs: number };

const ALWAYS = 2_147_483_647;
export const NO_LIMIT = ALWAYS;

/** The wait after the `attempts`-th attempt, in milliseconds, as SQL (`attempts` is SQL too). */
function delayAfter(attempts: RawBuilder<number>, rule: CounterRule): RawBuilder<number> {
  return sql<number>`CASE WHEN ${attempts} < ${rule.delayFrom}::int THEN 0::float8
    ELSE LEAST(${rule.maxDelayMs}::float8, ${rule.firstDelayMs}::float8 * power(2::float8, LEAST(${attempts} - ${rule.delayFrom}::int, 30))) END`;
}

/**
 * Sign-in counters and device tokens. Each reservation is one statement, so concurrent sign-ins (in this
 * process or in others on the same PostgreSQL) cannot both take the last place of a limit: PostgreSQL locks
 * the row for `ON CONFLICT … DO UPDATE` and evaluates its WHERE against the row as the other left it.
 */
export function createSignInRepository(db: Executor) {
  return {
    /** The active employee a sign-in names, with the company; one statement whether or not either exists. */
    async findAccount(companyCode: string, username: string) {
      return db
        .selectFrom('employees as e')
        .innerJoin('companies as c', 'c.id', 'e.company_id')
        .select([
          'c.id as companyId',
          'c.name as companyName',
          'c.logo_ext as logoExt',
          'e.id as employeeId',
          'e.first_name as firstName',
          'e.last_name as lastName',
          'e.password_hash as passwordHash',
          'e.password_salt as passwordSalt',
        ])
        .where((eb) => eb(eb.fn('lower', ['c.code']), '=', companyCode.trim().toLowerCase()))
        .where((eb) => eb(eb.fn('lower', ['e.username']), '=', username.trim().toLowerCase()))
        .where('e.active', '=', true)
        .executeTakeFirst();
    },

    /**
     * Counts one attempt under the rule, if the rule lets it through now: in one statement, so that no more
     * than `limit` attempts are ever let through, however many arrive at once. The count starts again once
     * `windowMs` passed since the last counted attempt (refused attempts are not counted). Attempts that
     * arrive together reach the row in any order, each with its own clock reading: an earlier reading than the
     * last counted one must neither move the count's time back nor read as a wait still pending.
     */
    async reserve(rule: CounterRule, now: Date, windowMs: number): Promise<Reservation> {
      const expired = new Date(now.getTime() - windowMs);
      const attempts = sql<number>`(CASE WHEN c.last_at <= ${expired} THEN 1 ELSE c.attempts + 1 END)`;
      const firstDelay = sql<number>`1`;
      const { rows } = await sql<{ attempts: number }>`
        INSERT INTO sign_in_counters AS c (key, attempts, last_at, next_at)
        VALUES (${rule.key}, 1, ${now}, ${now}::timestamptz + ${delayAfter(firstDelay, rule)} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          attempts = ${attempts},
          last_at = GREATEST(c.last_at, excluded.last_at),
          next_at = GREATEST(c.last_at, excluded.last_at) + ${delayAfter(attempts, rule)} * interval '1 millisecond'
        WHERE c.last_at <= ${expired} OR (c.attempts < ${rule.limit}::int AND c.next_at <= GREATEST(${now}, c.last_at))
        RETURNING attempts`.execute(db);
      if (rows.length > 0) return { reserved: true };

      const row = await db
        .selectFrom('sign_in_counters')
        .select(['attempts', 'last_at', 'next_at'])
        .where('key', '=', rule.key)
        .executeTakeFirst();
      const freeAt = !row
        ? now.getTime()
        : row.attempts >= rule.limit
          ? new Date(row.last_at).getTime() + windowMs
          : new Date(row.next_at).getTime();
      return { reserved: false, retryAfterMs: freeAt - now.getTime() };
    },

    /** Gives a reserved attempt back (it was refused by another rule, or it succeeded). */
    async release(key: string) {
      await db
        .updateTable('sign_in_counters')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('key', '=', key)
        .where('attempts', '>', 0)
        .execute();
    },

    async clear(key: string) {
      await db.deleteFrom('sign_in_counters').where('key', '=', key).execute();
    },

    /** Counts whose window passed and whose wait is over: they would start again at one. */
    async prune(now: Date, windowMs: number) {
      await db
        .deleteFrom('sign_in_counters')
        .where('last_at', '<=', new Date(now.getTime() - windowMs))
        .where('next_at', '<=', now)
        .execute();
    },

    /**
     * Counts an attempt with a device token as a failure of that device until it succeeds, if the token is
     * one of this employee's, used within its lifetime and below its failures: the token's id, or undefined.
     */
    async reserveDevice(
      token: { hash: Uint8Array; companyId: number; employeeId: number },
      now: Date,
      maxFailures: number,
      usedAfter: Date,
    ) {
      const row = await db
        .updateTable('device_tokens')
        .set((eb) => ({ failures: eb('failures', '+', 1), last_used_at: now }))
        .where('token_hash', '=', token.hash)
        .where('company_id', '=', token.companyId)
        .where('employee_id', '=', token.employeeId)
        .where('failures', '<', maxFailures)
        .where('last_used_at', '>', usedAfter)
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    async deviceSucceeded(id: number) {
      await db.updateTable('device_tokens').set({ failures: 0 }).where('id', '=', id).execute();
    },

    /**
     * A new device of the employee. Their tokens that expired or ran out of failures go: a device holds
     * one token per account, and a new one replaces what it sent.
     */
    async addDevice(
      device: { hash: Uint8Array; companyId: number; employeeId: number },
      now: Date,
      maxFailures: number,
      usedAfter: Date,
    ) {
      await db
        .deleteFrom('device_tokens')
        .where('company_id', '=', device.companyId)
        .where('employee_id', '=', device.employeeId)
        .where((eb) => eb.or([eb('last_used_at', '<=', usedAfter), eb('failures', '>=', maxFailures)]))
        .execute();
      await db
        .insertInto('device_tokens')
        .values({
          company_id: device.companyId,
          employee_id: device.employeeId,
          token_hash: device.hash,
          created_at: now,
          last_used_at: now,
        })
        .execute();
    },
  };
}

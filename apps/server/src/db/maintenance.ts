import { sql, type Kysely } from 'kysely';
import type { Database } from './types';

/**
 * PGlite runs PostgreSQL without its autovacuum. Without VACUUM no space of a deleted or updated row is ever
 * handed out again, so a table with turnover grows for ever: idempotency_keys, a row per save (then each claimed
 * and answered: a dead row per save) kept for a day when measured, grew by 0.5 MB per 1,000 saves around 1,000 live
 * rows (12.8 MB after 25,000 saves, 0.5 MB needed), and stayed at its size once vacuumed. Kept 30 days now, it
 * holds more live rows for the same turnover. This does autovacuum's work at autovacuum's default thresholds.
 */

/** Tables whose dead rows passed 50 + 20% of their live rows, or whose changes since the last ANALYZE passed 50 + 10%. */
export async function tablesDueForVacuum(db: Kysely<Database>): Promise<string[]> {
  // A backend hands its counts to the statistics at most once a second; PGlite is the one backend.
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<{ table: string }>`
    SELECT relname AS table FROM pg_stat_user_tables
    WHERE n_dead_tup > 50 + 0.2 * n_live_tup OR n_mod_since_analyze > 50 + 0.1 * n_live_tup
    ORDER BY relname`.execute(db);
  return rows.map((row) => row.table);
}

/** Vacuums and analyzes the tables due, one by one; the tables it did. */
export async function vacuumDueTables(db: Kysely<Database>): Promise<string[]> {
  const due = await tablesDueForVacuum(db);
  for (const table of due) await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
  return due;
}

export interface PeriodicTaskOptions<T> {
  intervalMs: number;
  /** Whether this tick may run the task; a tick that may not is skipped. */
  canRun?: () => boolean;
  run: () => Promise<T>;
  onDone: (result: T, ms: number) => void;
  onError: (error: unknown) => void;
}

/**
 * Every `intervalMs`, unless the last run is still going or `canRun` says no, runs a task of housekeeping.
 * Returns how to stop it, which waits for a run under way (the database closes after it).
 */
export function startPeriodicTask<T>({ intervalMs, canRun, run, onDone, onError }: PeriodicTaskOptions<T>) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running || (canRun && !canRun())) return;
    const started = performance.now();
    running = run()
      .then((result) => onDone(result, performance.now() - started), onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  // A timer of housekeeping must not keep the process alive.
  timer.unref();
  return async (): Promise<void> => {
    clearInterval(timer);
    await running;
  };
}

export interface MaintenanceOptions {
  db: Kysely<Database>;
  /** True when no request is in progress: PGlite is one connection, and a VACUUM holds it. */
  idle: () => boolean;
  intervalMs: number;
  onVacuumed: (tables: string[], ms: number) => void;
  onError: (error: unknown) => void;
}

/** Every `intervalMs`, if the server is idle then, vacuums the tables due. */
export function startPgliteMaintenance({ db, idle, intervalMs, onVacuumed, onError }: MaintenanceOptions) {
  return startPeriodicTask({
    intervalMs,
    canRun: idle,
    run: () => vacuumDueTables(db),
    onDone: (tables, ms) => {
      if (tables.length > 0) onVacuumed(tables, ms);
    },
    onError,
  });
}

import type { Kysely } from 'kysely';
import type { Config } from '../config';
import { acquireDataDirLock, type DataDirUser } from '../db/data-dir-lock';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import type { Database } from '../db/types';

export interface OperatorDatabase {
  db: Kysely<Database>;
  /** Where it is, for the output, without credentials. */
  location: string;
  /** Migrations this opening applied. */
  applied: string[];
  /** A line for the operator when a stale data-directory lock was taken over. */
  note?: string;
  close: () => Promise<void>;
}

/**
 * The configured database for a command run by an operator (`npm run seed`, `npm run company`), migrated to
 * the latest schema. A PGlite data directory is locked first (db/data-dir-lock.ts): when the server holds
 * it this throws DataDirInUseError before anything is opened.
 */
export async function openOperatorDatabase(
  config: Config,
  command: DataDirUser,
  cwd: string,
): Promise<OperatorDatabase> {
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir, command, cwd);
  try {
    const database = await openDatabase(config);
    const close = async () => {
      await database.close();
      lock?.release();
    };
    try {
      const applied = await migrateToLatest(database.db as never);
      return {
        db: database.db,
        location: database.location,
        applied,
        ...(lock?.note ? { note: lock.note } : {}),
        close,
      };
    } catch (error) {
      await close();
      throw error;
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
}

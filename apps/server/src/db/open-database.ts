import type { Config } from '../config';
import { createPgliteDatabase, createPostgresDatabase, type DatabaseHandle } from './database';

/**
 * DATABASE_URL selects a PostgreSQL server; otherwise the embedded PGlite in DATA_DIR. `idle` tells PGlite's
 * client when the process has nothing else to do (see PGliteWorkerOptions).
 */
export function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'databasePoolSize'>,
  options: { idle?: () => boolean } = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? Promise.resolve(createPostgresDatabase(config.databaseUrl, config.databasePoolSize))
    : createPgliteDatabase({ dataDir: config.dataDir, ...options });
}

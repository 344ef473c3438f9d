import { sql } from 'kysely';
import { hashIntegrationKey, integrationKeyPrefix } from '../lib/integration-keys';
import type { Executor } from './executor';

/** How stale a key's last-used time may be: a busy connector does not write a row on every call. */
const LAST_USED_RESOLUTION = '1 minute';

export interface IntegrationKeyInfo {
  id: number;
  prefix: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export function createIntegrationKeysRepository(db: Executor) {
  return {
    /** Stores a key the caller made (and shows once); only its hash and prefix are kept. */
    async create(companyId: number, key: string, name = ''): Promise<IntegrationKeyInfo> {
      const row = await db
        .insertInto('integration_keys')
        .values({ company_id: companyId, prefix: integrationKeyPrefix(key), key_hash: hashIntegrationKey(key), name })
        .returning(['id', 'prefix', 'name', 'created_at', 'last_used_at', 'revoked_at'])
        .executeTakeFirstOrThrow();
      return toInfo(row);
    },

    async list(companyId: number): Promise<IntegrationKeyInfo[]> {
      const rows = await db
        .selectFrom('integration_keys')
        .select(['id', 'prefix', 'name', 'created_at', 'last_used_at', 'revoked_at'])
        .where('company_id', '=', companyId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toInfo);
    },

    /** Revokes the company's active keys with this prefix; the number revoked. */
    async revoke(companyId: number, prefix: string): Promise<number> {
      const rows = await db
        .updateTable('integration_keys')
        .set({ revoked_at: sql`now()` })
        .where('company_id', '=', companyId)
        .where('prefix', '=', prefix)
        .where('revoked_at', 'is', null)
        .returning('id')
        .execute();
      return rows.length;
    },

    /**
     * The company of an active key, null for an unknown or revoked one; records its use (at most once a
     * minute) in the same statement.
     */
    async authenticate(key: string): Promise<{ keyId: number; keyPrefix: string; companyId: number } | null> {
      const keyHash = hashIntegrationKey(key);
      const { rows } = await sql<{ id: number; prefix: string; company_id: number }>`
        WITH k AS (
          SELECT id, prefix, company_id, last_used_at FROM integration_keys WHERE key_hash = ${keyHash} AND revoked_at IS NULL
        ), touched AS (
          UPDATE integration_keys SET last_used_at = now() FROM k
          WHERE integration_keys.id = k.id
            AND (k.last_used_at IS NULL OR k.last_used_at < now() - ${LAST_USED_RESOLUTION}::interval)
        )
        SELECT id, prefix, company_id FROM k`.execute(db);
      const row = rows[0];
      return row ? { keyId: row.id, keyPrefix: row.prefix, companyId: row.company_id } : null;
    },
  };
}

function toInfo(row: {
  id: number;
  prefix: string;
  name: string;
  created_at: Date;
  last_used_at: Date | string | null;
  revoked_at: Date | string | null;
}): IntegrationKeyInfo {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    id: row.id,
    prefix: row.prefix,
    name: row.name,
    createdAt: row.created_at,
    lastUsedAt: date(row.last_used_at),
    revokedAt: date(row.revoked_at),
  };
}

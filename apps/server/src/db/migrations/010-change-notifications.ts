import { sql, type Kysely } from 'kysely';

/**
 * A notification when a change version moves or a session is revoked, at the writing transaction's commit
 * (docs/decisions/014-change-versions-and-etags.md). On PostgreSQL each server process keeps revalidations' sessions
 * and versions in memory and listens for this channel (db/change-listener.ts): a write by another process, the office's
 * tools or an administrator's SQL then ends what it kept, without a round trip per revalidation. PostgreSQL folds a
 * transaction's identical notifications into one, so an import of 20,000 works notifies once.
 *
 * Sessions are in it because a revalidation keeps its session too: a sign-out must end it. The change
 * versions cover the rest, the employee's deactivation included.
 */
export const CHANGES_CHANNEL = 'bouwwerk_changes';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION notify_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANGES_CHANNEL}', '');
  RETURN NULL;
END
$$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER change_versions_notify AFTER INSERT OR UPDATE OR DELETE ON change_versions
        FOR EACH STATEMENT EXECUTE FUNCTION notify_changes()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE ON sessions
        FOR EACH STATEMENT EXECUTE FUNCTION notify_changes()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TRIGGER sessions_notify ON sessions').execute(db);
  await sql.raw('DROP TRIGGER change_versions_notify ON change_versions').execute(db);
  await sql.raw('DROP FUNCTION notify_changes()').execute(db);
}

import { describe, expect, it } from 'vitest';
import { down, up } from '../../src/db/migrations/017-planning-versions';
import { createRepositories } from '../../src/repositories';
import { companyId, seedDemo } from '../helpers/demo-refs';
import { migrationTestDatabase } from '../helpers/migration-test-database';

/**
 * Migration 017 gives every planning line a version that a trigger raises. On a database planned before it
 * (the demo company's lines), run as down, up: every line starts at version 1, a change from any door raises it,
 * and the audit log keeps the version out of what it records.
 */

const database = migrationTestDatabase();
const { raw } = database;

describe('migration 017-planning-versions', () => {
  it('starts every existing line at version 1 and raises it on each change, out of the audit log', async () => {
    const db = database.db;
    await seedDemo(db);
    await down(raw());
    await up(raw());
    const demo = await companyId(db, 'demo');
    const lines = await db.selectFrom('planning').select(['id', 'version']).where('company_id', '=', demo).execute();
    expect(lines.length).toBeGreaterThan(0);
    expect(new Set(lines.map((line) => line.version))).toEqual(new Set([1]));

    const [line] = lines;
    await db.transaction().execute(async (trx) => {
      await createRepositories(trx).auditLog.actAs({
        source: 'integration',
        kind: 'integration_key',
        id: null,
        name: 'Koppeling',
      });
      await trx.updateTable('planning').set({ remark: 'Verschoven' }).where('id', '=', line!.id).execute();
    });
    const changed = await db
      .selectFrom('planning')
      .select('version')
      .where('id', '=', line!.id)
      .executeTakeFirstOrThrow();
    expect(changed.version).toBe(2);
    const entry = await db
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_table', '=', 'planning')
      .where('target_id', '=', line!.id)
      .executeTakeFirstOrThrow();
    expect(entry.action).toBe('planning.update');
    expect(entry.after).toMatchObject({ remark: 'Verschoven' });
    expect(entry.after).not.toHaveProperty('version');
    expect(entry.before).not.toHaveProperty('version');
  });
});

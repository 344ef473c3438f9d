import { sql, type Kysely } from 'kysely';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/types';
import { newIntegrationKey } from '../../src/lib/integration-keys';
import { createCompany, createEmployee } from '../helpers/fixtures';

type Db = Kysely<Database>;

/**
 * A company of its own for the registration export tests: an employee, a project with a work and a part, a
 * work order, an hour type and an indirect type (the office's external ids on some of them), and an
 * integration key. Registrations are written straight into the tables: the change log's triggers see them
 * as they see the app's writes.
 */
export async function officeCompany(app: App, db: Db, code: string) {
  const company = await createCompany(db, { code });
  const companyId = company.id;
  const employee = await createEmployee(db, {
    companyId,
    username: 'jan',
    firstName: 'Jan',
    lastName: 'Jansen',
    registratie_rechten: 1,
  });
  await db
    .updateTable('employees')
    .set({ external_id: `E-${code}` })
    .where('id', '=', employee.id)
    .execute();
  const project = await db
    .insertInto('projects')
    .values({ company_id: companyId, code: `${code}-P1`, description: 'Nieuwbouw school', external_id: `P-${code}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const work = await db
    .insertInto('works')
    .values({ company_id: companyId, project_id: project.id, omschrijving: 'Elektra' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const part = await db
    .insertInto('budgets')
    .values({
      company_id: companyId,
      work_id: work.id,
      code: '01',
      omschrijving: 'Leidingwerk',
      external_id: `B-${code}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const order = await db
    .insertInto('work_orders')
    .values({ company_id: companyId, nummer: `WB-${code}`, external_id: `W-${code}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const hourType = await db
    .insertInto('hour_types')
    .values({ company_id: companyId, omschrijving: 'Normaal', external_id: `U-${code}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const indirect = await db
    .insertInto('indirect_work_types')
    .values({ company_id: companyId, omschrijving: 'Verlof' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const key = newIntegrationKey();
  await app.repos.integrationKeys.create(companyId, key, 'office');
  const ids = {
    companyId,
    employee: employee.id,
    project: project.id,
    work: work.id,
    part: part.id,
    order: order.id,
    hourType: hourType.id,
    indirect: indirect.id,
  };

  return {
    ...ids,
    code,
    key,
    async hours(values: { date?: string; hours?: number; remark?: string; onOrder?: boolean } = {}) {
      const target = values.onOrder
        ? { work_order_id: ids.order }
        : { project_id: ids.project, work_id: ids.work, budget_id: ids.part };
      const row = await db
        .insertInto('hour_registrations')
        .values({
          company_id: companyId,
          employee_id: ids.employee,
          date: values.date ?? '2026-03-10',
          hours: values.hours ?? 2.5,
          remark: values.remark ?? '',
          hour_type_id: ids.hourType,
          ...target,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async material(values: { date?: string; quantity?: number; description?: string; unit?: string } = {}) {
      const row = await db
        .insertInto('material_registrations')
        .values({
          company_id: companyId,
          employee_id: ids.employee,
          date: values.date ?? '2026-03-10',
          work_order_id: ids.order,
          quantity: values.quantity ?? 5,
          unit: values.unit ?? 'stuks',
          description: values.description ?? 'Lasdop',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type OfficeCompany = Awaited<ReturnType<typeof officeCompany>>;

export const keyHeaders = (key: string) => ({ authorization: `Bearer ${key}` });

/**
 * Waits until every change in the three commit-ordered feeds (registrations, audit log, week submissions) has
 * passed below the oldest running transaction of the whole PostgreSQL
 * server, so the feed shows it. Other test files' transactions on the same server may hold the feed back for a
 * moment (decision 009: it delays, never loses); on PGlite nothing else runs and this returns at once.
 */
export async function feedSettled(db: Db, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ settled: boolean }>`
      SELECT coalesce(
        greatest(
          (SELECT max(tx) FROM registration_changes),
          (SELECT max(tx) FROM audit_log),
          (SELECT max(tx) FROM week_submissions)
        ) < pg_snapshot_xmin(pg_current_snapshot()),
        true
      ) AS settled`.execute(db);
    if (rows[0]!.settled) return;
    if (Date.now() > deadline) throw new Error('The change feed stayed held back by a running transaction');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

import { jsonObjectFrom } from 'kysely/helpers/postgres';
import { sql, type Expression } from 'kysely';
import { queryTemplate } from '../db/query-template';
import type { Executor } from './executor';

/**
 * What a booking's rules are judged on, each looked up within the company: the employee's rights, the work
 * order, or the part, its work and the work's project, and the hour or indirect type. Absent arguments are not
 * looked up.
 */
export interface BookingFactsQuery {
  companyId: number;
  employeeId?: number;
  workOrderId?: number;
  partId?: number;
  /** The work named by the booking; a named part's own work comes first (resolve-booking-target.ts). */
  workId?: number;
  hourTypeId?: number;
  indirectTypeId?: number;
}

/** A work as a booking is judged on it: with whether it has an active part (then a part must be named). */
export const bookableWork = (db: Executor, companyId: number, id: number | Expression<number>) =>
  db
    .selectFrom('works as w')
    .select((eb) => [
      'w.id',
      'w.project_id',
      'w.soort_id',
      'w.active',
      'w.is_oud',
      eb
        .exists(
          eb.selectFrom('budgets as b').select('b.id').whereRef('b.work_id', '=', 'w.id').where('b.active', '=', true),
        )
        .as('has_active_budgets'),
    ])
    .where('w.company_id', '=', companyId)
    .where('w.id', '=', id);

/**
 * One statement for all of them, in the write's transaction: each was a statement of its own, and on the
 * single connection of PGlite (and the pool's one of a process on PostgreSQL) every statement of a write's
 * transaction keeps the others waiting for one more turn of the event loop.
 */
const bookingFactsQuery = queryTemplate((db: Executor, a: BookingFactsQuery) => {
  const part = db
    .selectFrom('budgets')
    .select(['id', 'work_id', 'soort', 'active', 'is_done', 'geblokkeerd', 'factuur_id'])
    .where('company_id', '=', a.companyId)
    .where('id', '=', a.partId ?? 0);
  const partWork = db
    .selectFrom('budgets')
    .select('work_id')
    .where('company_id', '=', a.companyId)
    .where('id', '=', a.partId ?? 0);
  // The part's own work when the part exists, else the work the booking names (coalesce), as the rules read it.
  const workId =
    a.partId !== undefined && a.workId !== undefined
      ? sql<number>`coalesce((${partWork}), ${a.workId})`
      : a.partId !== undefined
        ? sql<number>`(${partWork})`
        : sql<number>`${a.workId ?? 0}`;
  const work = bookableWork(db, a.companyId, workId);
  const project = db
    .selectFrom('projects')
    .select(['id', 'is_done', 'is_oud', 'has_active_administration'])
    .where('company_id', '=', a.companyId)
    .where(
      'id',
      '=',
      db.selectFrom('works').select('project_id').where('company_id', '=', a.companyId).where('id', '=', workId),
    );
  const activeType = (table: 'hour_types' | 'indirect_work_types', id: number) =>
    db
      .selectFrom(table)
      .select(['id', 'omschrijving'])
      .where('company_id', '=', a.companyId)
      .where('id', '=', id)
      .where('active', '=', true);
  const none = sql<null>`null`;
  return db.selectNoFrom([
    (a.employeeId !== undefined
      ? jsonObjectFrom(
          db
            .selectFrom('employees')
            .select(['id', 'registratie_rechten', 'boeken_overige_projectkosten'])
            .where('company_id', '=', a.companyId)
            .where('id', '=', a.employeeId)
            .where('active', '=', true),
        )
      : none
    ).as('rights'),
    (a.workOrderId !== undefined
      ? jsonObjectFrom(
          db
            .selectFrom('work_orders')
            .select(['id', 'project_id', 'order_status', 'is_done', 'factuur_id'])
            .where('company_id', '=', a.companyId)
            .where('id', '=', a.workOrderId),
        )
      : none
    ).as('workOrder'),
    (a.partId !== undefined ? jsonObjectFrom(part) : none).as('part'),
    (a.partId !== undefined || a.workId !== undefined ? jsonObjectFrom(work) : none).as('work'),
    (a.partId !== undefined || a.workId !== undefined ? jsonObjectFrom(project) : none).as('project'),
    (a.hourTypeId !== undefined ? jsonObjectFrom(activeType('hour_types', a.hourTypeId)) : none).as('hourType'),
    (a.indirectTypeId !== undefined ? jsonObjectFrom(activeType('indirect_work_types', a.indirectTypeId)) : none).as(
      'indirectType',
    ),
  ]);
});

export type BookingFacts = NonNullable<Awaited<ReturnType<typeof bookingFactsQuery>>[number]>;

export async function bookingFacts(db: Executor, query: BookingFactsQuery): Promise<BookingFacts> {
  const [row] = await bookingFactsQuery(db, query);
  return row!;
}

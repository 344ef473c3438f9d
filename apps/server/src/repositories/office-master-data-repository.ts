import type { OfficeProjectReferences } from '@bouwwerk/domain';
import { sql } from '../db/kysely';
import type { Executor } from './executor';
import {
  PROJECT_COLUMNS,
  WORK_ORDER_COLUMNS,
  type partColumnsOf,
  type projectColumnsOf,
  type workColumnsOf,
  type workOrderColumnsOf,
} from './master-data-columns';

type Row<F extends (...args: never[]) => unknown> = ReturnType<F>;

/** Every column of the office's fields, as the shared mapping names them. */
const columnsOf = <T extends object>(map: T) => Object.keys(map) as Array<keyof T & string>;

const PROJECT_SELECT = [
  'id',
  'external_id as externalId',
  ...columnsOf(PROJECT_COLUMNS),
  'relation_id as relationId',
  'contact_person_id as contactPersonId',
  'project_group_id as projectGroupId',
] as const;

/** A project's references as the console names them, by Bouwwerk's ids. */
const projectReferenceColumns = (refs: OfficeProjectReferences) => ({
  relation_id: refs.relationId,
  contact_person_id: refs.contactPersonId,
  project_group_id: refs.projectGroupId,
});
const WORK_ORDER_SELECT = [
  'id',
  'external_id as externalId',
  'project_id as projectId',
  ...columnsOf(WORK_ORDER_COLUMNS),
] as const;

/**
 * Projects, works, parts and work orders as the office console reads and writes them: the company's records
 * that the calculation package has not removed (deleted_at), by Bouwwerk's ids.
 */
export function createOfficeMasterDataRepository(db: Executor) {
  return {
    async projects(companyId: number) {
      return db
        .selectFrom('projects as p')
        .select([
          'p.id',
          'p.external_id as externalId',
          'p.code',
          'p.customer',
          'p.description',
          'p.city',
          'p.is_done',
          'p.is_oud',
          'p.has_active_administration',
          (eb) =>
            eb
              .selectFrom('works as w')
              .select(sql<number>`count(*)::int`.as('n'))
              .whereRef('w.project_id', '=', 'p.id')
              .where('w.deleted_at', 'is', null)
              .as('works'),
        ])
        .where('p.company_id', '=', companyId)
        .where('p.deleted_at', 'is', null)
        .orderBy('p.code')
        .orderBy('p.id')
        .execute();
    },

    async project(companyId: number, id: number, { forUpdate = false } = {}) {
      let query = db
        .selectFrom('projects')
        .select(PROJECT_SELECT)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async worksOf(companyId: number, projectId: number) {
      return db
        .selectFrom('works')
        .select(['id', 'external_id as externalId', 'omschrijving', 'soort_id', 'active', 'is_oud'])
        .where('company_id', '=', companyId)
        .where('project_id', '=', projectId)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute();
    },

    async partsOf(companyId: number, workIds: readonly number[]) {
      if (workIds.length === 0) return [];
      return db
        .selectFrom('budgets')
        .select([
          'id',
          'work_id as workId',
          'external_id as externalId',
          'code',
          'omschrijving',
          'soort',
          'active',
          'is_done',
          'geblokkeerd',
          'factuur_id',
        ])
        .where('company_id', '=', companyId)
        .where('work_id', 'in', workIds)
        .where('deleted_at', 'is', null)
        .orderBy('code')
        .orderBy('id')
        .execute();
    },

    async insertProject(companyId: number, columns: Row<typeof projectColumnsOf>, refs: OfficeProjectReferences) {
      const row = await db
        .insertInto('projects')
        .values({ company_id: companyId, ...columns, ...projectReferenceColumns(refs) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateProject(
      companyId: number,
      id: number,
      columns: Row<typeof projectColumnsOf>,
      refs: OfficeProjectReferences,
    ) {
      await db
        .updateTable('projects')
        .set({ ...columns, ...projectReferenceColumns(refs) })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** A work of the company, with its project, locked for a change. */
    async work(companyId: number, id: number) {
      return db
        .selectFrom('works')
        .select([
          'id',
          'project_id as projectId',
          'external_id as externalId',
          'omschrijving',
          'soort_id',
          'active',
          'is_oud',
        ])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    async insertWork(companyId: number, projectId: number, columns: Row<typeof workColumnsOf>) {
      const row = await db
        .insertInto('works')
        .values({ company_id: companyId, project_id: projectId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateWork(companyId: number, id: number, columns: Row<typeof workColumnsOf>) {
      await db.updateTable('works').set(columns).where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    /** A part of the company, with its work's project, locked for a change. */
    async part(companyId: number, id: number) {
      return db
        .selectFrom('budgets as b')
        .innerJoin('works as w', 'w.id', 'b.work_id')
        .select(['b.id', 'b.external_id as externalId', 'w.project_id as projectId'])
        .where('b.company_id', '=', companyId)
        .where('b.id', '=', id)
        .where('b.deleted_at', 'is', null)
        .forUpdate('b')
        .executeTakeFirst();
    },

    async insertPart(companyId: number, workId: number, columns: Row<typeof partColumnsOf>) {
      const row = await db
        .insertInto('budgets')
        .values({ company_id: companyId, work_id: workId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updatePart(companyId: number, id: number, columns: Row<typeof partColumnsOf>) {
      await db.updateTable('budgets').set(columns).where('company_id', '=', companyId).where('id', '=', id).execute();
    },

    async workOrders(companyId: number) {
      return db
        .selectFrom('work_orders')
        .select([
          'id',
          'external_id as externalId',
          'project_id as projectId',
          'nummer',
          'order_status',
          'customer',
          'description',
          'is_done',
          'start_date',
          'end_date',
          (eb) =>
            eb
              .exists(
                eb
                  .selectFrom('work_order_signatures as s')
                  .select('s.id')
                  .whereRef('s.company_id', '=', 'work_orders.company_id')
                  .whereRef('s.work_order_id', '=', 'work_orders.id'),
              )
              .as('signed'),
        ])
        .where('company_id', '=', companyId)
        .where('deleted_at', 'is', null)
        .orderBy('nummer')
        .orderBy('id')
        .execute();
    },

    async workOrder(companyId: number, id: number, { forUpdate = false } = {}) {
      let query = db
        .selectFrom('work_orders')
        .select(WORK_ORDER_SELECT)
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null);
      if (forUpdate) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async workOrderNumberTaken(companyId: number, number: string, exceptId?: number) {
      let query = db
        .selectFrom('work_orders')
        .select('id')
        .where('company_id', '=', companyId)
        .where('nummer', '=', number)
        .where('deleted_at', 'is', null);
      if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },

    async insertWorkOrder(companyId: number, projectId: number | null, columns: Row<typeof workOrderColumnsOf>) {
      const row = await db
        .insertInto('work_orders')
        .values({ company_id: companyId, project_id: projectId, ...columns })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateWorkOrder(
      companyId: number,
      id: number,
      projectId: number | null,
      columns: Row<typeof workOrderColumnsOf>,
    ) {
      await db
        .updateTable('work_orders')
        .set({ project_id: projectId, ...columns })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** The order's information pairs, replaced as a whole (as the import does). */
    async replaceWorkOrderInfo(companyId: number, id: number, info: ReadonlyArray<{ label: string; value: string }>) {
      await db
        .deleteFrom('work_order_info')
        .where('company_id', '=', companyId)
        .where('work_order_id', '=', id)
        .execute();
      if (info.length === 0) return;
      await db
        .insertInto('work_order_info')
        .values(
          info.map((pair, i) => ({
            company_id: companyId,
            work_order_id: id,
            label: pair.label,
            value: pair.value,
            sort_order: i,
          })),
        )
        .execute();
    },

    /** The console's planning lines of the order (the package's own, with an externalId, are not the console's). */
    async consolePlanningOf(companyId: number, workOrderId: number) {
      return db
        .selectFrom('planning')
        .select(['id', 'employee_id as employeeId', 'start_date as startDate', 'end_date as endDate'])
        .where('company_id', '=', companyId)
        .where('work_order_id', '=', workOrderId)
        .where('external_id', 'is', null)
        .where('deleted_at', 'is', null)
        .execute();
    },

    async plannedEmployeeIds(companyId: number, workOrderId: number) {
      const rows = await db
        .selectFrom('planning')
        .select('employee_id')
        .distinct()
        .where('company_id', '=', companyId)
        .where('work_order_id', '=', workOrderId)
        .where('deleted_at', 'is', null)
        .orderBy('employee_id')
        .execute();
      return rows.map((row) => row.employee_id);
    },

    async activeEmployeeIds(companyId: number, ids: readonly number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .selectFrom('employees')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .where('active', '=', true)
        .execute();
      return rows.map((row) => row.id);
    },

    async planOnOrder(
      companyId: number,
      workOrderId: number,
      employeeId: number,
      days: { start: string; end: string },
    ) {
      await db
        .insertInto('planning')
        .values({
          company_id: companyId,
          employee_id: employeeId,
          work_order_id: workOrderId,
          start_date: days.start,
          end_date: days.end,
        })
        .execute();
    },

    async movePlanning(companyId: number, id: number, days: { start: string; end: string }) {
      await db
        .updateTable('planning')
        .set({ start_date: days.start, end_date: days.end })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    async removePlanning(companyId: number, ids: readonly number[]) {
      if (ids.length === 0) return;
      await db.deleteFrom('planning').where('company_id', '=', companyId).where('id', 'in', ids).execute();
    },
  };
}

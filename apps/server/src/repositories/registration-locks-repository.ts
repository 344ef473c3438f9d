import type { Executor } from './executor';

/** The registration's own columns, the same in both tables. */
const OWN_COLUMNS = [
  'r.id',
  'r.employee_id',
  'r.date',
  'r.project_id',
  'r.work_id',
  'r.budget_id',
  'r.work_order_id',
  'r.verkoopfactuurregel_id',
  'r.validated',
  'r.geblokkeerd',
] as const;

/** The columns of a registration's part, order and project that decide whether it may still change. */
const CONTEXT_COLUMNS = [
  'b.is_done as budget_done',
  'b.geblokkeerd as budget_blocked',
  'b.factuur_id as budget_factuur_id',
  'o.order_status',
  'o.is_done as order_done',
  'o.factuur_id as order_factuur_id',
  'p.is_done as project_done',
  'p.has_active_administration',
] as const;

/** One stored registration with what decides whether it may still be changed. */
export function createRegistrationLocksRepository(db: Executor) {
  return {
    async hour(companyId: number, id: number) {
      return db
        .selectFrom('hour_registrations as r')
        .leftJoin('budgets as b', 'b.id', 'r.budget_id')
        .leftJoin('work_orders as o', 'o.id', 'r.work_order_id')
        .leftJoin('projects as p', 'p.id', 'r.project_id')
        .select([...OWN_COLUMNS, 'r.is_done', 'r.indirect_work_type_id', 'r.hour_type_id', ...CONTEXT_COLUMNS])
        .where('r.company_id', '=', companyId)
        .where('r.id', '=', id)
        .executeTakeFirst();
    },

    async material(companyId: number, id: number) {
      return db
        .selectFrom('material_registrations as r')
        .leftJoin('budgets as b', 'b.id', 'r.budget_id')
        .leftJoin('work_orders as o', 'o.id', 'r.work_order_id')
        .leftJoin('projects as p', 'p.id', 'r.project_id')
        .select([...OWN_COLUMNS, 'r.is_predefined', ...CONTEXT_COLUMNS])
        .where('r.company_id', '=', companyId)
        .where('r.id', '=', id)
        .executeTakeFirst();
    },
  };
}

import { sql } from 'kysely';
import type { Executor } from './executor';

/** What the weekly overview reads besides the registrations: planning, the planned work and the people on it. */
export function createWeekOverviewRepository(db: Executor) {
  return {
    async planningOfEmployee(companyId: number, employeeId: number, from: string, to: string) {
      return db
        .selectFrom('planning')
        .select(['id', 'start_date', 'end_date', 'arrival', 'duration', 'project_id', 'work_order_id', 'indirect_work_type_id', 'description', 'remark'])
        .where('company_id', '=', companyId)
        .where('employee_id', '=', employeeId)
        .where('start_date', '<=', to)
        .where('end_date', '>=', from)
        .orderBy('arrival')
        .orderBy('id')
        .execute();
    },

    /** Everyone planned on these projects or orders in the range, the employee included. */
    async plannedPeople(companyId: number, projectIds: number[], workOrderIds: number[], from: string, to: string) {
      if (projectIds.length === 0 && workOrderIds.length === 0) return [];
      return db
        .selectFrom('planning as p')
        .innerJoin('employees as e', (join) => join.onRef('e.id', '=', 'p.employee_id').onRef('e.company_id', '=', 'p.company_id'))
        .select([
          'p.project_id',
          'p.work_order_id',
          'p.start_date',
          'p.end_date',
          'e.id',
          'e.first_name',
          'e.last_name',
          'e.mobile',
          'e.telephone',
        ])
        .where('p.company_id', '=', companyId)
        .where('p.start_date', '<=', to)
        .where('p.end_date', '>=', from)
        .where((eb) =>
          eb.or([
            ...(projectIds.length ? [eb('p.project_id', 'in', projectIds)] : []),
            ...(workOrderIds.length ? [eb('p.work_order_id', 'in', workOrderIds)] : []),
          ]),
        )
        .orderBy('e.first_name')
        .orderBy('e.last_name')
        .execute();
    },

    async projects(companyId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('projects as p')
        .select((eb) => [
          'p.id',
          'p.code',
          'p.customer',
          'p.description',
          'p.address',
          'p.postalcode',
          'p.city',
          'p.soort_id',
          'p.status',
          'p.is_oud',
          'p.is_done',
          'p.has_active_administration',
          'p.remark_resource_planning',
          eb
            .exists(
              eb.selectFrom('budgets as b').innerJoin('works as w', 'w.id', 'b.work_id')
                .select(sql`1`.as('one')).whereRef('w.project_id', '=', 'p.id').where('b.soort', '=', 2),
            )
            .as('other_project_costs'),
          eb
            .exists(
              eb.selectFrom('budgets as b').innerJoin('works as w', 'w.id', 'b.work_id')
                .select(sql`1`.as('one')).whereRef('w.project_id', '=', 'p.id')
                .where('b.soort', '=', 2).where('b.active', '=', true).where('w.active', '=', true),
            )
            .as('active_other_project_costs'),
          eb
            .exists(
              eb.selectFrom('budgets as b').innerJoin('works as w', 'w.id', 'b.work_id')
                .select(sql`1`.as('one')).whereRef('w.project_id', '=', 'p.id')
                .where('b.soort', 'in', [0, 1]).where('b.active', '=', true).where('w.active', '=', true),
            )
            .as('active_budgets'),
          eb
            .exists(
              eb.selectFrom('works as w').select(sql`1`.as('one')).whereRef('w.project_id', '=', 'p.id')
                .where('w.soort_id', '=', 1).where('w.active', '=', true),
            )
            .as('active_cost_plus'),
        ])
        .where('p.company_id', '=', companyId)
        .where('p.id', 'in', ids)
        .execute();
    },

    async workOrders(companyId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('work_orders')
        .select(['id', 'nummer', 'customer', 'description', 'order_status', 'factuur_id', 'is_done', 'street', 'postal', 'city'])
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute();
    },

    async indirectWorkTypes(companyId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('indirect_work_types')
        .select(['id', 'omschrijving'])
        .where('company_id', '=', companyId)
        .where('id', 'in', ids)
        .execute();
    },

    async planningItems(companyId: number, projectIds: number[], from: string, to: string) {
      if (projectIds.length === 0) return [];
      return db
        .selectFrom('planning_items as pi')
        .leftJoin('planning_item_works as pw', (join) => join.onRef('pw.planning_item_id', '=', 'pi.id').onRef('pw.company_id', '=', 'pi.company_id'))
        .leftJoin('relations as r', 'r.id', 'pw.relation_id')
        .select([
          'pi.id',
          'pi.project_id',
          'pi.date',
          'pi.description',
          'pw.id as work_id',
          'pw.description as work_description',
          'r.id as relation_id',
          'r.company_name',
          'r.telephone',
        ])
        .where('pi.company_id', '=', companyId)
        .where('pi.project_id', 'in', projectIds)
        .where('pi.date', '>=', from)
        .where('pi.date', '<=', to)
        .orderBy('pi.id')
        .orderBy('pw.id')
        .execute();
    },

    async workingHours(companyId: number) {
      const rows = await db
        .selectFrom('company_working_hours')
        .select(['weekday', 'hours'])
        .where('company_id', '=', companyId)
        .execute();
      return new Map(rows.map((r) => [r.weekday, r.hours]));
    },
  };
}

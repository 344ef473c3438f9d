// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
import { sql, type Expression, type ExpressionBuilder, type ReferenceExpression } from 'kysely';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import { queryTemplate } from '../db/query-template';
import type { Executor, Id } from './executor';
import { changeVersionOf } from './change-versions-repository';
import { ownWorkingWeek } from './employee-working-hours';
import { activeSessionOf, type SessionLookup } from './sessions-repository';
import {
  fromColumnArrays,
  HOUR_COLUMNS,
  hoursQuery,
  MATERIAL_COLUMNS,
  materialsQuery,
  toHourRows,
  toMaterialRows,
  type HourQueryRow,
  type MaterialQueryRow,
} from './registration-rows';

/** What the weekly overview reads besides the registrations: planning, the planned work and the people on it. */
export function createWeekOverviewRepository(db: Executor) {
  return {
    async planningOfEmployee(companyId: number, employeeId: number, from: string, to: string) {
      return planningOfEmployeeQuery(db, companyId, employeeId, from, to).execute();
    },

    /** Everyone planned on these projects or orders in the range, the employee included. */
    async plannedPeople(companyId: number, projectIds: number[], workOrderIds: number[], from: string, to: string) {
      if (projectIds.length === 0 && workOrderIds.length === 0) return [];
      return plannedPeopleQuery(db, companyId, projectIds, workOrderIds, from, to).execute();
    },

    async projects(companyId: number, ids: number[]) {
      if (ids.length === 0) return [];
      return projectsQuery(db, companyId, ids).execute();
    },

    async planningItems(companyId: number, projectIds: number[], from: string, to: string) {
      if (projectIds.length === 0) return [];
      return planningItemsQuery(db, companyId, projectIds, from, to).execute();
    },

    /**
     * Everything the weekly overview shows, and who is asking, in one statement of JSON arrays instead of ten:
     * every statement is a round trip, and on PGlite a turn on its one connection. The session behind the
     * token, the employee's planning and his registrations are read once (common table expressions), and what
     * they name (projects, orders, indirect work, the people planned beside him) is looked up from them in the
     * same statement. Null when the token has no active session (then every part reads nothing).
     */
    async week(ask: WeekAsk) {
      const [row] = await weekQuery(db, ask);
      if (!row?.session) return null;
      return {
        ...row,
        session: row.session,
        hours: toHourRows(fromColumnArrays<HourQueryRow>(row.hours, HOUR_COLUMNS)),
        materials: toMaterialRows(fromColumnArrays<MaterialQueryRow>(row.materials, MATERIAL_COLUMNS)),
        workingHours: toWorkingHours(row.workingHours),
      };
    },
  };
}

export type WeekAsk = SessionLookup & { from: string; to: string };

const weekQuery = queryTemplate((db: Executor, ask: WeekAsk) => {
  // The session's company and employee, as values of the same statement (each an InitPlan run once).
  const companyId = sql<number>`(select "companyId" from "week_session")`;
  const employeeId = sql<number>`(select "employeeId" from "week_session")`;
  const f = { companyId, employeeId, from: ask.from, to: ask.to };
  return db
    .with('week_session', () => activeSessionOf(db, ask))
    .with('week_planning', () => planningOfEmployeeQuery(db, companyId, employeeId, f.from, f.to))
    .with('week_hours', () => hoursQuery(db, f))
    .with('week_materials', () => materialsQuery(db, f))
    .selectNoFrom((eb) => {
      // Projects booked on through a work order belong to the order's card, not to a project card of their own.
      const projectIds = eb
        .selectFrom('week_planning')
        .select('project_id as id')
        .union(eb.selectFrom('week_hours').select('project_id as id').where('work_order_id', 'is', null))
        .union(eb.selectFrom('week_materials').select('project_id as id').where('work_order_id', 'is', null));
      const workOrderIds = eb
        .selectFrom('week_planning')
        .select('work_order_id as id')
        .union(eb.selectFrom('week_hours').select('work_order_id as id'))
        .union(eb.selectFrom('week_materials').select('work_order_id as id'));
      const indirectIds = eb
        .selectFrom('week_planning')
        .select('indirect_work_type_id as id')
        .union(eb.selectFrom('week_hours').select('indirect_work_type_id as id'));
      return [
        jsonObjectFrom(eb.selectFrom('week_session').selectAll()).as('session'),
        // In the same snapshot as the data: the answer's ETag names exactly what it shows.
        changeVersionOf(companyId, employeeId).as('version'),
        jsonArrayFrom(eb.selectFrom('week_planning').selectAll().orderBy('arrival').orderBy('id')).as('planning'),
        columnArrays('week_hours', HOUR_COLUMNS).as('hours'),
        columnArrays('week_materials', MATERIAL_COLUMNS).as('materials'),
        jsonArrayFrom(workingHoursQuery(db, companyId)).as('workingHours'),
        ownWorkingWeek(companyId, employeeId).as('ownWorkingHours'),
        jsonArrayFrom(projectsQuery(db, companyId, projectIds)).as('projects'),
        jsonArrayFrom(workOrdersQuery(db, companyId, workOrderIds)).as('orders'),
        jsonArrayFrom(indirectWorkTypesQuery(db, companyId, indirectIds)).as('indirectTypes'),
        jsonArrayFrom(plannedPeopleQuery(db, companyId, projectIds, workOrderIds, f.from, f.to)).as('people'),
        jsonArrayFrom(planningItemsQuery(db, companyId, projectIds, f.from, f.to)).as('planningItems'),
      ];
    });
});

/**
 * The registrations the week read, in date and id order, each as an array of its columns: the most rows of the
 * statement, and as objects each would repeat every column's name (see HOUR_COLUMNS).
 */
function columnArrays(rows: 'week_hours' | 'week_materials', columns: readonly string[]) {
  const values = sql.join(columns.map((column) => sql.ref(column)));
  return sql<
    unknown[][]
  >`(select coalesce(json_agg(json_build_array(${values}) order by "date", "id"), '[]') from ${sql.table(rows)})`;
}

/** Ids as a list (one parameter), or as a subquery of the same statement. */
type Ids = number[] | Expression<{ id: number | null }>;

/**
 * `column = any(...)` of an array: of one array parameter, so the statement's text is the same for any number
 * of ids (an IN list is a new statement to parse and plan for every length) and an empty list needs no special
 * case; or of a subquery's ids gathered into an array first, which the planner looks up in the column's index
 * as it does a parameter (`column IN (subquery)` made it scan the company's whole table and probe each row).
 */
function inIds<DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, column: ReferenceExpression<DB, TB>, ids: Ids) {
  return eb(
    column,
    '=',
    Array.isArray(ids) ? sql<number>`any(${sql.val(ids)}::int[])` : sql<number>`any(array(${ids}))`,
  );
}

function planningOfEmployeeQuery(db: Executor, companyId: Id, employeeId: Id, from: string, to: string) {
  return db
    .selectFrom('planning')
    .select([
      'id',
      'start_date',
      'end_date',
      'arrival',
      'duration',
      'project_id',
      'work_order_id',
      'indirect_work_type_id',
      'description',
      'remark',
    ])
    .where('company_id', '=', companyId)
    .where('employee_id', '=', employeeId)
    .where('start_date', '<=', to)
    .where('end_date', '>=', from)
    .orderBy('arrival')
    .orderBy('id');
}

function plannedPeopleQuery(db: Executor, companyId: Id, projectIds: Ids, workOrderIds: Ids, from: string, to: string) {
  return (
    db
      .selectFrom('planning as p')
      // Each planned person looked up by key. As a plain join the planner, expecting a few more planned rows than
      // there are, read and hashed all of the company's employees for the two or three it needs: a third of the
      // week's statement on PGlite (1.8 -> 1.4 ms at 500 employees). OFFSET 0 keeps the subquery from being
      // merged back into that join.
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('employees as e')
            .select(['e.id', 'e.first_name', 'e.last_name', 'e.mobile', 'e.telephone'])
            .whereRef('e.id', '=', 'p.employee_id')
            .whereRef('e.company_id', '=', 'p.company_id')
            .where('e.deleted_at', 'is', null)
            .offset(0)
            .as('e'),
        (join) => join.onTrue(),
      )
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
      .where((eb) => eb.or([inIds(eb, 'p.project_id', projectIds), inIds(eb, 'p.work_order_id', workOrderIds)]))
      .orderBy('e.first_name')
      .orderBy('e.last_name')
  );
}

function projectsQuery(db: Executor, companyId: Id, ids: Ids) {
  return (
    db
      .selectFrom('projects as p')
      // What the project's works and parts allow, in one pass over them: four EXISTS subqueries read them four
      // times per project. Company in every condition, so the (company_id, ...) indexes of works and budgets serve
      // the lookups (without it PostgreSQL 15 scanned all budgets per project).
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('works as w')
            .leftJoin('budgets as b', (join) =>
              join.onRef('b.work_id', '=', 'w.id').onRef('b.company_id', '=', 'w.company_id'),
            )
            .select([
              sql<boolean | null>`bool_or(b.soort = 2)`.as('other_project_costs'),
              sql<boolean | null>`bool_or(b.soort = 2 and b.active and w.active)`.as('active_other_project_costs'),
              sql<boolean | null>`bool_or(b.soort in (0, 1) and b.active and w.active)`.as('active_budgets'),
              sql<boolean | null>`bool_or(w.soort_id = 1 and w.active)`.as('active_cost_plus'),
            ])
            .whereRef('w.company_id', '=', 'p.company_id')
            .whereRef('w.project_id', '=', 'p.id')
            .as('f'),
        (join) => join.onTrue(),
      )
      .select([
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
        // A project without works has no rows to aggregate: null, which is no.
        sql<boolean>`coalesce(f.other_project_costs, false)`.as('other_project_costs'),
        sql<boolean>`coalesce(f.active_other_project_costs, false)`.as('active_other_project_costs'),
        sql<boolean>`coalesce(f.active_budgets, false)`.as('active_budgets'),
        sql<boolean>`coalesce(f.active_cost_plus, false)`.as('active_cost_plus'),
      ])
      .where('p.company_id', '=', companyId)
      // What the office removed is not shown, planned or booked on; hours booked on it still count in the day's total.
      .where('p.deleted_at', 'is', null)
      .where((eb) => inIds(eb, 'p.id', ids))
  );
}

function workOrdersQuery(db: Executor, companyId: Id, ids: Ids) {
  return db
    .selectFrom('work_orders')
    .select([
      'id',
      'nummer',
      'customer',
      'description',
      'order_status',
      'factuur_id',
      'is_done',
      'street',
      'postal',
      'city',
    ])
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .where((eb) => inIds(eb, 'id', ids));
}

function indirectWorkTypesQuery(db: Executor, companyId: Id, ids: Ids) {
  return db
    .selectFrom('indirect_work_types')
    .select(['id', 'omschrijving'])
    .where('company_id', '=', companyId)
    .where((eb) => inIds(eb, 'id', ids));
}

function planningItemsQuery(db: Executor, companyId: Id, projectIds: Ids, from: string, to: string) {
  return db
    .selectFrom('planning_items as pi')
    .leftJoin('planning_item_works as pw', (join) =>
      join.onRef('pw.planning_item_id', '=', 'pi.id').onRef('pw.company_id', '=', 'pi.company_id'),
    )
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
    .where((eb) => inIds(eb, 'pi.project_id', projectIds))
    .where('pi.date', '>=', from)
    .where('pi.date', '<=', to)
    .orderBy('pi.id')
    .orderBy('pw.id');
}

function workingHoursQuery(db: Executor, companyId: Id) {
  return db.selectFrom('company_working_hours').select(['weekday', 'hours']).where('company_id', '=', companyId);
}

const toWorkingHours = (rows: Array<{ weekday: number; hours: number }>) =>
  new Map(rows.map((r) => [r.weekday, r.hours]));

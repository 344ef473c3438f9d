import {
  REGISTRATION_KINDS,
  type RegistrationStatus,
  type ReviewedRegistrationKind,
  type ReviewFilters,
  type WeekState,
} from '@bouwwerk/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Executor } from './executor';
import { TARGET_COLUMNS, TARGET_JOINS } from './registration-targets';

/** The grid's filters, as the route checked them; the period is absent only where `ids` names the rows. */
export interface ReviewFilter extends Omit<ReviewFilters, 'from' | 'to'>, Partial<Pick<ReviewFilters, 'from' | 'to'>> {
  /** Only these registrations (a corrected one read back). */
  ids?: readonly number[];
}

/** Where a page starts: after this (date, kind, id). */
export interface ReviewCursor {
  date: string;
  kind: ReviewedRegistrationKind;
  id: number;
}

export interface ReviewRow {
  kind: ReviewedRegistrationKind;
  id: number;
  date: string;
  employee_id: number | null;
  employee_name: string | null;
  project_id: number | null;
  target_kind: 'project' | 'workOrder' | 'indirect' | null;
  target_id: number | null;
  target_label: string;
  part_id: number | null;
  part_label: string;
  what: string;
  hour_type_id: number | null;
  amount: number;
  unit: string;
  remark: string;
  validated: number;
  invoiced: boolean;
  is_done: boolean;
  geblokkeerd: boolean;
  in_closed_period: boolean;
  week_state: WeekState;
  updated_at: Date;
}

/** The week's state of a registration `r` (no submission: open), by the submissions' unique index. */
const WEEK_STATE = sql`coalesce((SELECT ws.state FROM week_submissions ws
  WHERE ws.company_id = r.company_id AND ws.employee_id = r.employee_id
    AND ws.week_start = date_trunc('week', r.date)::date), 'open')`;

/** The company's last closed day, read once per statement. */
const CLOSED = (companyId: number) =>
  sql`coalesce((SELECT registrations_closed_through FROM companies WHERE id = ${companyId}), '-infinity'::date)`;

/** The status filter, in the order the grid shows a status: closed before invoiced before validated. */
function statusCondition(status: RegistrationStatus | undefined, companyId: number): RawBuilder<unknown> {
  const closed = sql`r.date <= ${CLOSED(companyId)}`;
  switch (status) {
    case undefined:
      return sql`TRUE`;
    case 'closed':
      return closed;
    case 'invoiced':
      return sql`NOT (${closed}) AND r.verkoopfactuurregel_id <> 0`;
    case 'validated':
      return sql`NOT (${closed}) AND r.verkoopfactuurregel_id = 0 AND r.validated = 1`;
    case 'open':
      return sql`NOT (${closed}) AND r.verkoopfactuurregel_id = 0 AND r.validated <> 1`;
  }
}

/**
 * One table's page (`r`), by its (company_id, date, id) index: the filters, then the rows after the cursor,
 * at most `limit`. Each table pages by itself and the union is cut again, so a page never reads more than
 * twice its rows.
 */
function branch(
  kind: ReviewedRegistrationKind,
  companyId: number,
  filter: ReviewFilter,
  after: ReviewCursor | null,
  /** At most this many, the first in (date, id) order; null: all of them, in no order. */
  limit: number | null,
): RawBuilder<unknown> {
  const hours = kind === 'hours';
  const where: RawBuilder<unknown>[] = [sql`r.company_id = ${companyId}`, statusCondition(filter.status, companyId)];
  if (filter.from !== undefined) where.push(sql`r.date >= ${filter.from}::date`);
  if (filter.to !== undefined) where.push(sql`r.date <= ${filter.to}::date`);
  if (filter.employeeId !== undefined) where.push(sql`r.employee_id = ${filter.employeeId}`);
  if (filter.projectId !== undefined) where.push(sql`r.project_id = ${filter.projectId}`);
  if (filter.workOrderId !== undefined) where.push(sql`r.work_order_id = ${filter.workOrderId}`);
  if (filter.indirectTypeId !== undefined)
    where.push(hours ? sql`r.indirect_work_type_id = ${filter.indirectTypeId}` : sql`FALSE`);
  if (filter.weekState !== undefined) where.push(sql`${WEEK_STATE} = ${filter.weekState}`);
  if (filter.ids !== undefined) where.push(sql`r.id = any(${sql.val([...filter.ids])}::int[])`);
  if (after)
    where.push(
      sql`r.date >= ${after.date}::date AND (r.date > ${after.date}::date OR ${kind} > ${after.kind}
        OR (${kind} = ${after.kind} AND r.id > ${after.id}))`,
    );
  const columns = hours
    ? sql`r.indirect_work_type_id, r.hour_type_id, r.other_cost_type_id, NULL::int AS material_id,
        r.hours::float8 AS amount, 'uur' AS unit, '' AS description, r.is_done`
    : sql`NULL::int AS indirect_work_type_id, NULL::int AS hour_type_id, NULL::int AS other_cost_type_id,
        r.material_id, r.quantity::float8 AS amount, r.unit, r.description, FALSE AS is_done`;
  return sql`(SELECT ${kind}::text AS kind, r.id, r.company_id, r.date, r.employee_id, r.project_id, r.budget_id,
      r.work_order_id, ${columns}, r.remark, r.validated, r.verkoopfactuurregel_id <> 0 AS invoiced,
      r.geblokkeerd, r.updated_at
    FROM ${sql.table(hours ? 'hour_registrations' : 'material_registrations')} r
    WHERE ${sql.join(where, sql` AND `)}
    ${limit === null ? sql`` : sql`ORDER BY r.date, r.id LIMIT ${limit}`})`;
}

/** Both tables' rows of the filter (or the one kind it names), each table paged by itself. */
const union = (companyId: number, filter: ReviewFilter, after: ReviewCursor | null, limit: number | null) =>
  sql.join(
    (filter.kind ? [filter.kind] : REGISTRATION_KINDS).map((kind) => branch(kind, companyId, filter, after, limit)),
    sql` UNION ALL `,
  );

const EMPLOYEE_NAME = sql`trim(concat_ws(' ', e.first_name, e.last_name))`;

/** A group's counts of the rows `r` of a union: all, their hours, the material lines, the open ones. */
const GROUP_TOTALS = (companyId: number) => sql`count(*)::int AS registrations,
  coalesce(sum(r.amount) FILTER (WHERE r.kind = 'hours'), 0)::float8 AS hours,
  (count(*) FILTER (WHERE r.kind = 'material'))::int AS material_lines,
  (count(*) FILTER (WHERE r.date > ${CLOSED(companyId)} AND NOT r.invoiced AND r.validated <> 1))::int AS open`;

export interface GroupTotalsRow {
  registrations: number;
  hours: number;
  material_lines: number;
  open: number;
}

/** The office's review of registrations (/kantoor/registraties); every query scoped by company. */
export function createRegistrationReviewRepository(db: Executor) {
  return {
    /** A page of the grid in (date, kind, id) order, with what the grid shows of each row. */
    async page(companyId: number, filter: ReviewFilter, after: ReviewCursor | null, limit: number) {
      const { rows } = await sql<ReviewRow>`
        WITH page AS (${union(companyId, filter, after, limit)})
        SELECT r.kind, r.id, r.date, r.employee_id,
          CASE WHEN e.id IS NULL THEN NULL ELSE ${EMPLOYEE_NAME} END AS employee_name,
          r.project_id, ${TARGET_COLUMNS}, r.budget_id AS part_id, coalesce(trim(concat_ws(' ', b.code, b.omschrijving)), '') AS part_label,
          coalesce(t.omschrijving, o.omschrijving, nullif(r.description, ''), ma.description, '') AS what,
          r.hour_type_id, r.amount, r.unit, r.remark, r.validated, r.invoiced, r.is_done, r.geblokkeerd,
          r.date <= ${CLOSED(companyId)} AS in_closed_period, ${WEEK_STATE} AS week_state, r.updated_at
        FROM page r
        LEFT JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
        ${TARGET_JOINS}
        LEFT JOIN budgets b ON b.company_id = r.company_id AND b.id = r.budget_id
        LEFT JOIN hour_types t ON t.company_id = r.company_id AND t.id = r.hour_type_id
        LEFT JOIN other_cost_types o ON o.company_id = r.company_id AND o.id = r.other_cost_type_id
        LEFT JOIN materials ma ON ma.company_id = r.company_id AND ma.id = r.material_id
        ORDER BY r.date, r.kind, r.id
        LIMIT ${limit}`.execute(db);
      return rows;
    },

    /**
     * The ids of the grid's next `limit` rows, per kind, and the last of them (where the next chunk starts),
     * for an export that reads them in full elsewhere. One row of arrays rather than 2,000 rows: an answer's
     * rows are alive until its last has come, long enough to be promoted to V8's old generation, which a
     * server collects rarely (-8 MB of the export's memory on PostgreSQL per 100,000, docs/performance.md).
     */
    async chunk(companyId: number, filter: ReviewFilter, after: ReviewCursor | null, limit: number) {
      const { rows } = await sql<{
        hours: number[] | null;
        material: number[] | null;
        count: number;
        last: ReviewCursor | null;
      }>`
        SELECT array_agg(k.id) FILTER (WHERE k.kind = 'hours') AS hours,
          array_agg(k.id) FILTER (WHERE k.kind = 'material') AS material,
          count(*)::int AS count,
          (array_agg(json_build_object('date', k.date, 'kind', k.kind, 'id', k.id)
            ORDER BY k.date DESC, k.kind DESC, k.id DESC))[1] AS last
        FROM (
          SELECT r.date, r.kind, r.id FROM (${union(companyId, filter, after, limit)}) r
          ORDER BY r.date, r.kind, r.id
          LIMIT ${limit}
        ) k`.execute(db);
      const found = rows[0]!;
      return {
        ids: { hours: found.hours ?? [], material: found.material ?? [] },
        count: found.count,
        last: found.last,
      };
    },

    /**
     * The hours of the filter summed per employee, day and what they were booked on, for the 'Urenoverzicht'
     * (material has no hours).
     */
    async hoursPerDay(companyId: number, filter: ReviewFilter) {
      const { rows } = await sql<{
        employee_id: number;
        employee_name: string;
        date: string;
        target_kind: 'project' | 'workOrder' | 'indirect';
        target_id: number;
        target_label: string;
        hours: number;
      }>`
        SELECT r.employee_id, ${EMPLOYEE_NAME} AS employee_name, r.date, ${TARGET_COLUMNS},
          sum(r.amount)::float8 AS hours
        FROM ${branch('hours', companyId, filter, null, null)} r
        JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
        ${TARGET_JOINS}
        WHERE coalesce(r.work_order_id, r.project_id, r.indirect_work_type_id) IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5, 6
        ORDER BY 2, 1, 3, 6`.execute(db);
      return rows;
    },

    /** The filter's registrations counted per employee and ISO week (`week_start` its Monday). */
    async totalsPerEmployeeWeek(companyId: number, filter: ReviewFilter) {
      const { rows } = await sql<
        GroupTotalsRow & { employee_id: number | null; employee_name: string | null; week_start: string }
      >`
        SELECT r.employee_id, CASE WHEN e.id IS NULL THEN NULL ELSE ${EMPLOYEE_NAME} END AS employee_name,
          date_trunc('week', r.date)::date AS week_start, ${GROUP_TOTALS(companyId)}
        FROM (${union(companyId, filter, null, null)}) r
        LEFT JOIN employees e ON e.company_id = r.company_id AND e.id = r.employee_id
        GROUP BY 1, 2, 3`.execute(db);
      return rows;
    },

    /** The filter's registrations counted per what they were booked on, by the target's label. */
    async totalsPerTarget(companyId: number, filter: ReviewFilter) {
      const { rows } = await sql<
        GroupTotalsRow & {
          target_kind: 'project' | 'workOrder' | 'indirect' | null;
          target_id: number | null;
          target_label: string;
        }
      >`
        SELECT ${TARGET_COLUMNS}, ${GROUP_TOTALS(companyId)}
        FROM (${union(companyId, filter, null, null)}) r
        ${TARGET_JOINS}
        GROUP BY 1, 2, 3
        ORDER BY 3, 1, 2`.execute(db);
      return rows;
    },

    /** Sets `validated` on the registrations of one kind that `ids` names, and answers those it changed. */
    async setValidated(
      companyId: number,
      kind: ReviewedRegistrationKind,
      ids: readonly number[],
      validated: boolean,
    ): Promise<number[]> {
      const rows = await db
        .updateTable(kind === 'hours' ? 'hour_registrations' : 'material_registrations')
        .set({ validated: validated ? 1 : 0 })
        .where('company_id', '=', companyId)
        .where('id', '=', sql<number>`any(${sql.val([...ids])}::int[])`)
        .where('validated', '<>', validated ? 1 : 0)
        .returning('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** The office's correction of booked hours (the database refuses a closed period or an approved week). */
    async correctHours(
      companyId: number,
      id: number,
      values: {
        date: string;
        hours: number;
        hourTypeId: number | null;
        remark: string;
        part: { id: number; workId: number } | null;
      },
    ) {
      await db
        .updateTable('hour_registrations')
        .set({
          date: values.date,
          hours: values.hours,
          remark: values.remark,
          ...(values.hourTypeId === null ? {} : { hour_type_id: values.hourTypeId }),
          ...(values.part === null ? {} : { budget_id: values.part.id, work_id: values.part.workId }),
          updated_at: new Date(),
        })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** The office's correction of a material line. */
    async correctMaterial(companyId: number, id: number, values: { date: string; quantity: number; remark: string }) {
      await db
        .updateTable('material_registrations')
        .set({ ...values, updated_at: new Date() })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .execute();
    },

    /** Whether the company has this hour type, not removed. */
    async hasHourType(companyId: number, id: number): Promise<boolean> {
      const row = await db
        .selectFrom('hour_types')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A project's part by id with its work, when it belongs to the project. */
    async partOfProject(companyId: number, projectId: number, partId: number) {
      return db
        .selectFrom('budgets as b')
        .innerJoin('works as w', (join) =>
          join.onRef('w.id', '=', 'b.work_id').onRef('w.company_id', '=', 'b.company_id'),
        )
        .select(['b.id', 'b.work_id'])
        .where('b.company_id', '=', companyId)
        .where('b.id', '=', partId)
        .where('w.project_id', '=', projectId)
        .where('b.deleted_at', 'is', null)
        .executeTakeFirst();
    },
  };
}

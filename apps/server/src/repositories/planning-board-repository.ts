import type { PlanningLineFields, PlanningTargetKind } from '@bouwwerk/domain';
import { sql, type RawBuilder } from 'kysely';
import { EMPLOYEE_RIGHTS_COLUMNS, type EmployeeRow } from './employee-fields';
import type { Executor } from './executor';

/** A planning line as the board shows it, with its last audit entry (who, when); null when it has none. */
export interface PlanningLineRow {
  id: number;
  version: number;
  employee_id: number;
  start_date: string;
  end_date: string;
  arrival: string;
  duration: number;
  project_id: number | null;
  work_order_id: number | null;
  indirect_work_type_id: number | null;
  description: string;
  remark: string;
  external_id: string | null;
  changed_by: string | null;
  changed_at: Date | string | null;
}

/** What a line or a booking names: its label, and what closes it (the project's or the order's locks). */
export interface PlanningTargetRow {
  kind: PlanningTargetKind;
  id: number;
  label: string;
  removed: boolean;
  is_done: boolean | null;
  has_active_administration: boolean | null;
  order_status: number | null;
  factuur_id: number | null;
}

export interface BoardEmployeeRow extends Pick<EmployeeRow, (typeof EMPLOYEE_RIGHTS_COLUMNS)[number]> {
  id: number;
  first_name: string;
  last_name: string;
  active: boolean;
  /** His own working hours, Monday to Sunday; null where he follows the company's. */
  own_hours: number[] | null;
  team: string;
}

export interface BookedRow {
  employee_id: number;
  date: string;
  kind: PlanningTargetKind;
  target_id: number;
  hours: number;
}

/** The period of a board, and the employees asked for (all when undefined). */
export interface BoardAsk {
  from: string;
  to: string;
  employeeIds?: readonly number[];
}

const ids = (list: readonly number[]) => sql`any(${sql.val([...list])}::int[])`;
const onlyEmployees = (column: RawBuilder<unknown>, ask: BoardAsk) =>
  ask.employeeIds === undefined ? sql`TRUE` : sql`${column} = ${ids(ask.employeeIds)}`;

const LINE_COLUMNS = [
  'id',
  'version',
  'employee_id',
  'start_date',
  'end_date',
  'arrival',
  'duration',
  'project_id',
  'work_order_id',
  'indirect_work_type_id',
  'description',
  'remark',
  'external_id',
] as const;
const TARGET_COLUMNS = [
  'kind',
  'id',
  'label',
  'removed',
  'is_done',
  'has_active_administration',
  'order_status',
  'factuur_id',
] as const satisfies ReadonlyArray<keyof PlanningTargetRow>;
const EMPLOYEE_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'active',
  'own_hours',
  'team',
  ...EMPLOYEE_RIGHTS_COLUMNS,
] as const satisfies ReadonlyArray<keyof BoardEmployeeRow>;
const BOOKED_COLUMNS = ['employee_id', 'date', 'kind', 'target_id', 'hours'] as const;

/** The company's lines that `where` names (on `p`), not removed. */
const linesOf = (c: RawBuilder<unknown>, where: RawBuilder<unknown>) => sql`
  SELECT ${sql.join(LINE_COLUMNS.map((column) => sql.ref(`p.${column}`)))} FROM planning p
  WHERE p.company_id = ${c} AND p.deleted_at IS NULL AND ${where}`;

/** The last audit entry of each line of `lines`: one lookup by the audit log's target index for them all. */
const changesOf = (c: RawBuilder<unknown>) => sql`
  SELECT DISTINCT ON (a.target_id) a.target_id, a.actor_name AS changed_by, a.at AS changed_at
  FROM audit_log a
  WHERE a.company_id = ${c} AND a.target_table = 'planning' AND a.target_id = any(array(SELECT id::int8 FROM lines))
  ORDER BY a.target_id, a.id DESC`;

/** What each line of `lines` names, as (kind, id). */
const LINE_TARGETS = sql`
  SELECT CASE WHEN project_id IS NOT NULL THEN 'project' WHEN work_order_id IS NOT NULL THEN 'workOrder'
    ELSE 'indirect' END AS kind, coalesce(project_id, work_order_id, indirect_work_type_id) AS id FROM lines`;

/**
 * The targets `named` lists (kind, id), looked up by primary key: a join from the lines or the bookings made the
 * planner hash all of the company's 20,000 work orders for the few hundred a board names.
 */
const targetsOf = (c: RawBuilder<unknown>) => sql`
  SELECT 'project' AS kind, pr.id, trim(concat_ws(' ', pr.code, pr.description)) AS label,
    pr.deleted_at IS NOT NULL AS removed, pr.is_done, pr.has_active_administration,
    NULL::int4 AS order_status, NULL::int4 AS factuur_id
  FROM projects pr WHERE pr.company_id = ${c} AND pr.id = any(array(SELECT id FROM named WHERE kind = 'project'))
  UNION ALL
  SELECT 'workOrder', o.id, trim(concat_ws(' ', o.nummer, o.description)), o.deleted_at IS NOT NULL, o.is_done,
    NULL, o.order_status, o.factuur_id
  FROM work_orders o WHERE o.company_id = ${c} AND o.id = any(array(SELECT id FROM named WHERE kind = 'workOrder'))
  UNION ALL
  SELECT 'indirect', i.id, i.omschrijving, i.deleted_at IS NOT NULL, NULL, NULL, NULL, NULL
  FROM indirect_work_types i
  WHERE i.company_id = ${c} AND i.id = any(array(SELECT id FROM named WHERE kind = 'indirect'))`;

/** A set's rows as one JSON array of column arrays (unordered: the caller sorts). */
const columnArrays = (columns: readonly string[], from: RawBuilder<unknown>) =>
  sql`(SELECT coalesce(json_agg(json_build_array(${sql.join(columns.map((column) => sql.ref(`x.${column}`)))})), '[]') FROM ${from} x)`;

const LINES_WITH_CHANGES = sql`(SELECT lines.*, changes.changed_by, changes.changed_at
  FROM lines LEFT JOIN changes ON changes.target_id = lines.id)`;

/** Rows sent as arrays of their columns (one JSON value instead of thousands of rows), as objects again. */
function fromColumnArrays<Row>(rows: unknown[][], columns: readonly string[]): Row[] {
  return rows.map((values) => Object.fromEntries(columns.map((column, i) => [column, values[i]])) as Row);
}

type Arrays = unknown[][];
const byLine = (a: PlanningLineRow, b: PlanningLineRow) =>
  a.employee_id - b.employee_id ||
  (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0) ||
  (a.arrival < b.arrival ? -1 : a.arrival > b.arrival ? 1 : 0) ||
  a.id - b.id;
const linesFrom = (rows: Arrays) =>
  fromColumnArrays<PlanningLineRow>(rows, [...LINE_COLUMNS, 'changed_by', 'changed_at']).sort(byLine);

/**
 * The board of a period in one statement, each part a JSON array of column arrays: on PGlite every statement
 * is a turn on its one connection, and decoding 2,000 lines and 2,500 booked days as rows cost more than the
 * queries (the bench company: 500 employees, two weeks). The employees shown are read once and the other
 * parts look up by them: submissions and booked hours by the employees' index (company, employee, date), one
 * short range each; lines by the planning's day index (company, end_date); each line's last audit entry by the
 * audit log's target index, all in one lookup; what lines and bookings name, once each by primary key.
 */
function boardQuery(companyId: number, ask: BoardAsk & { firstMonday: string }) {
  const c = sql`${companyId}::int4`;
  const from = sql`${ask.from}::date`;
  const to = sql`${ask.to}::date`;
  const shownIds = sql`any(array(SELECT id FROM shown))`;
  return sql<{
    employees: Arrays;
    hours: Array<[number, number]>;
    submissions: Array<[number, string]>;
    lines: Arrays;
    booked: Arrays;
    targets: Arrays;
  }>`
    WITH shown AS (
      SELECT e.id, e.first_name, e.last_name, (e.active AND e.deleted_at IS NULL) AS active, e.team,
        ${sql.join(EMPLOYEE_RIGHTS_COLUMNS.map((column) => sql.ref(`e.${column}`)))},
        CASE WHEN w.employee_id IS NULL THEN NULL ELSE json_build_array(w.monday::float8, w.tuesday::float8,
          w.wednesday::float8, w.thursday::float8, w.friday::float8, w.saturday::float8, w.sunday::float8) END AS own_hours
      FROM employees e
      LEFT JOIN employee_working_hours w ON w.company_id = e.company_id AND w.employee_id = e.id
      WHERE e.company_id = ${c} AND ${onlyEmployees(sql`e.id`, ask)}
        AND ((e.active AND e.deleted_at IS NULL) OR EXISTS (
          SELECT 1 FROM planning p
          WHERE p.company_id = e.company_id AND p.employee_id = e.id AND p.deleted_at IS NULL
            AND p.end_date >= ${from} AND p.start_date <= ${to}))
    ),
    lines AS MATERIALIZED (
      ${linesOf(c, sql`p.end_date >= ${from} AND p.start_date <= ${to} AND p.employee_id = ${shownIds}`)}
    ),
    changes AS (${changesOf(c)}),
    booked AS MATERIALIZED (
      SELECT h.employee_id, h.date,
        CASE WHEN h.work_order_id IS NOT NULL THEN 'workOrder'
             WHEN h.project_id IS NOT NULL THEN 'project' ELSE 'indirect' END AS kind,
        coalesce(h.work_order_id, h.project_id, h.indirect_work_type_id) AS target_id,
        sum(h.hours)::float8 AS hours
      FROM hour_registrations h
      WHERE h.company_id = ${c} AND h.employee_id = ${shownIds} AND h.date >= ${from} AND h.date <= ${to}
        AND coalesce(h.work_order_id, h.project_id, h.indirect_work_type_id) IS NOT NULL
      GROUP BY 1, 2, 3, 4
    ),
    named AS (${LINE_TARGETS} UNION SELECT kind, target_id FROM booked),
    targets AS (${targetsOf(c)})
    SELECT
      ${columnArrays(EMPLOYEE_COLUMNS, sql`shown`)} AS employees,
      (SELECT coalesce(json_agg(json_build_array(weekday, hours::float8)), '[]')
        FROM company_working_hours WHERE company_id = ${c}) AS hours,
      (SELECT coalesce(json_agg(json_build_array(ws.employee_id, ws.week_start) ORDER BY ws.employee_id, ws.week_start), '[]')
        FROM week_submissions ws
        WHERE ws.company_id = ${c} AND ws.employee_id = ${shownIds} AND ws.state <> 'sent-back'
          AND ws.week_start >= ${ask.firstMonday}::date AND ws.week_start <= ${to}) AS submissions,
      ${columnArrays([...LINE_COLUMNS, 'changed_by', 'changed_at'], LINES_WITH_CHANGES)} AS lines,
      ${columnArrays(BOOKED_COLUMNS, sql`booked`)} AS booked,
      ${columnArrays(TARGET_COLUMNS, sql`targets`)} AS targets`;
}

/** Lines that `where` names, with their last audit entry and their targets, in one statement. */
function linesQuery(companyId: number, where: RawBuilder<unknown>) {
  const c = sql`${companyId}::int4`;
  return sql<{ lines: Arrays; targets: Arrays }>`
    WITH lines AS MATERIALIZED (${linesOf(c, where)}),
    changes AS (${changesOf(c)}),
    named AS (${LINE_TARGETS}),
    targets AS (${targetsOf(c)})
    SELECT ${columnArrays([...LINE_COLUMNS, 'changed_by', 'changed_at'], LINES_WITH_CHANGES)} AS lines,
      ${columnArrays(TARGET_COLUMNS, sql`targets`)} AS targets`;
}

/** One target by kind and id, in the company (undefined when it is not the company's). */
const targetQuery = (companyId: number, kind: PlanningTargetKind, id: number) => {
  const c = sql`${companyId}::int4`;
  return sql<PlanningTargetRow>`
    WITH named AS (SELECT ${kind}::text AS kind, ${id}::int4 AS id)
    ${targetsOf(c)}`;
};

/** The names of a board, sorted as people read them (the same on both databases, whatever their collation). */
const names = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });
const byName = (a: BoardEmployeeRow, b: BoardEmployeeRow) =>
  names.compare(a.first_name, b.first_name) || names.compare(a.last_name, b.last_name) || a.id - b.id;
const byBooking = (a: BookedRow, b: BookedRow) =>
  a.employee_id - b.employee_id ||
  (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
  b.hours - a.hours ||
  (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
  a.target_id - b.target_id;

const columnsOf = (fields: PlanningLineFields) => ({
  employee_id: fields.employeeId,
  start_date: fields.startDate,
  end_date: fields.endDate,
  arrival: fields.arrival,
  duration: fields.durationHours,
  project_id: fields.projectId,
  work_order_id: fields.workOrderId,
  indirect_work_type_id: fields.indirectTypeId,
  description: fields.description,
  remark: fields.remark,
});

/** Rows per INSERT of a copied week: eleven parameters a row, well below the protocol's 65,535. */
const INSERT_CHUNK = 2000;

/**
 * The planning board (Planbord): a period's employees, lines and bookings in one set-based statement (never
 * one per employee), and the board's own writes of lines. Versions are raised by the
 * trigger of migration 017; a write names the version it was based on.
 */
export function createPlanningBoardRepository(db: Executor) {
  return {
    /** Everything the board of a period shows, read in one statement (boardQuery), in the board's order. */
    async board(companyId: number, ask: BoardAsk & { firstMonday: string }) {
      const { rows } = await boardQuery(companyId, ask).execute(db);
      const row = rows[0]!;
      return {
        employees: fromColumnArrays<BoardEmployeeRow>(row.employees, EMPLOYEE_COLUMNS).sort(byName),
        companyHours: new Map(row.hours.map(([weekday, hours]) => [weekday, hours])),
        submissions: row.submissions.map(([employee_id, week_start]) => ({ employee_id, week_start })),
        lines: linesFrom(row.lines),
        booked: fromColumnArrays<BookedRow>(row.booked, BOOKED_COLUMNS).sort(byBooking),
        targets: fromColumnArrays<PlanningTargetRow>(row.targets, TARGET_COLUMNS),
      };
    },

    /** Every line that covers a day of the period, with their targets. */
    async lines(companyId: number, ask: BoardAsk) {
      const { rows } = await linesQuery(
        companyId,
        sql`p.end_date >= ${ask.from}::date AND p.start_date <= ${ask.to}::date AND ${onlyEmployees(sql`p.employee_id`, ask)}`,
      ).execute(db);
      return {
        lines: linesFrom(rows[0]!.lines),
        targets: fromColumnArrays<PlanningTargetRow>(rows[0]!.targets, TARGET_COLUMNS),
      };
    },

    async line(companyId: number, id: number) {
      const { rows } = await linesQuery(companyId, sql`p.id = ${id}::int4`).execute(db);
      const [line] = linesFrom(rows[0]!.lines);
      return line && { line, targets: fromColumnArrays<PlanningTargetRow>(rows[0]!.targets, TARGET_COLUMNS) };
    },

    /** What a line would name, in the company; undefined when it is not the company's. */
    async target(companyId: number, kind: PlanningTargetKind, id: number) {
      const { rows } = await targetQuery(companyId, kind, id).execute(db);
      return rows[0];
    },

    /** The company's employee by id: whether he may be planned (active, not removed by the package). */
    async employee(companyId: number, id: number) {
      return db
        .selectFrom('employees')
        .select(['id', sql<boolean>`active AND deleted_at IS NULL`.as('active')])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The company's employees among these ids, with whether each may be planned. */
    async employeesByIds(companyId: number, list: readonly number[]) {
      if (list.length === 0) return [];
      return db
        .selectFrom('employees')
        .select(['id', sql<boolean>`active AND deleted_at IS NULL`.as('active')])
        .where('company_id', '=', companyId)
        .where('id', 'in', list)
        .execute();
    },

    /** The line, locked until the transaction ends: a concurrent change of it waits, then sees the new version. */
    async lock(companyId: number, id: number) {
      return db
        .selectFrom('planning')
        .select(['id', 'version', 'external_id'])
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .forUpdate()
        .executeTakeFirst();
    },

    /**
     * Whether the company had this line and it was removed through a door (the audit log keeps its entries):
     * a change of it is then a conflict with that removal, not a request for something never there.
     */
    async wasRemoved(companyId: number, id: number) {
      const row = await db
        .selectFrom('audit_log')
        .select('id')
        .where('company_id', '=', companyId)
        .where('target_table', '=', 'planning')
        .where('target_id', '=', id)
        .where('action', '=', 'planning.delete')
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(companyId: number, fields: PlanningLineFields) {
      const row = await db
        .insertInto('planning')
        .values({ company_id: companyId, ...columnsOf(fields) })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Changes the line if it is still at `version`; false when it is not (or gone). */
    async update(companyId: number, id: number, version: number, fields: PlanningLineFields) {
      const result = await db
        .updateTable('planning')
        .set(columnsOf(fields))
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async remove(companyId: number, id: number, version: number) {
      const result = await db
        .deleteFrom('planning')
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** New lines of the board's own, in as few statements as their number allows. */
    async insertMany(companyId: number, lines: readonly PlanningLineFields[]) {
      for (let start = 0; start < lines.length; start += INSERT_CHUNK)
        await db
          .insertInto('planning')
          .values(
            lines.slice(start, start + INSERT_CHUNK).map((fields) => ({ company_id: companyId, ...columnsOf(fields) })),
          )
          .execute();
    },
  };
}

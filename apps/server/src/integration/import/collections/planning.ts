import { daysInRange, PlanningImport, type PlanningImportRecord } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from '../../../repositories/executor';
import { inIds, insertRows } from '../bulk-sql';
import { HttpError } from '../../../lib/http-errors';
import type { Entry, RecordIssue, ReferenceAt, Tx } from '../collection';
import type { ResolvedReferences } from '../targets';
import { references, tableCollection, type Children } from '../table-collection';

type PlannedWork = PlanningImportRecord['works'][number];

/**
 * Planned works are stored as the app reads them: a planning item per day of the line on its project, each
 * with the works (planning_items.planning_id names the line).
 */
export const PLANNED_ROWS_MAX = 100_000;

/** The days from start to end, as yyyy-MM-dd. */
function daysOf(startDate: string, endDate: string): string[] {
  const first = Date.parse(`${startDate}T00:00:00Z`);
  return Array.from({ length: daysInRange(startDate, endDate) }, (_, i) =>
    new Date(first + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** A line's works as the first of its items holds them (every day holds the same). */
async function listWorks(db: Executor, companyId: number, planningIds: readonly number[]) {
  const { rows } = await sql<{ planning_id: number; description: string; relation: string | null }>`
    SELECT f.planning_id, w.description, r.external_id AS relation
    FROM (
      SELECT DISTINCT ON (planning_id) planning_id, id FROM planning_items
      WHERE company_id = ${companyId}::int4 AND planning_id ${inIds(planningIds)}
      ORDER BY planning_id, date, id
    ) AS f
    JOIN planning_item_works AS w ON w.planning_item_id = f.id
    LEFT JOIN relations AS r ON r.id = w.relation_id
    ORDER BY f.planning_id, w.id`.execute(db);
  const lists = new Map<number, PlannedWork[]>();
  for (const row of rows) {
    lists.set(row.planning_id, [
      ...(lists.get(row.planning_id) ?? []),
      { description: row.description, relationExternalId: row.relation },
    ]);
  }
  return lists;
}

async function replaceWorks(
  tx: Tx,
  companyId: number,
  lines: ReadonlyArray<{ id: number; record: PlanningImportRecord }>,
  refs: ResolvedReferences,
) {
  await sql`DELETE FROM planning_items WHERE company_id = ${companyId}::int4 AND planning_id ${inIds(lines.map((l) => l.id))}`.execute(
    tx,
  );
  const withWorks = lines.filter((l) => l.record.works.length > 0);
  const items = withWorks.flatMap(({ id, record }) =>
    daysOf(record.startDate, record.endDate).map((day) => [
      refs.id('projects', record.projectExternalId),
      day,
      record.description,
      id,
    ]),
  );
  const inserted = await insertRows<{ id: number; planning_id: number }>(
    tx,
    'planning_items',
    companyId,
    [
      { name: 'project_id', type: 'int4' },
      { name: 'date', type: 'date' },
      { name: 'description', type: 'text' },
      { name: 'planning_id', type: 'int4' },
    ],
    items,
    ['id', 'planning_id'],
  );
  const worksOf = new Map(withWorks.map((l) => [l.id, l.record.works]));
  const works = inserted.flatMap((item) =>
    worksOf.get(item.planning_id)!.map((w) => [item.id, w.description, refs.id('relations', w.relationExternalId)]),
  );
  await insertRows(
    tx,
    'planning_item_works',
    companyId,
    [
      { name: 'planning_item_id', type: 'int4' },
      { name: 'description', type: 'text' },
      { name: 'relation_id', type: 'int4' },
    ],
    works,
  );
}

const plannedWorks: Children<PlanningImportRecord> = {
  field: 'works',
  list: listWorks,
  replace: replaceWorks,
  followsColumns: true,
};

/** Rows per batch are bounded: each record with works grows into its days times its works. */
function boundedRows(entries: ReadonlyArray<Entry<PlanningImportRecord>>, label: string): RecordIssue[] {
  const rows = entries.reduce(
    (sum, e) =>
      sum +
      (e.record && e.record.works.length > 0
        ? daysInRange(e.record.startDate, e.record.endDate) * (1 + e.record.works.length)
        : 0),
    0,
  );
  if (rows > PLANNED_ROWS_MAX) {
    throw new HttpError(
      413,
      'TOO_MANY_RECORDS',
      `${label}: the planned works make ${rows} rows (each day of a line, times its works); at most ${PLANNED_ROWS_MAX} per call`,
    );
  }
  return [];
}

const relationsOfWorks = (record: PlanningImportRecord): ReferenceAt[] =>
  record.works.flatMap((w, i) =>
    w.relationExternalId === null
      ? []
      : [{ path: ['works', i, 'relationExternalId'], target: 'relations' as const, externalId: w.relationExternalId }],
  );

/** Planning lines are removed for good (with their planned items): nothing points at them. */
export const planning = tableCollection<'planning', PlanningImportRecord>({
  name: 'planning',
  table: 'planning',
  schemas: PlanningImport,
  references: references<PlanningImportRecord>(
    { field: 'employeeExternalId', column: 'employee_id', target: 'employees' },
    { field: 'projectExternalId', column: 'project_id', target: 'projects' },
    { field: 'workOrderExternalId', column: 'work_order_id', target: 'workOrders' },
    { field: 'indirectTypeExternalId', column: 'indirect_work_type_id', target: 'indirectTypes' },
  ),
  nestedReferences: relationsOfWorks,
  checkBatch: boundedRows,
  columns: {
    employee_id: { type: 'int4', value: (r, c) => c.refs.id('employees', r.employeeExternalId) },
    start_date: { type: 'date', value: (r) => r.startDate },
    end_date: { type: 'date', value: (r) => r.endDate },
    arrival: { type: 'text', value: (r) => r.arrival },
    duration: { type: 'numeric', value: (r) => r.durationHours },
    project_id: { type: 'int4', value: (r, c) => c.refs.id('projects', r.projectExternalId) },
    work_order_id: { type: 'int4', value: (r, c) => c.refs.id('workOrders', r.workOrderExternalId) },
    indirect_work_type_id: { type: 'int4', value: (r, c) => c.refs.id('indirectTypes', r.indirectTypeExternalId) },
    description: { type: 'text', value: (r) => r.description },
    remark: { type: 'text', value: (r) => r.remark },
  },
  removal: 'delete',
  children: plannedWorks,
  toItem: (row) => ({
    startDate: row.start_date,
    endDate: row.end_date,
    arrival: row.arrival,
    durationHours: row.duration,
    description: row.description,
    remark: row.remark,
  }),
});

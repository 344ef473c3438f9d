import { WorkOrderImport, type WorkOrderImportRecord } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from '../../../repositories/executor';
import { inIds, insertRows } from '../bulk-sql';
import type { Tx } from '../collection';
import { WORK_ORDER_COLUMNS, workOrderColumnsOf, workOrderFieldsOf } from '../../../repositories/master-data-columns';
import { ownColumns, references, tableCollection, type Children } from '../table-collection';

type Info = WorkOrderImportRecord['info'][number];

async function listInfo(db: Executor, companyId: number, orderIds: readonly number[]) {
  const { rows } = await sql<{ work_order_id: number; label: string; value: string }>`
    SELECT work_order_id, label, value FROM work_order_info
    WHERE company_id = ${companyId}::int4 AND work_order_id ${inIds(orderIds)}
    ORDER BY work_order_id, sort_order, id`.execute(db);
  const lists = new Map<number, Info[]>();
  for (const row of rows)
    lists.set(row.work_order_id, [...(lists.get(row.work_order_id) ?? []), { label: row.label, value: row.value }]);
  return lists;
}

async function replaceInfo(
  tx: Tx,
  companyId: number,
  orders: ReadonlyArray<{ id: number; record: WorkOrderImportRecord }>,
) {
  await sql`DELETE FROM work_order_info WHERE company_id = ${companyId}::int4 AND work_order_id ${inIds(orders.map((o) => o.id))}`.execute(
    tx,
  );
  const rows = orders.flatMap(({ id, record }) => record.info.map((pair, i) => [id, pair.label, pair.value, i]));
  await insertRows(
    tx,
    'work_order_info',
    companyId,
    [
      { name: 'work_order_id', type: 'int4' },
      { name: 'label', type: 'text' },
      { name: 'value', type: 'text' },
      { name: 'sort_order', type: 'int4' },
    ],
    rows,
  );
}

const info: Children<WorkOrderImportRecord> = { field: 'info', list: listInfo, replace: replaceInfo };

/**
 * Removing an order hides it and marks it done, which the app already reads as "no buttons, no bookings".
 * The employees of an order are those planned on it (planning lines with workOrderExternalId), as the
 * werkbon and week overview have always found them: the schema has no other place for them.
 */
export const workOrders = tableCollection<'work_orders', WorkOrderImportRecord>({
  name: 'work-orders',
  table: 'work_orders',
  schemas: WorkOrderImport,
  references: references<WorkOrderImportRecord>(
    { field: 'projectExternalId', column: 'project_id', target: 'projects' },
    { field: 'relationExternalId', column: 'relation_id', target: 'relations' },
  ),
  columns: {
    ...ownColumns(WORK_ORDER_COLUMNS, workOrderColumnsOf),
    project_id: { type: 'int4', value: (r, c) => c.refs.id('projects', r.projectExternalId) },
    relation_id: { type: 'int4', value: (r, c) => c.refs.id('relations', r.relationExternalId) },
  },
  removal: { hide: { is_done: true } },
  children: info,
  toItem: workOrderFieldsOf,
});

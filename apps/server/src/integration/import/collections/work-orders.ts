import { WorkOrderImport, type WorkOrderImportRecord } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from '../../../repositories/executor';
import { inIds, insertRows } from '../bulk-sql';
import type { Tx } from '../collection';
import { references, tableCollection, type Children } from '../table-collection';

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
    nummer: { type: 'text', value: (r) => r.number },
    order_status: { type: 'int4', value: (r) => r.status },
    factuur_id: { type: 'int4', value: (r) => r.invoiceId },
    project_id: { type: 'int4', value: (r, c) => c.refs.id('projects', r.projectExternalId) },
    relation_id: { type: 'int4', value: (r, c) => c.refs.id('relations', r.relationExternalId) },
    external_reference: { type: 'text', value: (r) => r.externalReference },
    external_order: { type: 'text', value: (r) => r.externalOrder },
    customer: { type: 'text', value: (r) => r.customer },
    address_name: { type: 'text', value: (r) => r.address.name },
    street: { type: 'text', value: (r) => r.address.street },
    postal: { type: 'text', value: (r) => r.address.postalCode },
    city: { type: 'text', value: (r) => r.address.city },
    telephone: { type: 'text', value: (r) => r.address.telephone },
    description: { type: 'text', value: (r) => r.description },
    order_description: { type: 'text', value: (r) => r.orderDescription },
    is_done: { type: 'bool', value: (r) => r.done },
    start_date: { type: 'date', value: (r) => r.startDate },
    end_date: { type: 'date', value: (r) => r.endDate },
  },
  removal: { hide: { is_done: true } },
  children: info,
  toItem: (row) => ({
    number: row.nummer,
    status: row.order_status,
    invoiceId: row.factuur_id,
    externalReference: row.external_reference,
    externalOrder: row.external_order,
    customer: row.customer,
    address: {
      name: row.address_name,
      street: row.street,
      postalCode: row.postal,
      city: row.city,
      telephone: row.telephone,
    },
    description: row.description,
    orderDescription: row.order_description,
    done: row.is_done,
    startDate: row.start_date,
    endDate: row.end_date,
  }),
});

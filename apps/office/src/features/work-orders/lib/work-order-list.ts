import type { OfficeWorkOrderSummary } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { compareDates, compareFlags, compareText } from '../../../lib/compare';
import { createListAddress } from '../../../lib/list-address';
import type { ListDefinition } from '../../../lib/list-table';

export const WORK_ORDER_COLUMNS = ['nummer', 'klant', 'omschrijving', 'startdatum', 'status', 'getekend'] as const;
export type WorkOrderColumn = (typeof WORK_ORDER_COLUMNS)[number];

export const WORK_ORDER_STATUSES = ['open', 'gereed', 'alle'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

/** The statuses the package uses for a finished order (3 and 4), as the field app reads them. */
const FINISHED_STATUSES = [3, 4];

/** Gereed: marked done, or finished in the package; else in progress ('In uitvoering'). */
export const isFinished = (order: Pick<OfficeWorkOrderSummary, 'done' | 'status'>) =>
  order.done || FINISHED_STATUSES.includes(order.status);

const COMPARE: Record<WorkOrderColumn, (a: OfficeWorkOrderSummary, b: OfficeWorkOrderSummary) => number> = {
  nummer: (a, b) => compareText(a.number, b.number),
  klant: (a, b) => compareText(a.customer, b.customer),
  omschrijving: (a, b) => compareText(a.description, b.description),
  startdatum: (a, b) => compareDates(a.startDate, b.startDate),
  status: (a, b) => compareFlags(isFinished(a), isFinished(b)),
  getekend: (a, b) => compareFlags(a.signed, b.signed),
};

const { columns } = nl.workOrders;
const HEADERS: Record<WorkOrderColumn, string> = {
  nummer: columns.number,
  klant: columns.customer,
  omschrijving: columns.description,
  startdatum: columns.startDate,
  status: columns.status,
  getekend: columns.signed,
};

const address = createListAddress({
  columns: WORK_ORDER_COLUMNS,
  statuses: WORK_ORDER_STATUSES,
  // The newest work first: an office looks for what is being done now.
  defaults: { sorting: { column: 'startdatum', descending: true }, status: 'open' },
});

/** The work order list: by number among equals, searched in the number, the customer and the description. */
export const workOrderList: ListDefinition<OfficeWorkOrderSummary, WorkOrderColumn, WorkOrderStatus> = {
  address,
  columns: WORK_ORDER_COLUMNS.map((id) => ({ id, header: HEADERS[id], compare: COMPARE[id] })),
  order: COMPARE.nummer,
  rowId: (order) => order.id,
  status: {
    open: (order) => !isFinished(order),
    gereed: isFinished,
    alle: () => true,
  },
  searchText: (order) => [order.number, order.customer, order.description].join(' '),
};

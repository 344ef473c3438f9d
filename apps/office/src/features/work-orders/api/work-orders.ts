import type { OfficeWorkOrder, OfficeWorkOrderInput, OfficeWorkOrderSummary } from '@bouwwerk/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

const WORK_ORDERS = '/office/v1/work-orders';
const workOrderPath = (id: number) => `${WORK_ORDERS}/${id}`;

/** The company's work orders, whole: searched and paged in the browser. */
export const workOrdersQuery = queryOptions({
  queryKey: keys.workOrders,
  queryFn: ({ signal }) =>
    api<{ workOrders: OfficeWorkOrderSummary[] }>(WORK_ORDERS, { signal }).then((answer) => answer.workOrders),
});

export const workOrderQuery = (id: number) =>
  queryOptions({
    queryKey: keys.workOrder(id),
    queryFn: ({ signal }) => api<OfficeWorkOrder>(workOrderPath(id), { signal }),
  });

/** A write changed one order: its page shows the answer, the list and the Logboek ask again. */
function changed(queryClient: QueryClient, order: OfficeWorkOrder): OfficeWorkOrder {
  queryClient.setQueryData(keys.workOrder(order.id), order);
  void queryClient.invalidateQueries({ queryKey: keys.workOrders, exact: true });
  void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
  return order;
}

export const createWorkOrder = (queryClient: QueryClient, body: OfficeWorkOrderInput) =>
  api<OfficeWorkOrder>(WORK_ORDERS, { method: 'POST', body }).then((order) => changed(queryClient, order));

export const updateWorkOrder = (queryClient: QueryClient, id: number, body: OfficeWorkOrderInput) =>
  api<OfficeWorkOrder>(workOrderPath(id), { method: 'PUT', body }).then((order) => changed(queryClient, order));

import { formatDate, type Employee, type WorkOrder } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePassport } from '../../../state/passport';

/**
 * GET /v1/werkbon/{id} and GET /v1/resoureplanning/{date}/werkbon/{id}/employees, merged into one work order
 * (specification, calls): the order as the office keeps it, with the colleagues planned on it that day.
 */
export async function getWorkOrder(id: number, date: Date, signal?: AbortSignal): Promise<WorkOrder> {
  const day = formatDate(date, 'api');
  const [order, employees] = await Promise.all([
    api<WorkOrder>(`/v1/werkbon/${id}`, { signal }),
    api<Employee[]>(`/v1/resoureplanning/${day}/werkbon/${id}/employees`, { signal }),
  ]);
  return { ...order, employees };
}

/** The key of one order on one day; `workOrderKey(org, id)` alone covers all its days (after a signature). */
export const workOrderKey = (organisation: string, id: number, date?: Date) =>
  date ? ['work-order', organisation.toLowerCase(), id, formatDate(date, 'api')] : ['work-order', organisation.toLowerCase(), id];

export function getWorkOrderQueryOptions(organisation: string, id: number, date: Date) {
  return queryOptions({
    queryKey: workOrderKey(organisation, id, date),
    queryFn: ({ signal }) => getWorkOrder(id, date, signal),
  });
}

/** The order with the day's planned colleagues, for the signed-in employee's company. */
export function useWorkOrder(id: number, date: Date) {
  const passport = usePassport();
  return useQuery({ ...getWorkOrderQueryOptions(passport?.organisation ?? '', id, date), enabled: passport !== null });
}

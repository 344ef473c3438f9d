import { formatDate, type Employee, type SignatureRequest, type WorkOrder } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nl } from '../i18n/nl';
import { api } from '../lib/api-client';
import { useAccount } from './account';
import { accountKeys, type Account } from './keys';
import type { OutboxWrite } from './outbox/types';

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

export function getWorkOrderQueryOptions(account: Account, id: number, date: Date) {
  return queryOptions({
    queryKey: accountKeys(account).workOrder(id, date),
    queryFn: ({ signal }) => getWorkOrder(id, date, signal),
  });
}

/** The order with the day's planned colleagues. */
export function useWorkOrder(id: number, date: Date) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getWorkOrderQueryOptions(account, id, date), enabled: signedIn });
}

/**
 * POST /v1/werkbon/{id}/signature: answers the order with its stored signature, which the order's reads take
 * over. `image` is the drawing as a PNG data URL, `signerName` 'Naam klant'; `orderNumber` names the order in a list.
 */
export function signatureWrite(
  id: number,
  { image, signerName }: Pick<SignatureRequest, 'image' | 'signerName'>,
  orderNumber: string,
  date: string,
): OutboxWrite {
  const body: SignatureRequest = { id, image, signerName };
  return {
    request: { method: 'POST', path: `/v1/werkbon/${encodeURIComponent(id)}/signature`, body },
    change: { kind: 'signature', orderId: id },
    shown: { kind: 'signature', date, werkbonId: id, hoursDelta: 0, summary: nl.outboxSend.signature(orderNumber) },
  };
}

import { formatDate, isRefusedByState, type Employee, type SignatureRequest, type WorkOrder } from '@bouwwerk/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../lib/api-client';
import { useAccount } from './account';
import { accountKeys, type Account } from './keys';
import { onBookingChanged, onOrderWriteRefused } from './on-booking-changed';

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

export interface SaveSignatureInput {
  id: number;
  /** The drawing as a PNG data URL. */
  image: string;
  idempotencyKey: string;
}

/** POST /v1/werkbon/{id}/signature: answers the order with its stored signature. */
export function saveSignature({ id, image, idempotencyKey }: SaveSignatureInput) {
  const body: SignatureRequest = { id, image };
  return api<WorkOrder>(`/v1/werkbon/${id}/signature`, { method: 'POST', body, idempotencyKey });
}

export function useSaveSignature() {
  const queryClient = useQueryClient();
  const { account } = useAccount();
  return useMutation<WorkOrder, Error, SaveSignatureInput>({
    mutationFn: saveSignature,
    onSuccess: (order) => void onBookingChanged(queryClient, account, { kind: 'signature', order }),
    // Refused for the order's state (finished, done or invoiced meanwhile: 409) or the rights (403).
    onError: (error, { id }) => {
      if (error instanceof ApiError && (error.status === 403 || isRefusedByState(error)))
        void onOrderWriteRefused(queryClient, account, id);
    },
  });
}

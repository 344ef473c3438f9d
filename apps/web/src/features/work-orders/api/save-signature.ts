import { isRefusedByState, type SignatureRequest, type WorkOrder } from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { usePassport } from '../../../state/passport';
import { workOrderKey } from './get-work-order';

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
  const organisation = usePassport()?.organisation ?? '';
  return useMutation<WorkOrder, Error, SaveSignatureInput>({
    mutationFn: saveSignature,
    // Every day's copy of the order now has the new signature; the planned colleagues stay as they were.
    onSuccess: (order) => {
      queryClient.setQueriesData<WorkOrder>({ queryKey: workOrderKey(organisation, order.id) }, (cached) =>
        cached ? { ...cached, signature: order.signature, signedAt: order.signedAt } : cached,
      );
    },
    // Refused for the order's state (finished, done or invoiced meanwhile: 409) or the rights (403): the order
    // and the rights are read again, so the page greys out what can no longer be done.
    onError: (error, { id }) => {
      if (!(error instanceof ApiError) || !(error.status === 403 || isRefusedByState(error))) return;
      void queryClient.invalidateQueries({ queryKey: workOrderKey(organisation, id) });
      void queryClient.invalidateQueries({ queryKey: ['rights'] });
    },
  });
}

import type { RegiewerkCreate } from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterWrite, type Write } from './write';

/** POST /v1/projecten/{projectId}/regiewerk: a cost-plus work; answers the new work's id. */
export function useCreateRegiewerk() {
  const queryClient = useQueryClient();
  return useMutation<{ id: number }, Error, Write<RegiewerkCreate>>({
    mutationFn: ({ body, idempotencyKey }) =>
      api<{ id: number }>(`/v1/projecten/${body.projectId}/regiewerk`, { method: 'POST', body, idempotencyKey }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

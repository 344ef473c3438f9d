import type { ProjectCreate } from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { invalidateAfterWrite } from './invalidate-bookings';

/** POST /v1/project: answers the new project's id. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation<{ id: number }, Error, ProjectCreate>({
    mutationFn: (body) => api<{ id: number }>('/v1/project', { method: 'POST', body, idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

import type { ProjectCreate } from '@bouwwerk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateAfterWrite, type Write } from './write';

/** POST /v1/project: answers the new project's id. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation<{ id: number }, Error, Write<ProjectCreate>>({
    mutationFn: ({ body, idempotencyKey }) => api<{ id: number }>('/v1/project', { method: 'POST', body, idempotencyKey }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

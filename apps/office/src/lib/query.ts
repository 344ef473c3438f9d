import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/**
 * A read that got no answer (fetch rejects with a TypeError) or a 5xx is tried again; a 4xx will not change
 * on a retry. Writes are never retried by the client: the user sees the refusal and decides.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const retryable = error instanceof ApiError ? error.status >= 500 : error instanceof TypeError;
  return retryable && failureCount < MAX_RETRIES;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    // An office screen open for hours shows what another desk changed once the window gets focus again.
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

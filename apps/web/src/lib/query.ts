import { isWorthRetrying } from '@bouwwerk/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;

/**
 * Field connections drop, so a call that never got an answer (fetch rejects with a TypeError) or got a
 * 5xx is retried, and so is a write whose first attempt the server is still processing (the retry then
 * gets its answer); any other 4xx or an answer of the wrong shape will not change on a retry. Writes are
 * safe to retry because each user action carries one Idempotency-Key for all its attempts.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const retryable = error instanceof ApiError ? isWorthRetrying(error) : error instanceof TypeError;
  return retryable && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: shouldRetry },
    },
  });
}

export const queryClient = createQueryClient();

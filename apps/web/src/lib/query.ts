import { isWorthRetrying } from '@bouwwerk/domain';
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;

/**
 * Field connections drop, so a read that never got an answer (fetch rejects with a TypeError) or got a 5xx is
 * retried; any other 4xx or an answer of the wrong shape will not change on a retry. Writes are not retried
 * here: they go through the outbox (api/outbox), which keeps them on the phone and retries until answered.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const retryable = error instanceof ApiError ? isWorthRetrying(error) : error instanceof TypeError;
  return retryable && failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

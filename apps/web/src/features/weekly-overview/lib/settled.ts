import type { FetchStatus } from '@tanstack/react-query';

/**
 * A query for which nothing more is on its way soon: answered, failed at least once (its retries wait
 * seconds), waiting for a connection, or not asked for. What shows above the day's cards waits for its
 * queries to settle, never for ever, nor for retries on a connection that is gone.
 */
export const isSettled = (query: { data: unknown; fetchStatus: FetchStatus; failureCount: number }) =>
  query.data !== undefined || query.fetchStatus !== 'fetching' || query.failureCount > 0;

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { isOutOfReach } from '../../../lib/out-of-reach';

interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** Said while loading (to screen readers). */
  loadingLabel: string;
  /** Said when loading failed; a retry button goes with it. */
  failedText: string;
  /** Said when the server answers 404; no retry, it will not appear. Without it a 404 is a failure. */
  notFoundText?: string;
  /** What to show once the data is there. */
  children: (data: T) => ReactNode;
}

/** Data of a work order screen while it loads, when it cannot be loaded (with a retry) or does not exist. */
export function QueryState<T>({ query, loadingLabel, failedText, notFoundText, children }: QueryStateProps<T>) {
  // Data kept from before shows while asking the server again fails or waits for a connection.
  if (query.data !== undefined) return children(query.data);
  if (isOutOfReach(query)) {
    return (
      <div className="order-message" role="status">
        <p>{nl.offlineReads.nothingKept}</p>
      </div>
    );
  }
  if (query.isError) {
    const missing = notFoundText !== undefined && query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="order-message" role="alert">
        <p>{missing ? notFoundText : failedText}</p>
        {missing ? null : (
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            {nl.workOrder.retry}
          </button>
        )}
      </div>
    );
  }
  return <div className="order-message order-message--loading" role="status" aria-label={loadingLabel} />;
}

/** The order of a screen: loading, failed, not there (or another company's), or shown. */
export function OrderLoading<T>({ query, children }: Pick<QueryStateProps<T>, 'query' | 'children'>) {
  return (
    <QueryState
      query={query}
      loadingLabel={nl.workOrder.loading}
      failedText={nl.workOrder.loadFailed}
      notFoundText={nl.workOrder.notFound}
    >
      {children}
    </QueryState>
  );
}

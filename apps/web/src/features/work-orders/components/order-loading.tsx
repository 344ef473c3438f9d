import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';

interface OrderLoadingProps<T> {
  query: UseQueryResult<T>;
  /** What to show once the data is there. */
  children: (data: T) => ReactNode;
}

/** The order while it loads, when it cannot be loaded (with a retry) or does not exist, and else the screen. */
export function OrderLoading<T>({ query, children }: OrderLoadingProps<T>) {
  if (query.isSuccess) return children(query.data);
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="order-message" role="alert">
        <p>{missing ? nl.workOrder.notFound : nl.workOrder.loadFailed}</p>
        {missing ? null : (
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            {nl.workOrder.retry}
          </button>
        )}
      </div>
    );
  }
  return <div className="order-message order-message--loading" role="status" aria-label={nl.workOrder.loading} />;
}

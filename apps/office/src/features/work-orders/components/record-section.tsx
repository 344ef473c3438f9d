import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import './work-order-records.css';

interface RecordSectionProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** Said when the load failed, with a button to try again. */
  failed: string;
  children: (data: T) => ReactNode;
}

/** A card of the work order's page that loads on its own: the order's page shows while it loads or fails. */
export function RecordSection<T>({ title, query, failed, children }: RecordSectionProps<T>) {
  const titleId = useId();
  return (
    <section className="card work-order-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {query.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : query.isError ? (
        <div role="alert">
          <p>{failed}</p>
          <button type="button" className="button" onClick={() => void query.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : (
        children(query.data)
      )}
    </section>
  );
}

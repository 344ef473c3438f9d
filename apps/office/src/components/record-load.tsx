import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { nl } from '../i18n/nl';
import { isApiError } from '../lib/api-client';

interface RecordLoadProps<T> {
  query: UseQueryResult<T>;
  /** false for an address whose id is no id: nothing was asked. */
  valid: boolean;
  /** The link back to the record's list. */
  back: ReactNode;
  children: (record: T) => ReactNode;
}

/** A record's page while it loads, when it does not exist (404, or no id), when loading failed, and once it is there. */
export function RecordLoad<T>({ query, valid, back, children }: RecordLoadProps<T>) {
  if (!valid || isApiError(query.error, 404)) {
    return (
      <section className="page">
        {back}
        <h1>{nl.notFoundPage.title}</h1>
        <p role="alert">{nl.errors.notFound}</p>
      </section>
    );
  }
  if (query.isPending) return <p role="status">{nl.app.loading}</p>;
  if (query.isError) {
    return (
      <section className="page">
        {back}
        <p role="alert">{nl.errors.loadFailed}</p>
        <button type="button" className="button" onClick={() => void query.refetch()}>
          {nl.errors.retry}
        </button>
      </section>
    );
  }
  return children(query.data);
}

/** The id of a record's address (/…/:id); NaN when it is none, which RecordLoad shows as not found. */
export const recordId = (param: string | undefined) => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : NaN;
};

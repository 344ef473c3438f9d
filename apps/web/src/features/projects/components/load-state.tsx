import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import { isOutOfReach } from '../../../lib/out-of-reach';

interface LoadStateProps {
  query: {
    data: unknown;
    isPending: boolean;
    isError: boolean;
    fetchStatus: FetchStatus;
    failureReason: unknown;
    refetch: () => unknown;
  };
  loading: string;
  failed: string;
  retry: string;
}

/** While a screen's data loads, or when it failed: a status line, or the failure with a retry button. */
export function LoadState({ query, loading, failed, retry }: LoadStateProps): ReactNode {
  // Nothing kept on the device, and no connection to ask: waiting would not end.
  if (isOutOfReach(query)) {
    return (
      <p className="projects-message" role="status">
        {nl.offlineReads.nothingKept}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="projects-message" role="alert">
        <p>{failed}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {retry}
        </button>
      </div>
    );
  }
  return (
    <p className="projects-message" role="status" aria-busy="true">
      {loading}
    </p>
  );
}

/** The empty text of a list: a title and what to do about it. */
export function EmptyState({ title, text }: { title: string; text?: string }) {
  return (
    <div className="projects-message">
      <p className="projects-message__title">{title}</p>
      {text ? <p>{text}</p> : null}
    </div>
  );
}

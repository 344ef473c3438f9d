import { useInfiniteQuery } from '@tanstack/react-query';
import { nl } from '../../../i18n/nl';
import { auditLogQuery } from '../api/audit-log';
import { AuditEntries } from './audit-entries';
import './audit-log.css';

/**
 * 'Geschiedenis' on a record's page: the Logboek of that one record, and of the records kept beside it under
 * its id in other tables (an employee's own working hours).
 */
export function RecordHistory({ tables, recordId }: { tables: readonly string[]; recordId: number }) {
  const log = useInfiniteQuery(auditLogQuery({ table: tables.join(','), recordId }));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section className="card record-history" aria-labelledby="record-history-title">
      <h2 id="record-history-title">{nl.auditLog.history}</h2>
      {log.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : log.isError ? (
        <div role="alert">
          <p>{nl.auditLog.loadFailed}</p>
          <button type="button" className="button" onClick={() => void log.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className="muted">{nl.auditLog.historyNone}</p>
      ) : (
        <AuditEntries
          entries={entries}
          label={nl.auditLog.entries}
          hasMore={log.hasNextPage}
          loadingMore={log.isFetchingNextPage}
          onMore={() => void log.fetchNextPage()}
        />
      )}
    </section>
  );
}

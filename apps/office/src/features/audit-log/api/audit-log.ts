import type { AuditLog } from '@bouwwerk/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

/** What the Logboek is narrowed to, as the API's query parameters; absent for all. */
export interface AuditFilter {
  /** Days (yyyy-MM-dd), both included. */
  from?: string;
  to?: string;
  table?: string;
  recordId?: number;
  userId?: number;
}

const queryOf = (filter: AuditFilter, before: string | null): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.table) params.set('table', filter.table);
  if (filter.recordId !== undefined) params.set('recordId', String(filter.recordId));
  if (filter.userId !== undefined) params.set('userId', String(filter.userId));
  if (before) params.set('before', before);
  return params;
};

/** The log newest first, 100 entries a page; the next page starts before the oldest one shown. */
export const auditLogQuery = (filter: AuditFilter) =>
  infiniteQueryOptions({
    queryKey: keys.auditLog(Object.fromEntries(queryOf(filter, null))),
    queryFn: ({ pageParam, signal }) => api<AuditLog>(`/office/v1/audit-log?${queryOf(filter, pageParam)}`, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    // Every write anywhere adds to the log: a visit always asks again, while showing what it had.
    staleTime: 0,
  });

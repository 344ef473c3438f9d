import type { AuditActors, AuditLog } from '@bouwwerk/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

/** What the Logboek is narrowed to, as the API's query parameters; absent for all. */
export interface AuditFilter {
  /** Days (yyyy-MM-dd), both included. */
  from?: string;
  to?: string;
  table?: string;
  recordId?: number;
  /** Who wrote, as the API names one: `employee:12`. */
  actor?: string;
}

const queryOf = (filter: AuditFilter, before: string | null): URLSearchParams => {
  const params = new URLSearchParams();
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.table) params.set('table', filter.table);
  if (filter.recordId !== undefined) params.set('recordId', String(filter.recordId));
  if (filter.actor) params.set('actor', filter.actor);
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

/** Everyone the Logboek can be narrowed to; asked again on every visit, as a new colleague may have written. */
export const auditActorsQuery = queryOptions({
  queryKey: keys.auditActors,
  queryFn: ({ signal }) => api<AuditActors>('/office/v1/audit-log/actors', { signal }),
  staleTime: 0,
});

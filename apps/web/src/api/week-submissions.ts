import { isoWeekNumber, parseDate, weekStartText, type WeekSubmission } from '@bouwwerk/domain';
import { hashKey, queryOptions, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { nl } from '../i18n/nl';
import { api } from '../lib/api-client';
import { useAccount } from './account';
import { accountKeys, type Account } from './keys';
import type { OutboxWrite } from './outbox/types';

/** GET /v1/weekindiening/{yyyy-MM-dd}: the state of the week of the date ('Week indienen', the office's review). */
export function getWeekSubmission(monday: string, signal?: AbortSignal): Promise<WeekSubmission> {
  return api<WeekSubmission>(`/v1/weekindiening/${monday}`, { signal });
}

/** One entry per account and week, keyed by its Monday (yyyy-MM-dd). */
export const getWeekSubmissionQueryOptions = (account: Account, monday: string) =>
  queryOptions({
    queryKey: accountKeys(account).weekSubmission(monday),
    queryFn: ({ signal }) => getWeekSubmission(monday, signal),
  });

/**
 * The signed-in employee's submission of the week of the date, its state and the office's last decision. It is
 * asked again whenever the week overview of that week is (a start, a return to the overview, a swipe to the week
 * once it is stale): the office's decision changes the employee's version, so that is when the overview's ETag
 * changes, and the decision is not in the overview's answer itself.
 */
export function useWeekSubmission(date: Date) {
  const { account, signedIn } = useAccount();
  const queryClient = useQueryClient();
  const monday = weekStartText(date);
  const overview = hashKey(accountKeys(account).weekOverview(date));
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'fetch' || event.query.queryHash !== overview) return;
        // No second request where the submission is being asked already (both start when the week shows).
        void queryClient.refetchQueries(
          { queryKey: accountKeys(account).weekSubmission(monday), exact: true },
          { cancelRefetch: false },
        );
      }),
    [queryClient, account, monday, overview],
  );
  return useQuery({ ...getWeekSubmissionQueryOptions(account, monday), enabled: signedIn });
}

const approvedOf = (results: ReadonlyArray<{ data?: WeekSubmission }>): ReadonlySet<string> =>
  new Set(results.flatMap(({ data }) => (data?.state === 'approved' ? [data.weekStart] : [])));

/**
 * Which of these weeks (their Mondays, yyyy-MM-dd) the office approved: their registrations are final. One
 * cached question per week, shared with the week overview's panel; while one is not answered, its week counts
 * as not approved (the server refuses a change all the same).
 */
export function useApprovedWeeks(mondays: readonly string[]): ReadonlySet<string> {
  const { account, signedIn } = useAccount();
  return useQueries({
    queries: mondays.map((monday) => ({ ...getWeekSubmissionQueryOptions(account, monday), enabled: signedIn })),
    combine: approvedOf,
  });
}

/**
 * POST /v1/weekindiening/{yyyy-MM-dd}: submits the week (its Monday); a repeat answers the first submission, and
 * a week the office sent back is submitted anew. 403 without registration rights, 409 for a week that has not begun.
 */
export function weekSubmissionWrite(date: Date): OutboxWrite {
  const monday = weekStartText(date);
  return {
    request: { method: 'POST', path: `/v1/weekindiening/${monday}` },
    change: { kind: 'week-submission', weekStart: monday },
    shown: {
      kind: 'week-submit',
      date: null,
      hoursDelta: 0,
      summary: nl.weekSubmit.outboxSummary(isoWeekNumber(parseDate(monday, 'api')!)),
    },
  };
}

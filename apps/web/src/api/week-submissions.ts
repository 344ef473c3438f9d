import { isoWeekNumber, parseDate, weekStartText, type WeekSubmission } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { nl } from '../i18n/nl';
import { api } from '../lib/api-client';
import { useAccount } from './account';
import { accountKeys, type Account } from './keys';
import type { OutboxWrite } from './outbox/types';

/** GET /v1/weekindiening/{yyyy-MM-dd}: whether the week of the date is submitted ('Week indienen'). */
export function getWeekSubmission(monday: string, signal?: AbortSignal): Promise<WeekSubmission> {
  return api<WeekSubmission>(`/v1/weekindiening/${monday}`, { signal });
}

/** One entry per account and week, keyed by its Monday. */
export function getWeekSubmissionQueryOptions(account: Account, date: Date) {
  const monday = weekStartText(date);
  return queryOptions({
    queryKey: accountKeys(account).weekSubmission(monday),
    queryFn: ({ signal }) => getWeekSubmission(monday, signal),
  });
}

/** The signed-in employee's submission of the week of the date. */
export function useWeekSubmission(date: Date) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getWeekSubmissionQueryOptions(account, date), enabled: signedIn });
}

/**
 * POST /v1/weekindiening/{yyyy-MM-dd}: submits the week (its Monday); a repeat answers the first submission.
 * 403 without registration rights, 409 for a week that has not begun.
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

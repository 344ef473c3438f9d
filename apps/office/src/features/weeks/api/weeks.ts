import type {
  ApproveCleanResult,
  WeekDecisionInput,
  WeekReview,
  WeekReviewDetail,
  WeekReviews,
} from '@bouwwerk/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

const WEEKS = '/office/v1/weeks';
const weekPath = (employeeId: number, monday: string) => `${WEEKS}/${employeeId}/${monday}`;

/** The week as an urenstaat PDF: a plain address, as the browser sends the session cookie with a link's GET. */
export const weekPdfPath = (employeeId: number, monday: string) => `${weekPath(employeeId, monday)}/pdf`;

/** Employees × weeks of a period, from its first Monday. */
export const weekReviewsQuery = (from: string, weeks: number) =>
  queryOptions({
    queryKey: [...keys.weekReviews, 'period', from, weeks] as const,
    queryFn: ({ signal }) =>
      api<WeekReviews>(`${WEEKS}?${new URLSearchParams({ from, weeks: String(weeks) }).toString()}`, { signal }),
  });

/** One employee's week with its days and registrations. */
export const weekReviewQuery = (employeeId: number, monday: string) =>
  queryOptions({
    queryKey: [...keys.weekReviews, 'week', employeeId, monday] as const,
    queryFn: ({ signal }) => api<WeekReviewDetail>(weekPath(employeeId, monday), { signal }),
  });

/**
 * A decision changes the weeks shown everywhere and adds to the Logboek. Asked again whatever the answer:
 * a refusal (409) means the week changed meanwhile, and the reviewer must see it as it is now.
 */
function weeksChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: keys.weekReviews });
  void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
}

export const decideWeek = (queryClient: QueryClient, employeeId: number, monday: string, body: WeekDecisionInput) =>
  api<WeekReview>(`${weekPath(employeeId, monday)}/decision`, { method: 'POST', body }).finally(() =>
    weeksChanged(queryClient),
  );

/** 'Goedkeuren wat klopt' over the period shown. */
export const approveClean = (queryClient: QueryClient, from: string, weeks: number) =>
  api<ApproveCleanResult>(`${WEEKS}/approve-clean`, { method: 'POST', body: { from, weeks } }).finally(() =>
    weeksChanged(queryClient),
  );

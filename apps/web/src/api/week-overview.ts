import { formatDate, weekStart, type WeekOverviewResponse } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionalGet } from '../lib/conditional-get';
import { useAccount } from './account';
import { accountKeys, type Account } from './keys';

/** GET /v3/weekoverzicht/{yyyy-MM-dd}: Monday to Sunday of the week of the date, keyed dd-MM-yyyy. */
const weekOverviewPath = (date: Date) => `/v3/weekoverzicht/${formatDate(weekStart(date), 'api')}`;

/**
 * One cache entry per account and week, keyed by the week's Monday: every day of a week shares it. Asked
 * again with its ETag, so an unchanged week costs the server a version lookup.
 */
export function getWeekOverviewQueryOptions(account: Account, date: Date) {
  const monday = weekStart(date);
  return queryOptions({
    queryKey: accountKeys(account).weekOverview(monday),
    queryFn: (context) => conditionalGet<WeekOverviewResponse>(weekOverviewPath(monday), context),
  });
}

/** The signed-in employee's week around the date. */
export function useWeekOverview(date: Date) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getWeekOverviewQueryOptions(account, date), enabled: signedIn });
}

/**
 * The day's remaining hours (working hours minus hours worked, floored at 0): the default and the overtime
 * limit of the hours form. It is the week overview's own entry, so a form opened from the overview needs
 * no extra request.
 */
export function useRemainingHours(date: Date | null) {
  const { account, signedIn } = useAccount();
  return useQuery({
    ...getWeekOverviewQueryOptions(account, date ?? new Date()),
    enabled: signedIn && date !== null,
    select: (week) => (date ? week[formatDate(date, 'overviewKey')]?.remainingHours : undefined),
  });
}

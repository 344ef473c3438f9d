import { formatDate, weekStart, type WeekOverviewResponse } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAuthenticated, usePassport, type Passport } from '../../../state/passport';

type Owner = Pick<Passport, 'organisation' | 'userID'>;

/** GET /v3/weekoverzicht/{yyyy-MM-dd}: Monday to Sunday of the week of the date, keyed dd-MM-yyyy. */
export function getWeekOverview(date: Date, signal?: AbortSignal): Promise<WeekOverviewResponse> {
  return api<WeekOverviewResponse>(`/v3/weekoverzicht/${formatDate(weekStart(date), 'api')}`, { signal });
}

/**
 * One cache entry per employee and week, keyed by the week's Monday: every day of a week shares it, and
 * another account on the same device never sees this one's week.
 */
export function getWeekOverviewQueryOptions(owner: Owner, date: Date) {
  const monday = weekStart(date);
  return queryOptions({
    queryKey: ['week-overview', owner.organisation.toLowerCase(), owner.userID, formatDate(monday, 'api')],
    queryFn: ({ signal }) => getWeekOverview(monday, signal),
  });
}

/** The signed-in employee's week around the date. */
export function useWeekOverview(date: Date) {
  const passport = usePassport();
  return useQuery({
    ...getWeekOverviewQueryOptions(passport ?? { organisation: '', userID: 0 }, date),
    enabled: isAuthenticated(passport),
  });
}

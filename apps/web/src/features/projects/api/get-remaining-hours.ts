import { formatDate, weekStart, type WeekOverviewResponse } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAuthenticated, usePassport } from '../../../state/passport';

/**
 * The day's remaining hours (working hours minus hours worked, floored at 0) from GET /v3/weekoverzicht: the
 * default and the overtime limit of the hours form. The cache entry is the weekly overview's own (same key
 * and call), so a form opened from the overview needs no extra request.
 */
export function useRemainingHours(date: Date | null) {
  const passport = usePassport();
  const monday = weekStart(date ?? new Date());
  return useQuery({
    queryKey: ['week-overview', passport?.organisation.toLowerCase() ?? '', passport?.userID ?? 0, formatDate(monday, 'api')],
    queryFn: ({ signal }) => api<WeekOverviewResponse>(`/v3/weekoverzicht/${formatDate(monday, 'api')}`, { signal }),
    enabled: isAuthenticated(passport) && date !== null,
    select: (week) => (date ? week[formatDate(date, 'overviewKey')]?.remainingHours : undefined),
  });
}

import { formatDate, parseDate, weekStart } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePassport } from '../../../state/passport';
import { getWeekOverviewQueryOptions } from '../api/get-week-overview';
import { shiftDays } from '../lib/days';

/** Specification section 9: two weeks are kept on each side of the current one. */
export const PREFETCHED_WEEKS = 2;

/**
 * Loads the weeks around the shown one once it is there, so a swipe shows its week at once. Prefetching
 * waits for the shown week: on a slow connection that one comes first.
 */
export function usePrefetchWeeks(date: Date, shownWeekLoaded: boolean) {
  const queryClient = useQueryClient();
  const passport = usePassport();
  const organisation = passport?.organisation;
  const userID = passport?.userID;
  // Another day of the same week needs nothing new: the effect follows the week, not the day.
  const monday = formatDate(weekStart(date), 'api');

  useEffect(() => {
    if (!shownWeekLoaded || organisation === undefined || userID === undefined) return;
    const shown = parseDate(monday, 'api');
    if (!shown) return;
    for (let offset = -PREFETCHED_WEEKS; offset <= PREFETCHED_WEEKS; offset++) {
      if (offset === 0) continue;
      void queryClient.prefetchQuery(getWeekOverviewQueryOptions({ organisation, userID }, shiftDays(shown, offset * 7)));
    }
  }, [queryClient, organisation, userID, monday, shownWeekLoaded]);
}

import { formatDate, parseDate, weekStart } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { whenIdle } from '../../../lib/when-idle';
import { usePassport } from '../../../state/passport';
import { getWeekOverviewQueryOptions } from '../../../api/week-overview';
import { shiftDays } from '../lib/days';

/** Specification section 9: two weeks are kept on each side of the current one. */
export const PREFETCHED_WEEKS = 2;

/** The weeks around the shown one, nearest first: the next and the previous week are the likely swipes. */
const OFFSETS = Array.from({ length: PREFETCHED_WEEKS }, (_, i) => [i + 1, -(i + 1)]).flat();

/**
 * Loads the weeks around the shown one once it is there, so a swipe shows its week at once. Prefetching
 * waits for the shown week: on a slow connection that one comes first. One week per idle moment: starting
 * the four requests in one go was a single 40 ms task right after the first screen (160 ms on a slow phone),
 * in which a tap would have waited.
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
    let cancel = () => {};
    const prefetch = (index: number) => {
      const offset = OFFSETS[index];
      if (offset === undefined) return;
      cancel = whenIdle(() => {
        void queryClient.prefetchQuery(
          getWeekOverviewQueryOptions({ organisation, userID }, shiftDays(shown, offset * 7)),
        );
        prefetch(index + 1);
      });
    };
    prefetch(0);
    return () => cancel();
  }, [queryClient, organisation, userID, monday, shownWeekLoaded]);
}

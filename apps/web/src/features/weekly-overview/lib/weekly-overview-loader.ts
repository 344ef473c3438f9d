import { parseDate, todayInAmsterdam } from '@bouwwerk/domain';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../../lib/query';
import { getPassport, isAuthenticated } from '../../../state/passport';
import { getWeekOverviewQueryOptions } from '../../../api/week-overview';
import { shiftDays } from './days';

/**
 * The route's loader, bundled with the router rather than with the page: it asks for the week while the
 * page's code is still on its way, so on a slow connection the two round trips overlap instead of following
 * each other. It does not wait for the answer; the page shows the week's loading state until it is there.
 * A date in the URL that is not a real MM-dd-yyyy date falls back to today.
 */
export function weeklyOverviewLoader({ params }: LoaderFunctionArgs) {
  const date = parseDate(params.date ?? '', 'route');
  if (!date) throw redirect(paths.weeklyOverviewDate.getHref(todayInAmsterdam()));
  const passport = getPassport();
  // A week fresh in the cache is not asked for again; one kept on the device (stale) shows at once and is
  // asked for here too, not only once the page's code has come in.
  // The weeks the missing-hours banner judges (this one and the last, from today) come along: the day's cards
  // wait for the banner above them, and asked for by the page they came a page's code later (+1.1 s on slow 3G).
  if (isAuthenticated(passport)) {
    const today = todayInAmsterdam();
    for (const day of [date, today, shiftDays(today, -7)])
      void queryClient
        .ensureQueryData({ ...getWeekOverviewQueryOptions(passport, day), revalidateIfStale: true })
        .catch(() => undefined);
  }
  return { date };
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePassport } from '../../../state/passport';
import { getRightsQueryOptions, hasFetchableRights } from '../../../api/rights';

const HOUR_MS = 60 * 60 * 1000;

/** Milliseconds from `now` to the next full hour on the device's clock. */
export function msUntilNextFullHour(now: Date): number {
  const next = new Date(now);
  next.setMinutes(60, 0, 0);
  return next.getTime() - now.getTime();
}

/**
 * Specification section 4: rights are fetched again when the overview opens and at the top of every hour,
 * so a right the office changes reaches the phone the same morning. A fetch already under way (the shell's,
 * at start-up) is shared rather than repeated.
 */
export function useRightsRefresh() {
  const queryClient = useQueryClient();
  const passport = usePassport();
  const fetchable = hasFetchableRights(passport);
  const organisation = passport?.organisation ?? '';
  const userID = passport?.userID ?? 0;

  useEffect(() => {
    if (!fetchable) return;
    const refresh = () => {
      queryClient
        .fetchQuery({ ...getRightsQueryOptions({ organisation, userID }), staleTime: 0 })
        // A failure is the rights query's own state (and a 401 already told the user); nothing to add here.
        .catch(() => undefined);
    };
    refresh();
    let hourly: ReturnType<typeof setInterval> | undefined;
    const atFullHour = setTimeout(() => {
      refresh();
      hourly = setInterval(refresh, HOUR_MS);
    }, msUntilNextFullHour(new Date()));
    return () => {
      clearTimeout(atFullHour);
      clearInterval(hourly);
    };
  }, [queryClient, fetchable, organisation, userID]);
}

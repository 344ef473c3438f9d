import {
  canRegister,
  formatDate,
  missingHoursDays,
  overviewDayOf,
  todayInAmsterdam,
  type MissingHoursDay,
  type Rights,
} from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useAccount } from '../../../api/account';
import { useOutboxItems } from '../../../api/outbox';
import { getWeekOverviewQueryOptions } from '../../../api/week-overview';
import { dayTotalWithUnsent, unsentOnDay } from '../../outbox';
import { shiftDays } from '../lib/days';

/**
 * The past workdays of this week and last week (from today, whatever week is shown) with fewer hours than
 * their working hours, oldest first. Both weeks are the overview's own cache entries (the neighbouring weeks
 * are loaded ahead anyway); they are asked for only once the shown week is there, so on a slow connection the
 * shown week comes first. Hours saved on the phone and not yet sent count: a day booked offline is not
 * missing. An employee without registration rights books nothing himself (the office does): nothing is
 * missing for him, and nothing is while his rights are not known yet, so the banner never flashes.
 */
export function useMissingHours(shownWeekLoaded: boolean, rights: Rights | undefined): MissingHoursDay[] {
  const { account, signedIn } = useAccount();
  const today = todayInAmsterdam();
  const mayRegister = rights !== undefined && canRegister(rights);
  const enabled = signedIn && shownWeekLoaded && mayRegister;
  const thisWeek = useQuery({ ...getWeekOverviewQueryOptions(account, today), enabled });
  const lastWeek = useQuery({ ...getWeekOverviewQueryOptions(account, shiftDays(today, -7)), enabled });
  const unsent = useOutboxItems();
  if (!mayRegister) return [];
  return missingHoursDays(today, (date) => {
    const day = overviewDayOf([thisWeek.data, lastWeek.data], date);
    if (!day) return undefined;
    const onDay = unsentOnDay(unsent, formatDate(date, 'api'));
    return { workingHours: day.workingHours, hoursWorked: dayTotalWithUnsent(day.hoursWorked, onDay) };
  });
}

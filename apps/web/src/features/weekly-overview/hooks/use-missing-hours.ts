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
import { isSettled } from '../lib/settled';

/**
 * The past workdays of this week and last week (from today, whatever week is shown) with fewer hours than
 * their working hours, oldest first, and whether that is settled. Both weeks are the overview's own cache
 * entries (the neighbouring weeks are loaded ahead anyway), asked for beside the shown week: the day's cards
 * wait until the banner above them is known, so that it never pushes them down once they show. Hours saved
 * on the phone and not yet sent count: a day booked offline is not missing. An employee without registration
 * rights books nothing himself (the office does): nothing is missing for him, and nothing is while his rights
 * are not known yet, so the banner never flashes.
 */
export function useMissingHours(
  rights: Rights | undefined,
  rightsSettled: boolean,
): { days: MissingHoursDay[]; settled: boolean } {
  const { account, signedIn } = useAccount();
  const today = todayInAmsterdam();
  const thisWeek = useQuery({ ...getWeekOverviewQueryOptions(account, today), enabled: signedIn });
  const lastWeek = useQuery({ ...getWeekOverviewQueryOptions(account, shiftDays(today, -7)), enabled: signedIn });
  const unsent = useOutboxItems();
  const mayRegister = rights !== undefined && canRegister(rights);
  if (!mayRegister) return { days: [], settled: rightsSettled };
  const days = missingHoursDays(today, (date) => {
    const day = overviewDayOf([thisWeek.data, lastWeek.data], date);
    if (!day) return undefined;
    const onDay = unsentOnDay(unsent, formatDate(date, 'api'));
    return { workingHours: day.workingHours, hoursWorked: dayTotalWithUnsent(day.hoursWorked, onDay) };
  });
  return { days, settled: isSettled(thisWeek) && isSettled(lastWeek) };
}

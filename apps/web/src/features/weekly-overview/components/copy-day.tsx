import { formatDate, isoWeekday, type OverviewDay, type Rights, type WeekOverviewResponse } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useAccount } from '../../../api/account';
import type { OutboxItem } from '../../../api/outbox/types';
import { getWeekOverviewQueryOptions } from '../../../api/week-overview';
import { nl } from '../../../i18n/nl';
import { unsentHours } from '../../outbox';
import { shiftDays, shortDayLabel } from '../lib/days';

// Its own chunk: most days are booked already, and the overview's first screen is near its budget.
const CopyDayPanel = lazy(() => import('./copy-day-panel'));

/** How far back the day to copy from is looked for: this week and the one before are loaded anyway. */
const LOOK_BACK_DAYS = 7;

interface CopyDayProps {
  date: Date;
  today: Date;
  day: OverviewDay | undefined;
  week: WeekOverviewResponse | undefined;
  rights: Rights | undefined;
  unsent: readonly OutboxItem[];
}

/**
 * The workday before `date` (Monday to Friday) with hours booked, from the week's data and the week before
 * (kept by the overview's prefetch): a day off in between is skipped, since copying nothing helps no one.
 */
function useSourceDay(date: Date, week: WeekOverviewResponse | undefined, enabled: boolean) {
  const { account, signedIn } = useAccount();
  const previous = useQuery({
    ...getWeekOverviewQueryOptions(account, shiftDays(date, -7)),
    enabled: signedIn && enabled,
  }).data;
  if (!enabled) return null;
  for (let back = 1; back <= LOOK_BACK_DAYS; back++) {
    const candidate = shiftDays(date, -back);
    if (isoWeekday(candidate) > 5) continue;
    const key = formatDate(candidate, 'overviewKey');
    const day = week?.[key] ?? previous?.[key];
    if (day && day.hoursWorked > 0) return { date: candidate, day };
  }
  return null;
}

/**
 * 'Neem over van ma 23-11' on a workday up to today with nothing booked (nor saved and unsent): opens the
 * list of that day's hours to book again here.
 */
export function CopyDay({ date, today, day, week, rights, unsent }: CopyDayProps) {
  const [open, setOpen] = useState(false);
  const empty =
    day !== undefined &&
    day.hoursWorked <= 0 &&
    unsentHours(unsent) === 0 &&
    isoWeekday(date) <= 5 &&
    formatDate(date, 'api') <= formatDate(today, 'api');
  const source = useSourceDay(date, week, empty);
  if (!empty || !source || !rights) return null;
  if (!open) {
    return (
      <button type="button" className="button button--secondary copy-day__open" onClick={() => setOpen(true)}>
        {nl.copyDay.open(shortDayLabel(source.date))}
      </button>
    );
  }
  return (
    <Suspense fallback={<p role="status">{nl.copyDay.loading}</p>}>
      <CopyDayPanel source={source} target={date} rights={rights} onClose={() => setOpen(false)} />
    </Suspense>
  );
}

import { formatDate, isoWeekday, type OverviewDay, type Rights, type WeekOverviewResponse } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useAccount } from '../../../api/account';
import { getWeekOverviewQueryOptions } from '../../../api/week-overview';
import { nl } from '../../../i18n/nl';
import { shiftDays, shortDayLabel } from '../lib/days';
import { isSettled } from '../lib/settled';

// Its own chunk again: loaded only when the button is tapped.
const CopyDayPanel = lazy(() => import('./copy-day-panel'));

/** How far back the day to copy from is looked for: this week and the one before are loaded anyway. */
const LOOK_BACK_DAYS = 7;

export interface SourceDay {
  date: Date;
  day: OverviewDay;
}

/**
 * The workday before `date` (Monday to Friday) with hours booked, from the week's data and the week before
 * (kept by the overview's prefetch): a day off in between is skipped, since copying nothing helps no one.
 * Settled once it is found, or once the week before has answered (or cannot).
 */
export function useSourceDay(
  date: Date,
  week: WeekOverviewResponse | undefined,
  enabled: boolean,
): { source: SourceDay | null; settled: boolean } {
  const { account, signedIn } = useAccount();
  const previous = useQuery({
    ...getWeekOverviewQueryOptions(account, shiftDays(date, -7)),
    enabled: signedIn && enabled,
  });
  for (let back = 1; back <= LOOK_BACK_DAYS; back++) {
    const candidate = shiftDays(date, -back);
    if (isoWeekday(candidate) > 5) continue;
    const key = formatDate(candidate, 'overviewKey');
    const day = week?.[key] ?? previous.data?.[key];
    if (day && day.hoursWorked > 0) return { source: { date: candidate, day }, settled: true };
  }
  return { source: null, settled: !enabled || isSettled(previous) };
}

interface CopyDayProps {
  date: Date;
  source: SourceDay;
  rights: Rights;
}

/**
 * 'Neem over van ma 23-11' (CopyDayOffer decides the day is empty): opens the list of that day's hours to
 * book again here.
 */
export function CopyDay({ date, source, rights }: CopyDayProps) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
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

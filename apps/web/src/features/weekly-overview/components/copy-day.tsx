import { formatDate, isoWeekday, type Rights, type WeekOverviewResponse } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useAccount } from '../../../api/account';
import { getWeekOverviewQueryOptions } from '../../../api/week-overview';
import { nl } from '../../../i18n/nl';
import { shiftDays, shortDayLabel } from '../lib/days';

// Its own chunk again: loaded only when the button is tapped.
const CopyDayPanel = lazy(() => import('./copy-day-panel'));

/** How far back the day to copy from is looked for: this week and the one before are loaded anyway. */
const LOOK_BACK_DAYS = 7;

interface CopyDayProps {
  date: Date;
  week: WeekOverviewResponse | undefined;
  rights: Rights;
}

/**
 * The workday before `date` (Monday to Friday) with hours booked, from the week's data and the week before
 * (kept by the overview's prefetch): a day off in between is skipped, since copying nothing helps no one.
 */
function useSourceDay(date: Date, week: WeekOverviewResponse | undefined) {
  const { account, signedIn } = useAccount();
  const previous = useQuery({ ...getWeekOverviewQueryOptions(account, shiftDays(date, -7)), enabled: signedIn }).data;
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
 * 'Neem over van ma 23-11' (CopyDayOffer decides the day is empty): opens the list of that day's hours to
 * book again here.
 */
export default function CopyDay({ date, week, rights }: CopyDayProps) {
  const [open, setOpen] = useState(false);
  const source = useSourceDay(date, week);
  if (!source) return null;
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

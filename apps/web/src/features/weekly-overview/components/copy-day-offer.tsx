import { formatDate, isoWeekday, type OverviewDay, type Rights, type WeekOverviewResponse } from '@bouwwerk/domain';
import { lazy, Suspense } from 'react';
import type { OutboxItem } from '../../../api/outbox/types';
import { unsentHours } from '../../outbox';

// Its own chunk: most days have hours already, and the overview's first screens are near their budget.
const CopyDay = lazy(() => import('./copy-day'));

interface CopyDayOfferProps {
  date: Date;
  today: Date;
  day: OverviewDay | undefined;
  week: WeekOverviewResponse | undefined;
  rights: Rights | undefined;
  unsent: readonly OutboxItem[];
}

/** Copying an earlier day is offered on a workday up to today with nothing booked, nor saved and unsent. */
export function CopyDayOffer({ date, today, day, week, rights, unsent }: CopyDayOfferProps) {
  const empty =
    day !== undefined &&
    day.hoursWorked <= 0 &&
    unsentHours(unsent) === 0 &&
    isoWeekday(date) <= 5 &&
    formatDate(date, 'api') <= formatDate(today, 'api');
  if (!empty || !rights) return null;
  return (
    <Suspense fallback={null}>
      <CopyDay date={date} week={week} rights={rights} />
    </Suspense>
  );
}

import { formatDate, isoWeekday, type OverviewDay, type Rights, type WeekOverviewResponse } from '@bouwwerk/domain';
import type { OutboxItem } from '../../../api/outbox/types';
import { unsentHours } from '../../outbox';
import { CopyDay, useSourceDay, type SourceDay } from './copy-day';

interface CopyDayOfferInput {
  date: Date;
  today: Date;
  day: OverviewDay | undefined;
  week: WeekOverviewResponse | undefined;
  rights: Rights | undefined;
  rightsSettled: boolean;
  unsent: readonly OutboxItem[];
}

export interface CopyDayOffer {
  /** The day to copy from, when copying is offered. */
  source: SourceDay | null;
  rights: Rights | undefined;
  /** Whether the offer is known: the rights, and where needed the week before, have answered (or cannot). */
  settled: boolean;
}

/** Copying an earlier day is offered on a workday up to today with nothing booked, nor saved and unsent. */
export function useCopyDayOffer({
  date,
  today,
  day,
  week,
  rights,
  rightsSettled,
  unsent,
}: CopyDayOfferInput): CopyDayOffer {
  const empty =
    day !== undefined &&
    day.hoursWorked <= 0 &&
    unsentHours(unsent) === 0 &&
    isoWeekday(date) <= 5 &&
    formatDate(date, 'api') <= formatDate(today, 'api');
  const offered = empty && rights !== undefined;
  const { source, settled } = useSourceDay(date, week, offered);
  return { source: offered ? source : null, rights, settled: rightsSettled && settled };
}

/**
 * 'Neem over van ma 23-11' above an empty day's cards. In the overview's own chunk (0.7 KB): loaded on its
 * own, it came a moment after the cards and pushed them down.
 */
export function CopyDayOffer({ date, offer }: { date: Date; offer: CopyDayOffer }) {
  if (!offer.source || !offer.rights) return null;
  return <CopyDay date={date} source={offer.source} rights={offer.rights} />;
}

import {
  formatDate,
  lastBookedOn,
  projectButtons,
  weekDays,
  workOrderButtons,
  type OverviewItem,
  type Rights,
} from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../lib/paths';
import { useAccount } from '../../../api/account';
import { getPartsQueryOptions, getWorksQueryOptions } from '../../../api/projects';
import { useWeekOverview } from '../../../api/week-overview';
import { nextBookingStep, worksForMode, type BookingStep } from '../../../lib/booking';
import { plannedHoursToBook } from '../lib/planned-hours';

/**
 * The works and parts a card's forms need are loaded ahead in idle time (use-prefetch-card-forms.ts) with this
 * freshness; asked for here with the same, so a card shown after that prefetch asks nothing again.
 */
const PLANNED_STALE_TIME = 30 * 60_000;

/**
 * The one form a project books hours on when there is only one way to it: a single work offered for hours
 * whose parts lead straight to a form (one open part, or none). Undefined while that is still being read;
 * null when there is more than one way, or it cannot be known (no connection, nothing kept).
 */
function useOnlyBookablePath(projectId: number | null): BookingStep | null | undefined {
  const { account, signedIn } = useAccount();
  const works = useQuery({
    ...getWorksQueryOptions(account, projectId),
    enabled: signedIn && projectId !== null,
    staleTime: PLANNED_STALE_TIME,
  });
  const offered = works.data ? worksForMode(works.data, 'hours') : [];
  const only = offered.length === 1 ? offered[0]! : null;
  const parts = useQuery({
    ...getPartsQueryOptions(account, only?.id ?? null),
    enabled: signedIn && only !== null,
    staleTime: PLANNED_STALE_TIME,
  });
  if (projectId === null) return null;
  const unknown = (query: typeof works | typeof parts) => query.isError || query.fetchStatus === 'paused';
  if (!works.data) return unknown(works) ? null : undefined;
  if (!only) return null;
  if (!parts.data) return unknown(parts) ? null : undefined;
  const step = nextBookingStep(only, parts.data, 'hours');
  return step.kind === 'form' ? step : null;
}

/**
 * Where 'Boek geplande uren' leads on a planned project or work order card: the hours form on the item's day,
 * filled in with the planned hours (plannedHours: never beyond what is left of the day) and, where known, the
 * hour type, so one tap on Opslaan books it. Null when the card offers no such button (not planned, hours
 * not allowed or locked, hours already booked on it that day, the day full); undefined while a project's target is still being read.
 *
 * A planning carries no work or part, so for a project the form is chosen as the employee would:
 * (a) the project's only bookable path (one work, one open part or none);
 * (b) else the work, part and hour type the employee booked last on this project this week, up to that day;
 * (c) else the work picker, with the hours carried on: more taps, still no keyboard.
 */
export function usePlannedBookingHref(
  item: OverviewItem,
  date: Date,
  rights: Rights | undefined,
): string | null | undefined {
  const week = useWeekOverview(date).data;
  // The hours button's own rule (locks, rights): where it is disabled or hidden, so is this one.
  const hoursButton =
    !item.expected || !rights
      ? 'hidden'
      : item.type === 'project'
        ? projectButtons(item, rights).hours
        : item.type === 'workorder'
          ? workOrderButtons(item, rights).hours
          : 'hidden';
  const only = useOnlyBookablePath(hoursButton === 'enabled' && item.type === 'project' ? item.id : null);
  if (hoursButton !== 'enabled' || item.type === 'indirect') return null;
  const hours = plannedHoursToBook(item, date, week);
  if (hours === null) return null;
  const key = formatDate(date, 'api');
  const daysSoFar = weekDays(date)
    .filter((day) => formatDate(day, 'api') <= key)
    .flatMap((day) => week?.[formatDate(day, 'overviewKey')] ?? []);
  const last = lastBookedOn(daysSoFar, { type: item.type, id: item.id });

  if (item.type === 'workorder')
    return paths.orderSubmit.getHoursHref(item.id, date, { hours, hourType: last?.hourTypeId });

  if (only === undefined) return undefined;
  const target =
    only?.kind === 'form' ? only : last ? { workId: last.workId, type: last.type, partId: last.partId } : null;
  if (!target)
    return paths.selectItem.getHref('hours', { project: item.id, date }, { hours, hourType: last?.hourTypeId });
  return paths.submit.getHref({
    task: target.workId,
    type: target.type,
    part: target.partId,
    form: 'hours',
    date,
    project: item.id,
    prefill: { hours, hourType: last?.hourTypeId },
  });
}

import { todayInAmsterdam, type ProjectItem, type Work } from '@bouwwerk/domain';
import { projectTitle } from '../lib/search';
import { isWorkClosed, worksForMode, type BookingMode as DomainBookingMode } from '../../../lib/booking';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { nl } from '../../../i18n/nl';
import { useAccount } from '../../../api/account';
import { getPartsQueryOptions, useProjectDay, useWorks } from '../../../api/projects';
import type { Choice } from '../components/booking-breadcrumb';
import { bookingContext, domainMode, modeOfPath } from '../lib/route-params';

/** A project of the day as the list's title rule sees it: the address, else the client, else the description. */
export const titleOfDay = (project: ProjectItem) =>
  projectTitle({ adres: project.address.street, opdrachgever: project.customer, description: project.description });

export const workLabel = (work: Pick<Work, 'omschrijving'>) => work.omschrijving.trim() || nl.booking.noDescription;

/**
 * What every step of a project booking knows: the mode of the route, the project and day of the query
 * (`project`, `date`), the project that day (for the submenu) and the works offered in the mode.
 */
export function useBookingFlow() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const mode = modeOfPath(pathname);
  const context = bookingContext(search);
  const date = context.date ?? todayInAmsterdam();
  const day = useProjectDay(context.project ?? 0, date, context.project !== null);
  const works = useWorks(context.project);
  const offered = useMemo(() => worksForMode(works.data ?? [], domainMode(mode)), [works.data, mode]);
  const closedWorks = useClosedWorks(offered, domainMode(mode));
  const workChoices: Choice[] = offered.map((work) => workChoice(work, closedWorks));
  return { mode, context, date, day, works, offered, workChoices, closedWorks };
}

/**
 * The works of `works` on which nothing can be booked in the mode: all their parts done, blocked or invoiced.
 * Their parts are fetched for it (kept, so the next step opens at once); a work whose parts are not known yet
 * counts as open.
 */
export function useClosedWorks(works: ReadonlyArray<{ id: number }>, mode: DomainBookingMode): ReadonlySet<number> {
  const { account, signedIn } = useAccount();
  const parts = useQueries({
    queries: works.map((work) => ({ ...getPartsQueryOptions(account, work.id), enabled: signedIn })),
  });
  const closed = new Set<number>();
  works.forEach((work, index) => {
    const data = parts[index]?.data;
    if (data && isWorkClosed(data, mode)) closed.add(work.id);
  });
  return closed;
}

/** A work's breadcrumb choice: greyed out (not active) when nothing on it can be booked. */
export const workChoice = (
  work: Pick<Work, 'id' | 'omschrijving' | 'active'>,
  closed: ReadonlySet<number>,
): Choice => ({
  id: work.id,
  label: closed.has(work.id) ? nl.booking.closedPart(workLabel(work), nl.booking.workClosed) : workLabel(work),
  active: work.active && !closed.has(work.id),
});

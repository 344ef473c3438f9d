import { todayInAmsterdam, type ProjectItem, type Work } from '@bouwwerk/domain';
import { projectTitle } from '../lib/search';
import { worksForMode } from '../../../lib/booking';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { nl } from '../../../i18n/nl';
import { useProjectDay, useWorks } from '../../../api/projects';
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
  const workChoices: Choice[] = offered.map((work) => ({ id: work.id, label: workLabel(work), active: work.active }));
  return { mode, context, date, day, works, offered, workChoices };
}

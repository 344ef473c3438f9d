import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { nl } from '../../../i18n/nl';
import { titleOfDay, useBookingFlow, workLabel } from '../hooks/use-booking-flow';
import { partsHref } from '../lib/booking-href';
import { BookingFrame } from './booking-frame';
import { EmptyState, LoadState } from './load-state';

/**
 * select/item and its hours, materials and OP variants: the works of the project (query `project`) offered
 * in the mode. A single work is chosen at once, replacing this step in the history, so Back from what follows
 * goes back to where the booking started. A work whose parts are all done, blocked or invoiced shows greyed out
 * (its parts are fetched here, which also makes the next step instant). The flow's history state travels on.
 */
export function SelectWorkPage() {
  const { mode, context, date, day, works, offered, closedWorks } = useBookingFlow();
  const location = useLocation();
  if (context.project === null) {
    return (
      <BookingFrame date={date}>
        <EmptyState title={nl.booking.chooseProject} />
        <Link className="button button--primary" to={paths.selectProject.getHref()}>
          {nl.titles.projects}
        </Link>
      </BookingFrame>
    );
  }
  const project = day.data?.project;

  if (works.data && offered.length === 1)
    return <Navigate replace to={partsHref(offered[0]!.id, mode, context)} state={location.state} />;

  return (
    <BookingFrame project={project} date={date} current={mode || undefined}>
      {project ? <h2 className="page-heading">{titleOfDay(project)}</h2> : null}
      {!works.data ? (
        <LoadState query={works} loading={nl.booking.loading} failed={nl.booking.loadFailed} retry={nl.booking.retry} />
      ) : offered.length === 0 ? (
        <EmptyState title={nl.booking.noWorks} />
      ) : (
        <ul className="booking-list" aria-label={nl.booking.works}>
          {offered.map((work) => {
            if (closedWorks.has(work.id)) {
              return (
                <li key={work.id}>
                  <span className="booking-list__row booking-list__row--closed" role="link" aria-disabled="true">
                    <span className="booking-list__label">{workLabel(work)}</span>
                    <span className="badge badge--muted">{nl.booking.workClosed}</span>
                  </span>
                </li>
              );
            }
            return (
              <li key={work.id}>
                <Link className="booking-list__row" to={partsHref(work.id, mode, context)} state={location.state}>
                  <span className="booking-list__label">{workLabel(work)}</span>
                  {work.soortId === 1 ? <span className="badge">{nl.booking.regie}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </BookingFrame>
  );
}

import type { Part } from '@bouwwerk/domain';
import { closureOf, isBookablePart, nextBookingStep, partKind, partsForMode, partType } from '../../../lib/booking';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { nl } from '../../../i18n/nl';
import { ApiError } from '../../../lib/api-client';
import { useParts } from '../../../api/projects';
import { titleOfDay, useBookingFlow } from '../hooks/use-booking-flow';
import { formHref, partsHref } from '../lib/booking-href';
import { domainMode, idParam } from '../lib/route-params';
import { BookingBreadcrumb } from './booking-breadcrumb';
import { BookingFrame } from './booking-frame';
import { EmptyState, LoadState } from './load-state';

/** Code plus description of a part, or 'Geen omschrijving'. */
export const partLabel = (part: Pick<Part, 'code' | 'omschrijving'>) =>
  [part.code.trim(), part.omschrijving.trim() || nl.booking.noDescription].filter(Boolean).join(' ');

/**
 * select/:task/part and its variants: the parts of a work in the mode, coloured by kind. When the routing rule
 * says the form comes next (no parts, one bookable part, OP without OP parts) it opens in this step's place.
 * A done, blocked or invoiced part shows greyed out with that reason: the server would refuse it. The flow's
 * history state (where it returns to) travels on.
 */
export function SelectPartPage() {
  const params = useParams();
  const workId = idParam(params.task);
  const { mode, context, date, day, works, offered, workChoices } = useBookingFlow();
  const parts = useParts(workId);
  const navigate = useNavigate();
  const location = useLocation();
  const project = day.data?.project;

  if (workId === null || (parts.error instanceof ApiError && parts.error.status === 404)) {
    return (
      <BookingFrame project={project} date={date}>
        <EmptyState title={nl.booking.noParts} />
      </BookingFrame>
    );
  }
  // The work's kind comes from the project's works; without a project, from its parts.
  const workKnown = context.project === null || works.data !== undefined;
  if (parts.data && workKnown) {
    const work = works.data?.find((w) => w.id === workId);
    const soortId = work?.soortId ?? parts.data[0]?.soortId ?? 0;
    const step = nextBookingStep({ id: workId, soortId }, parts.data, domainMode(mode));
    if (step.kind === 'form') return <Navigate replace to={formHref(step, mode, context)} state={location.state} />;
  }
  const shown = partsForMode(parts.data ?? [], domainMode(mode));
  const noneOpen = shown.length > 0 && !shown.some(isBookablePart);

  return (
    <BookingFrame project={project} date={date} current={mode || undefined}>
      {project ? <h2 className="page-heading">{titleOfDay(project)}</h2> : null}
      {offered.length > 0 ? (
        <BookingBreadcrumb
          project={project ? { id: project.id, title: titleOfDay(project) } : undefined}
          date={date}
          works={workChoices}
          workId={workId}
          onWorkChange={(next) =>
            void navigate(partsHref(next, mode, context), { replace: true, state: location.state })
          }
        />
      ) : null}
      {!parts.data ? (
        <LoadState query={parts} loading={nl.booking.loading} failed={nl.booking.loadFailed} retry={nl.booking.retry} />
      ) : shown.length === 0 ? (
        <EmptyState title={nl.booking.noParts} />
      ) : (
        <>
          {noneOpen ? <EmptyState title={nl.booking.noOpenParts} /> : null}
          <ul className="booking-list" aria-label={nl.booking.parts}>
            {shown.map((part) => {
              const kind = partKind(part);
              const closure = closureOf(part);
              if (closure) {
                return (
                  <li key={part.id}>
                    <span
                      className={`booking-list__row booking-list__row--${kind} booking-list__row--closed`}
                      role="link"
                      aria-disabled="true"
                    >
                      <span className="booking-list__label">{partLabel(part)}</span>
                      <span className="badge badge--muted booking-list__kind">{nl.booking.closed[closure]}</span>
                    </span>
                  </li>
                );
              }
              return (
                <li key={part.id}>
                  <Link
                    className={`booking-list__row booking-list__row--${kind}`}
                    to={formHref({ workId, type: partType(part), partId: part.id }, mode, context)}
                    state={location.state}
                  >
                    <span className="booking-list__label">{partLabel(part)}</span>
                    <span className="badge booking-list__kind">{nl.booking.kinds[kind]}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </BookingFrame>
  );
}

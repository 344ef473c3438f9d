import { formatDate, parseDate, shiftDays } from '@bouwwerk/domain';
import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import type { DayRegistrationsProps } from '../../../components/day-registrations-slot';
import { nl } from '../../../i18n/nl';
import { useDayRegistrations } from '../../../api/registrations';
import { useOutboxItems } from '../../../api/outbox';
import { UnsentItemList, writesForDayList } from '../../outbox';
import { useRegistrationEdits } from '../hooks/use-registration-edits';
import { RegistrationModals } from './registration-modals';
import { RegistrationGroups } from './registration-groups';
import './day-registrations.css';

/**
 * 'Registraties': the employee's bookings of one day on a project or work order, with their edit popups.
 * Each day is its own list: what was changed on one day is saved before another day (or page) shows.
 */
export function DayRegistrations(props: DayRegistrationsProps) {
  return <DayList key={`${props.source}|${props.id}|${props.date}`} {...props} />;
}

function DayList({
  source,
  id,
  date,
  singleDate = false,
  locked = false,
  plannedOnOrder = false,
  onDateChange,
}: DayRegistrationsProps) {
  const headingId = useId();
  const query = useDayRegistrations({ source, id, date });
  const groups = query.data ?? [];
  const edits = useRegistrationEdits();
  const day = parseDate(date, 'api');
  // Saved on the phone and not yet sent: new bookings as rows of their own, edits and deletes on their row.
  const unsent = writesForDayList(useOutboxItems(), { source, id, date });

  async function step(days: number) {
    if (!day || !onDateChange) return;
    // The changes of this day are saved first; when that fails the day stays, with its changes.
    if (await edits.flush()) onDateChange(formatDate(shiftDays(day, days), 'api'));
  }

  const showArrows = !singleDate && onDateChange !== undefined && day !== null;
  const canSave = edits.count > 0 && groups.length > 0 && !query.isPending && !locked;

  return (
    <section
      className={canSave ? 'day-registrations day-registrations--unsaved' : 'day-registrations'}
      aria-labelledby={headingId}
    >
      <header className="day-registrations__header">
        <h2 id={headingId} className="day-registrations__title">
          {nl.registrations.title}
        </h2>
        <div className="day-registrations__day">
          {showArrows ? (
            <button
              type="button"
              className="icon-button"
              aria-label={nl.registrations.previousDay}
              onClick={() => void step(-1)}
            >
              <ChevronLeftIcon />
            </button>
          ) : null}
          <p className="day-registrations__date">{day ? formatDate(day, 'heading') : date}</p>
          {showArrows ? (
            <button
              type="button"
              className="icon-button"
              aria-label={nl.registrations.nextDay}
              onClick={() => void step(1)}
            >
              <ChevronRightIcon />
            </button>
          ) : null}
        </div>
      </header>

      {query.isPending ? (
        <p className="day-registrations__status" role="status">
          {nl.registrations.loading}
        </p>
      ) : query.isError ? (
        <div className="day-registrations__status" role="alert">
          <p>{nl.registrations.loadFailed}</p>
          <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
            {nl.registrations.retry}
          </button>
        </div>
      ) : groups.length === 0 ? (
        unsent.bookings.length === 0 ? (
          <p className="day-registrations__status">{nl.registrations.empty}</p>
        ) : null
      ) : (
        <RegistrationGroups
          groups={groups}
          edits={edits.pending}
          unsent={unsent.changes}
          locked={locked}
          plannedOnOrder={plannedOnOrder}
          onEdit={edits.open}
        />
      )}
      <UnsentItemList items={unsent.bookings} label={nl.outbox.unsentGroup} />

      {canSave ? (
        <div className="day-registrations__save">
          <button
            type="button"
            className="button button--primary"
            aria-busy={edits.saving}
            disabled={edits.saving}
            onClick={() => void edits.flush()}
          >
            {edits.saving ? nl.registrations.saving : nl.registrations.save}
          </button>
        </div>
      ) : null}

      <RegistrationModals projectId={source === 'project' ? id : null} edits={edits} />
    </section>
  );
}

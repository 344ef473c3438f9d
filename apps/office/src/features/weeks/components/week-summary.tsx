import type { WeekReview } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { formatHours } from '../../planning';

/** A week's state as a badge, coloured by what it asks of the office. */
export function StateBadge({ state }: { state: WeekReview['state'] }) {
  return <span className={`badge week-state week-state--${state}`}>{nl.weeks.states[state]}</span>;
}

/**
 * One week of one employee in the overview: its state, the hours booked of the working hours, and the marks
 * that ask for a look ('3 afwijkingen', 'Gewijzigd na indienen'), and whether the phone reminded him to book.
 */
export function WeekSummary({ review }: { review: WeekReview }) {
  const text = nl.weeks;
  const booked = formatHours(review.bookedHours);
  const working = formatHours(review.workingHours);
  return (
    <span className="week-summary">
      <StateBadge state={review.state} />
      <span className="week-summary__hours">
        <span aria-hidden="true">{text.hoursOf(booked, working)}</span>
        <span className="visually-hidden">{text.hoursExplained(booked, working)}</span>
      </span>
      {review.deviationDays > 0 ? (
        <span className="badge badge--warning">{text.deviations(review.deviationDays)}</span>
      ) : null}
      {review.lateChanges > 0 ? <span className="badge week-late">{text.lateChanges}</span> : null}
      {review.remindedDays.length > 0 ? (
        <span className="badge">{text.reminded(review.remindedDays.length)}</span>
      ) : null}
    </span>
  );
}

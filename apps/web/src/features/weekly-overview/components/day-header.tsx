import { decimalToHhmm, formatDate, longWeekday, type OverviewDay } from '@bouwwerk/domain';
import type { OutboxItem } from '../../../api/outbox/types';
import { nl } from '../../../i18n/nl';
import { dayTotalWithUnsent, signedHhmm, unsentHours } from '../../outbox';

interface DayHeaderProps {
  id: string;
  date: Date;
  day: OverviewDay | undefined;
  /** The day's writes not yet sent: their hours count in the total, marked as not sent. */
  unsent: readonly OutboxItem[];
}

/**
 * The selected day in words, and the hours booked against the day's working hours when it has any (or when
 * hours were booked on the phone and not yet sent), those hours included and said apart.
 */
export function DayHeader({ id, date, day, unsent }: DayHeaderProps) {
  const notSent = unsentHours(unsent);
  const showHours = day !== undefined && (day.workingHours > 0 || notSent !== 0);
  const worked = day ? decimalToHhmm(dayTotalWithUnsent(day.hoursWorked, unsent)) : '';
  return (
    <div className="day-header">
      <h2 id={id} className="day-header__title">
        <span className="day-header__weekday">{longWeekday(date)}</span>{' '}
        <time dateTime={formatDate(date, 'api')}>{formatDate(date, 'heading')}</time>
      </h2>
      {showHours ? (
        <p className="day-header__hours">
          <span aria-hidden="true">
            <span className="day-header__hours-label">{nl.weeklyOverview.hoursWorked}</span>{' '}
            <span data-testid="day-hours">
              {worked} / {decimalToHhmm(day.workingHours)}
            </span>
          </span>
          <span className="visually-hidden">
            {nl.weeklyOverview.hoursWorkedOf(worked, decimalToHhmm(day.workingHours))}
          </span>
          {notSent !== 0 ? (
            <span className="day-header__unsent" data-testid="day-hours-unsent">
              {' '}
              ({nl.outbox.notSentHours(signedHhmm(notSent))})
            </span>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

import { decimalToHhmm, formatDate, longWeekday, type OverviewDay } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';

interface DayHeaderProps {
  id: string;
  date: Date;
  day: OverviewDay | undefined;
}

/** The selected day in words, and the hours booked against the day's working hours when it has any. */
export function DayHeader({ id, date, day }: DayHeaderProps) {
  const showHours = day !== undefined && day.workingHours > 0;
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
              {decimalToHhmm(day.hoursWorked)} / {decimalToHhmm(day.workingHours)}
            </span>
          </span>
          <span className="visually-hidden">
            {nl.weeklyOverview.hoursWorkedOf(decimalToHhmm(day.hoursWorked), decimalToHhmm(day.workingHours))}
          </span>
        </p>
      ) : null}
    </div>
  );
}

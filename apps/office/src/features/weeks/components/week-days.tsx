import type { WeekReviewDetail } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { formatDay, formatDayMonth, formatHours, formatWeekday } from '../../planning';

type Day = WeekReviewDetail['days'][number];
type Targets = Day['planned'];

/** A day off with nothing planned nor booked (a weekend) says nothing to a reviewer. */
const worthShowing = (day: Day) => day.workingHours > 0 || day.planned.length > 0 || day.booked.length > 0;

function TargetList({ targets }: { targets: Targets }) {
  if (targets.length === 0) return <span className="muted">{nl.weeks.nothing}</span>;
  return (
    <ul className="week-day__targets">
      {targets.map((target) => (
        <li key={`${target.kind}:${target.id}`}>{nl.weeks.targetHours(formatHours(target.hours), target.label)}</li>
      ))}
    </ul>
  );
}

/** Day by day what was planned and what was booked, and where they differ, in words. */
export function WeekDays({ days }: { days: WeekReviewDetail['days'] }) {
  const text = nl.weeks;
  return (
    <section className="week-review__days" aria-label={text.days}>
      <h2>{text.days}</h2>
      <ol className="week-days">
        {days.filter(worthShowing).map((day) => (
          <li key={day.date} className={day.deviations.length > 0 ? 'card week-day week-day--off' : 'card week-day'}>
            <h3 className="week-day__title">{formatDay(day.date)}</h3>
            <dl className="week-day__facts">
              <dt>{text.working}</dt>
              <dd>{formatHours(day.workingHours)}</dd>
              <dt>{text.planned}</dt>
              <dd>
                <TargetList targets={day.planned} />
              </dd>
              <dt>{text.booked}</dt>
              <dd>
                <TargetList targets={day.booked} />
              </dd>
            </dl>
            {day.deviations.length > 0 ? (
              <ul className="week-day__deviations">
                {day.deviations.map((deviation) => (
                  <li key={deviation} className="badge badge--warning">
                    {text.deviationLabels[deviation]}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="week-day__ok">{text.noDeviations}</p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The week's registrations, those written after it was submitted marked. */
export function WeekRegistrations({ registrations }: { registrations: WeekReviewDetail['registrations'] }) {
  const text = nl.weeks;
  return (
    <section className="week-review__registrations" aria-label={text.registrations}>
      <h2>{text.registrations}</h2>
      {registrations.length === 0 ? (
        <p className="muted">{text.noRegistrations}</p>
      ) : (
        <ul className="week-registrations">
          {registrations.map((registration) => (
            <li key={`${registration.kind}:${registration.id}`} className="week-registration">
              <span className="week-registration__when">
                {formatWeekday(registration.date)} {formatDayMonth(registration.date)}
              </span>
              <span className="week-registration__amount">
                {registration.kind === 'hours' ? formatHours(registration.amount) : registration.amount}{' '}
                {registration.what}
              </span>
              <span className="week-registration__target">
                {nl.planning.kinds[registration.target.kind]} {registration.target.label}
              </span>
              {registration.remark ? <span className="muted">{registration.remark}</span> : null}
              {registration.late ? <span className="badge week-late">{text.late}</span> : null}
              {registration.validated ? <span className="badge badge--done">{text.validated}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

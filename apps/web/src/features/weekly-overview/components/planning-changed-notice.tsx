import { parseDate } from '@bouwwerk/domain';
import { CalendarIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { shortDayLabel } from '../lib/days';
import './planning-changed-notice.css';

interface PlanningChangedNoticeProps {
  /** The days whose planning changed since they were last opened (yyyy-MM-dd). */
  changed: ReadonlySet<string>;
  onOpenDay: (day: Date) => void;
}

/** 'Planning gewijzigd: di 08-12', each day a button that opens it (and so clears its mark). */
export function PlanningChangedNotice({ changed, onOpenDay }: PlanningChangedNoticeProps) {
  const days = [...changed]
    .sort()
    .map((day) => parseDate(day, 'api'))
    .filter((day): day is Date => day !== null);
  if (days.length === 0) return null;
  return (
    <div className="planning-changed" role="status">
      <p className="planning-changed__label">
        <CalendarIcon />
        {nl.planningChanged.mark}:
      </p>
      <div className="planning-changed__days">
        {days.map((day) => (
          <button
            key={day.getTime()}
            type="button"
            className="planning-changed__day"
            aria-label={nl.planningChanged.notice(shortDayLabel(day))}
            onClick={() => onOpenDay(day)}
          >
            {shortDayLabel(day)}
          </button>
        ))}
      </div>
    </div>
  );
}

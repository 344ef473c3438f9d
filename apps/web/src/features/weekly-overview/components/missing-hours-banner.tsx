import { decimalToHhmm, type MissingHoursDay } from '@bouwwerk/domain';
import { AlertIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { isSameDay, shortDayLabel } from '../lib/days';
import './missing-hours-banner.css';

interface MissingHoursBannerProps {
  missing: readonly MissingHoursDay[];
  selected: Date;
  onOpenDay: (day: Date) => void;
}

/**
 * Names the first past workday still short of hours ('Nog geen uren op di 24-11'); a tap opens it. On that
 * day itself it is a line of text: there is nowhere else to go.
 */
export function MissingHoursBanner({ missing, selected, onOpenDay }: MissingHoursBannerProps) {
  const first = missing[0];
  if (!first) return null;
  const day = shortDayLabel(first.date);
  const text = first.none ? nl.missingHours.none(day) : nl.missingHours.some(decimalToHhmm(first.missing), day);
  const others = missing.length > 1 ? ` ${nl.missingHours.more(missing.length - 1)}` : '';
  const content = (
    <>
      <AlertIcon />
      <span>
        {text}
        {others}
      </span>
    </>
  );
  return (
    <div className="missing-hours" role="status">
      {isSameDay(first.date, selected) ? (
        <p className="missing-hours__text">{content}</p>
      ) : (
        <button type="button" className="missing-hours__button" onClick={() => onOpenDay(first.date)}>
          {content}
        </button>
      )}
    </div>
  );
}

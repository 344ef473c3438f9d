import { formatDate, isoWeekNumber, longWeekday, weekDays } from '@bouwwerk/domain';
import { useRef } from 'react';
import { AlertIcon, CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { useHorizontalSwipe, type SwipeDirection } from '../../../lib/use-horizontal-swipe';
import { isSameDay } from '../lib/days';
import './week-strip.css';

interface WeekStripProps {
  selected: Date;
  today: Date;
  /** The side the shown week came in from, for its slide-in; null for none. */
  enterFrom: SwipeDirection | null;
  /** The days short of hours (yyyy-MM-dd): marked with an icon, and said in the day's name. */
  missing?: ReadonlySet<string>;
  /** The days whose planning changed since they were last opened (yyyy-MM-dd): marked, and said in the name. */
  changed?: ReadonlySet<string>;
  onSelectDay: (day: Date) => void;
  onChangeWeek: (direction: SwipeDirection) => void;
}

/**
 * Monday to Sunday of the selected day's week. A tap picks a day; a swipe over more than a fifth of the
 * strip's width, or the arrow buttons (keyboard, mouse), go to the previous or next week.
 */
export function WeekStrip({ selected, today, enterFrom, missing, changed, onSelectDay, onChangeWeek }: WeekStripProps) {
  const days = weekDays(selected);
  const daysRef = useRef<HTMLOListElement>(null);
  const swipe = useHorizontalSwipe<HTMLDivElement>({
    onSwipe: onChangeWeek,
    onDrag: (dx) => {
      const list = daysRef.current;
      if (!list) return;
      // Follows the finger without re-rendering; released, it springs back (or the next week slides in).
      list.classList.toggle('week-strip__days--dragging', dx !== null);
      list.style.transform = dx === null ? '' : `translateX(${dx}px)`;
    },
  });
  const week = isoWeekNumber(selected);

  return (
    <div className="week-strip">
      <div className="week-strip__nav">
        <button
          type="button"
          className="icon-button"
          aria-label={nl.weeklyOverview.previousWeek}
          onClick={() => onChangeWeek('previous')}
        >
          <ChevronLeftIcon />
        </button>
        <p className="week-strip__week" aria-live="polite">
          {nl.weeklyOverview.week(week)}
        </p>
        <button
          type="button"
          className="icon-button"
          aria-label={nl.weeklyOverview.nextWeek}
          onClick={() => onChangeWeek('next')}
        >
          <ChevronRightIcon />
        </button>
      </div>
      <div className="week-strip__viewport" data-testid="week-strip" {...swipe}>
        <ol
          ref={daysRef}
          // A new week is a new list, which plays its slide-in once.
          key={formatDate(days[0]!, 'api')}
          className={enterFrom ? `week-strip__days week-strip__days--from-${enterFrom}` : 'week-strip__days'}
          aria-label={nl.weeklyOverview.days}
        >
          {days.map((day) => {
            const isToday = isSameDay(day, today);
            const isSelected = isSameDay(day, selected);
            const weekday = longWeekday(day);
            const isMissing = missing?.has(formatDate(day, 'api')) ?? false;
            const isChanged = changed?.has(formatDate(day, 'api')) ?? false;
            const name = nl.weeklyOverview.dayName(`${weekday} ${formatDate(day, 'heading')}`, isToday);
            const classes = ['week-strip__day'];
            if (isToday) classes.push('week-strip__day--today');
            if (isSelected) classes.push('week-strip__day--selected');
            return (
              <li key={weekday}>
                <button
                  type="button"
                  className={classes.join(' ')}
                  aria-pressed={isSelected}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={[
                    name,
                    ...(isChanged ? [nl.planningChanged.mark] : []),
                    ...(isMissing ? [nl.missingHours.dayMark] : []),
                  ].join(', ')}
                  onClick={() => onSelectDay(day)}
                >
                  {isMissing ? (
                    <span className="week-strip__missing" data-testid="missing-hours-mark">
                      <AlertIcon />
                    </span>
                  ) : null}
                  {isChanged ? (
                    <span className="week-strip__changed" data-testid="planning-changed-mark">
                      <CalendarIcon />
                    </span>
                  ) : null}
                  {/* The Dutch two-letter abbreviations (ma, di, wo, ...) are the weekday's first two letters. */}
                  <span className="week-strip__weekday">{weekday.slice(0, 2)}</span>
                  <span className="week-strip__date">{day.getDate()}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}

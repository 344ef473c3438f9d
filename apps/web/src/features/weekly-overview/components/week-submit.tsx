import { canRegister, offersWeekSubmit, todayInAmsterdam } from '@bouwwerk/domain';
import { lazy, Suspense, type ComponentType } from 'react';
import { useRights } from '../../../api/rights';

/**
 * A part of the week's submission, shown for a past week and for the current week from Friday on (earlier it is
 * not complete); only for an employee who may register, as the server refuses the others (403).
 */
function whereOffered(Part: ComponentType<{ date: Date }>) {
  return function Offered({ date }: { date: Date }) {
    const rights = useRights().data;
    if (!rights || !canRegister(rights) || !offersWeekSubmit(date, todayInAmsterdam())) return null;
    return (
      <Suspense fallback={null}>
        <Part date={date} />
      </Suspense>
    );
  };
}

// Their own chunk: they show for a complete week only, and the overview's first screen is near its budget.
const panel = () => import('./week-submit-panel');

/** 'Week indienen' under the day's cards, or how far the week is. */
export const WeekSubmit = whereOffered(lazy(panel));

/** The office's reason above a week it sent back (a week sent back was submitted, so offered). */
export const WeekSentBack = whereOffered(lazy(() => panel().then((m) => ({ default: m.WeekSentBackNotice }))));

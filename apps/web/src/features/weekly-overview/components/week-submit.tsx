import { canRegister, offersWeekSubmit, todayInAmsterdam } from '@bouwwerk/domain';
import { lazy, Suspense } from 'react';
import { useRights } from '../../../api/rights';

// Its own chunk: it shows at the end of a week only, and the overview's first screen is near its budget.
const WeekSubmitPanel = lazy(() => import('./week-submit-panel'));

/**
 * 'Week indienen' under the day's cards: for a past week, and for the current week from Friday on (earlier
 * it is not complete). Only for an employee who may register; the server refuses the others (403).
 */
export function WeekSubmit({ date }: { date: Date }) {
  const rights = useRights().data;
  if (!rights || !canRegister(rights) || !offersWeekSubmit(date, todayInAmsterdam())) return null;
  return (
    <Suspense fallback={null}>
      <WeekSubmitPanel date={date} />
    </Suspense>
  );
}

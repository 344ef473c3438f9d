import type { WeekReview, WeekReviews } from '@bouwwerk/domain';
import { hasWords } from '../../planning';
import type { WeeksView } from './weeks-address';

export interface OverviewCell {
  review: WeekReview;
  /** Whether the week passes the state and deviation filters; a week that does not is left blank. */
  shown: boolean;
}

export interface OverviewRow {
  id: number;
  name: string;
  active: boolean;
  cells: OverviewCell[];
}

type WeekFilter = Pick<WeeksView, 'state' | 'onlyDeviations'>;

export const weekMatches = (review: WeekReview, filter: WeekFilter) =>
  (filter.state === null || review.state === filter.state) && (!filter.onlyDeviations || review.deviationDays > 0);

/** A week 'Goedkeuren wat klopt' approves, as the server picks them: submitted, no deviation, no late change. */
export const isCleanWeek = (review: WeekReview) =>
  review.state === 'submitted' && review.deviationDays === 0 && review.lateChanges === 0;

/** How many weeks of the period 'Goedkeuren wat klopt' approves: every employee's, whatever the filters show. */
export const cleanWeekCount = (reviews: WeekReviews) =>
  reviews.employees.reduce((total, employee) => total + employee.weeks.filter(isCleanWeek).length, 0);

/** Whether a week holds anything to look at: an employee no longer active shows only for such weeks. */
const touched = (review: WeekReview) => review.state !== 'open' || review.bookedHours > 0;

/**
 * The rows of the overview: employees whose name has the search's words, and when a state or 'Alleen
 * afwijkingen' is chosen only those with a week that fits. An employee no longer active shows only with a week
 * he did something in.
 */
export function overviewRows(reviews: WeekReviews, view: Pick<WeeksView, 'search'> & WeekFilter): OverviewRow[] {
  const filtering = view.state !== null || view.onlyDeviations;
  return reviews.employees
    .filter((employee) => (employee.active || employee.weeks.some(touched)) && hasWords(employee.name, view.search))
    .map((employee) => ({
      id: employee.id,
      name: employee.name,
      active: employee.active,
      cells: employee.weeks.map((review) => ({ review, shown: weekMatches(review, view) })),
    }))
    .filter((row) => !filtering || row.cells.some((cell) => cell.shown));
}

import { PLANNING_BOARD_WEEKS, type EmployeeRight } from '@bouwwerk/domain';
import { addDays, isValidDate, mondayOf, today } from './board-dates';
import { BOARD_GROUPINGS, RIGHT_SLUGS, type BoardGrouping } from './board-groups';

export type BoardWeeks = (typeof PLANNING_BOARD_WEEKS)[number];

/** The board's view, kept in the address so that a reload or a shared link shows the same period and rows. */
export interface BoardView {
  /** The Monday of the first week shown. */
  from: string;
  weeks: BoardWeeks;
  /** Part of an employee's name. */
  search: string;
  /** Only employees with a line on this project in the period; null for all. */
  projectId: number | null;
  /** Rows under a header per team, or one list. */
  grouping: BoardGrouping;
  /** Only employees who have this right; null for all. */
  right: EmployeeRight | null;
}

const PARAMS = {
  from: 'van',
  weeks: 'weken',
  search: 'zoek',
  project: 'project',
  grouping: 'groep',
  right: 'recht',
} as const;
const DEFAULT_GROUPING: BoardGrouping = 'none';
const DEFAULT_WEEKS: BoardWeeks = 2;

const asWeeks = (value: string | null): BoardWeeks =>
  PLANNING_BOARD_WEEKS.find((weeks) => String(weeks) === value) ?? DEFAULT_WEEKS;

const asGrouping = (value: string | null): BoardGrouping =>
  BOARD_GROUPINGS.find((grouping) => grouping === value) ?? DEFAULT_GROUPING;

const asRight = (value: string | null): EmployeeRight | null =>
  (Object.keys(RIGHT_SLUGS) as EmployeeRight[]).find((right) => RIGHT_SLUGS[right] === value) ?? null;

/**
 * The view an address names; what it leaves out (or gets wrong) is the current week, two weeks, everyone,
 * ungrouped.
 */
export function readBoardView(params: URLSearchParams, now = new Date()): BoardView {
  const from = params.get(PARAMS.from) ?? '';
  const project = Number(params.get(PARAMS.project) ?? '');
  return {
    from: mondayOf(isValidDate(from) ? from : today(now)),
    weeks: asWeeks(params.get(PARAMS.weeks)),
    search: params.get(PARAMS.search) ?? '',
    projectId: Number.isSafeInteger(project) && project > 0 ? project : null,
    grouping: asGrouping(params.get(PARAMS.grouping)),
    right: asRight(params.get(PARAMS.right)),
  };
}

/** The address of a view, its defaults left out. */
export function writeBoardView(view: BoardView): URLSearchParams {
  const params = new URLSearchParams({ [PARAMS.from]: view.from });
  if (view.weeks !== DEFAULT_WEEKS) params.set(PARAMS.weeks, String(view.weeks));
  if (view.search !== '') params.set(PARAMS.search, view.search);
  if (view.projectId !== null) params.set(PARAMS.project, String(view.projectId));
  if (view.grouping !== DEFAULT_GROUPING) params.set(PARAMS.grouping, view.grouping);
  if (view.right !== null) params.set(PARAMS.right, RIGHT_SLUGS[view.right]);
  return params;
}

/** The period before (-1) or after (1) the one shown, as long as it. */
export const shiftPeriod = (view: BoardView, direction: -1 | 1): BoardView => ({
  ...view,
  from: addDays(view.from, direction * view.weeks * 7),
});

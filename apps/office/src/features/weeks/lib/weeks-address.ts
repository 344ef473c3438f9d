import { WEEK_REVIEW_SPANS, WEEK_STATES, type WeekState } from '@bouwwerk/domain';
import { addDays, isValidDate, mondayOf, today } from '../../planning';

export type WeekSpan = (typeof WEEK_REVIEW_SPANS)[number];

/** What Weken shows, kept in the address so that a reload or a shared link shows the same period and weeks. */
export interface WeeksView {
  /** The Monday of the first week shown. */
  from: string;
  weeks: WeekSpan;
  /** Part of an employee's name. */
  search: string;
  /** Only weeks in this state; null for all. */
  state: WeekState | null;
  /** Only weeks with a day whose bookings differ from the planning. */
  onlyDeviations: boolean;
}

const PARAMS = { from: 'van', weeks: 'weken', search: 'zoek', state: 'status', deviations: 'afwijkingen' } as const;
const DEFAULT_WEEKS: WeekSpan = 4;

/** The states as the address names them, in Dutch like the rest of it. */
export const STATE_SLUGS: Record<WeekState, string> = {
  open: 'open',
  submitted: 'ingediend',
  approved: 'goedgekeurd',
  'sent-back': 'teruggestuurd',
};

const asWeeks = (value: string | null): WeekSpan =>
  WEEK_REVIEW_SPANS.find((weeks) => String(weeks) === value) ?? DEFAULT_WEEKS;

const asState = (value: string | null): WeekState | null =>
  WEEK_STATES.find((state) => STATE_SLUGS[state] === value) ?? null;

/** The first Monday of a period of `weeks` whose last week is the current one: what a reviewer looks at first. */
export const periodUpToNow = (weeks: number, now = new Date()) => addDays(mondayOf(today(now)), -(weeks - 1) * 7);

/** The view an address names; what it leaves out (or gets wrong) is the 4 weeks up to this one, everyone, all. */
export function readWeeksView(params: URLSearchParams, now = new Date()): WeeksView {
  const from = params.get(PARAMS.from) ?? '';
  const weeks = asWeeks(params.get(PARAMS.weeks));
  return {
    from: isValidDate(from) ? mondayOf(from) : periodUpToNow(weeks, now),
    weeks,
    search: params.get(PARAMS.search) ?? '',
    state: asState(params.get(PARAMS.state)),
    onlyDeviations: params.get(PARAMS.deviations) === 'ja',
  };
}

/** The address of a view, its defaults left out (but always its period, which 'today' would move). */
export function writeWeeksView(view: WeeksView): URLSearchParams {
  const params = new URLSearchParams({ [PARAMS.from]: view.from });
  if (view.weeks !== DEFAULT_WEEKS) params.set(PARAMS.weeks, String(view.weeks));
  if (view.search !== '') params.set(PARAMS.search, view.search);
  if (view.state !== null) params.set(PARAMS.state, STATE_SLUGS[view.state]);
  if (view.onlyDeviations) params.set(PARAMS.deviations, 'ja');
  return params;
}

/** The period before (-1) or after (1) the one shown, as long as it. */
export const shiftPeriod = (view: WeeksView, direction: -1 | 1): WeeksView => ({
  ...view,
  from: addDays(view.from, direction * view.weeks * 7),
});

/** Another number of weeks, ending at the same week: the one looked at stays in view. */
export const withSpan = (view: WeeksView, weeks: WeekSpan): WeeksView => ({
  ...view,
  weeks,
  from: addDays(view.from, (view.weeks - weeks) * 7),
});

/** The last Monday of the view. */
export const lastMonday = (view: Pick<WeeksView, 'from' | 'weeks'>) => addDays(view.from, (view.weeks - 1) * 7);

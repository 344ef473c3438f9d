import {
  REGISTRATION_KINDS,
  REGISTRATION_STATUSES,
  REVIEW_GROUPINGS,
  RegistrationReviewQuerySchema,
  WEEK_STATES,
  type RegistrationStatus,
  type ReviewedRegistrationKind,
  type ReviewFilters,
  type ReviewGroup,
  type ReviewGrouping,
  type WeekState,
} from '@bouwwerk/domain';
import { addDays, isValidDate } from '../../planning';

/** What the grid shows: a period (both days included) and the narrowing filters, absent for all. */
export interface RegistrationFilter extends ReviewFilters {
  /** 'Groeperen': the registrations gathered per employee and week or per project; absent: one list. */
  groupBy?: ReviewGrouping;
}

/** The filters in the address, with Dutch names and values as the rest of the console's addresses. */
const PARAM = {
  from: 'van',
  to: 'tot',
  employeeId: 'medewerker',
  projectId: 'project',
  workOrderId: 'werkbon',
  indirectTypeId: 'indirect',
  kind: 'soort',
  status: 'status',
  weekState: 'week',
  groupBy: 'groep',
} as const satisfies Record<keyof RegistrationFilter, string>;

const KIND_WORDS = { hours: 'uren', material: 'materiaal' } satisfies Record<ReviewedRegistrationKind, string>;
const STATUS_WORDS = {
  open: 'open',
  validated: 'gevalideerd',
  invoiced: 'gefactureerd',
  closed: 'afgesloten',
} satisfies Record<RegistrationStatus, string>;
const GROUPING_WORDS = { 'employee-week': 'medewerker-week', project: 'project' } satisfies Record<
  ReviewGrouping,
  string
>;
const WEEK_WORDS = {
  open: 'niet-ingediend',
  submitted: 'ingediend',
  approved: 'goedgekeurd',
  'sent-back': 'teruggestuurd',
} satisfies Record<WeekState, string>;

/** The value whose Dutch word the address holds, or undefined for a word the page offers no filter for. */
function fromWord<V extends string>(values: readonly V[], words: Record<V, string>, word: string | null) {
  return values.find((value) => words[value] === word);
}

const idOf = (value: string | null) => (value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined);

/** The month the day is in, from its first day to its last. */
export function monthOf(day: string): { from: string; to: string } {
  const from = `${day.slice(0, 8)}01`;
  const nextMonth = addDays(from, 31);
  return { from, to: addDays(`${nextMonth.slice(0, 8)}01`, -1) };
}

/** What the address asks for; without a period the month of `today`, and a hand-edited value is left out. */
export function readRegistrationFilter(params: URLSearchParams, today: string): RegistrationFilter {
  const month = monthOf(today);
  const day = (name: string, fallback: string) => {
    const value = params.get(name);
    return value !== null && isValidDate(value) ? value : fallback;
  };
  const filter: RegistrationFilter = { from: day(PARAM.from, month.from), to: day(PARAM.to, month.to) };
  const ids = ['employeeId', 'projectId', 'workOrderId', 'indirectTypeId'] as const;
  for (const key of ids) {
    const id = idOf(params.get(PARAM[key]));
    if (id !== undefined) filter[key] = id;
  }
  const kind = fromWord(REGISTRATION_KINDS, KIND_WORDS, params.get(PARAM.kind));
  const status = fromWord(REGISTRATION_STATUSES, STATUS_WORDS, params.get(PARAM.status));
  const weekState = fromWord(WEEK_STATES, WEEK_WORDS, params.get(PARAM.weekState));
  const groupBy = fromWord(REVIEW_GROUPINGS, GROUPING_WORDS, params.get(PARAM.groupBy));
  return {
    ...filter,
    ...(kind ? { kind } : {}),
    ...(status ? { status } : {}),
    ...(weekState ? { weekState } : {}),
    ...(groupBy ? { groupBy } : {}),
  };
}

export function writeRegistrationFilter(filter: RegistrationFilter): URLSearchParams {
  const params = new URLSearchParams({ [PARAM.from]: filter.from, [PARAM.to]: filter.to });
  for (const key of ['employeeId', 'projectId', 'workOrderId', 'indirectTypeId'] as const) {
    const id = filter[key];
    if (id !== undefined) params.set(PARAM[key], String(id));
  }
  if (filter.kind) params.set(PARAM.kind, KIND_WORDS[filter.kind]);
  if (filter.status) params.set(PARAM.status, STATUS_WORDS[filter.status]);
  if (filter.weekState) params.set(PARAM.weekState, WEEK_WORDS[filter.weekState]);
  if (filter.groupBy) params.set(PARAM.groupBy, GROUPING_WORDS[filter.groupBy]);
  return params;
}

/** The filter as the API's query parameters, without the page's `after` and without how the page groups. */
export function apiParams({ groupBy: _groupBy, ...filter }: RegistrationFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** Whether the server takes the period: the route's own schema says, before anything is asked. */
export const isPeriodValid = (filter: RegistrationFilter) =>
  RegistrationReviewQuerySchema.safeParse(apiParams(filter)).success;

/**
 * The filter narrowed to one group's registrations: an employee's days of the week within the period, or what
 * they were booked on. Undefined for a group that cannot be narrowed to (registrations without an employee).
 */
export function groupFilter(filter: RegistrationFilter, group: ReviewGroup): ReviewFilters | undefined {
  const { groupBy: _groupBy, ...rest } = filter;
  if (group.weekStart !== null) {
    if (group.employee === null) return undefined;
    const sunday = addDays(group.weekStart, 6);
    return {
      ...rest,
      employeeId: group.employee.id,
      from: group.weekStart > rest.from ? group.weekStart : rest.from,
      to: sunday < rest.to ? sunday : rest.to,
    };
  }
  if (group.target === null) return undefined;
  const key = { project: 'projectId', workOrder: 'workOrderId', indirect: 'indirectTypeId' } as const;
  return { ...rest, [key[group.target.kind]]: group.target.id };
}

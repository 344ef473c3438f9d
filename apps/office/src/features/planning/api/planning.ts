import type {
  PlanningBoard,
  PlanningCopyWeek,
  PlanningLine,
  PlanningLineInput,
  PlanningLineUpdate,
} from '@bouwwerk/domain';
import { queryOptions } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

const PLANNING = '/office/v1/planning';

/** Every period of the board, which a write may change. */
export const PLANNING_KEY = keys.planning;
export const boardKey = (from: string, weeks: number) => [...PLANNING_KEY, from, weeks] as const;

const boardPath = (from: string, weeks: number, employeeIds?: readonly number[]) => {
  const params = new URLSearchParams({ from, weeks: String(weeks) });
  if (employeeIds) params.set('employeeIds', employeeIds.join(','));
  return `${PLANNING}?${params.toString()}`;
};

/** The board of a period; kept up to date by the live stream (use-live-board.ts) rather than by asking again. */
export const boardQuery = (from: string, weeks: number) =>
  queryOptions({
    queryKey: boardKey(from, weeks),
    queryFn: ({ signal }) => api<PlanningBoard>(boardPath(from, weeks), { signal }),
  });

/** Only these employees' rows of the period, for a board that heard they changed. */
export const fetchRows = (from: string, weeks: number, employeeIds: readonly number[]) =>
  api<PlanningBoard>(boardPath(from, weeks, employeeIds));

export const createLine = (body: PlanningLineInput) => api<PlanningLine>(PLANNING, { method: 'POST', body });

export const updateLine = (id: number, body: PlanningLineUpdate) =>
  api<PlanningLine>(`${PLANNING}/${id}`, { method: 'PUT', body });

export const deleteLine = (id: number, version: number) =>
  api(`${PLANNING}/${id}?version=${version}`, { method: 'DELETE' });

export const copyWeek = (body: PlanningCopyWeek) =>
  api<{ copied: number; skipped: number }>(`${PLANNING}/copy-week`, { method: 'POST', body });

import type { Part, Work } from '@bouwwerk/domain';
import { useAccountQuery } from './account-query';

/** GET /v1/projecten/{id}/onderdelen: the works of a project. */
export const useWorks = (projectId: number | null) =>
  useAccountQuery<Work[]>(['works', projectId], projectId === null ? null : `/v1/projecten/${projectId}/onderdelen`);

/** GET /v1/werken/{id}/onderdelen: the parts (budgets, stelposten, other project costs) of a work. */
export const useParts = (workId: number | null) =>
  useAccountQuery<Part[]>(['parts', workId], workId === null ? null : `/v1/werken/${workId}/onderdelen`);

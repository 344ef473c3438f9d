import type { NamedType, Part, Work } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAuthenticated, usePassport } from '../../../state/passport';

/** A list the edit popup chooses from, cached per account so another account never sees it. */
function useAccountList<T>(name: string, path: string | null) {
  const passport = usePassport();
  return useQuery({
    queryKey: ['registrations-choices', passport?.organisation.toLowerCase() ?? '', passport?.userID ?? 0, name, path],
    queryFn: ({ signal }) => api<T[]>(path!, { signal }),
    enabled: isAuthenticated(passport) && path !== null,
  });
}

/** GET /v1/uursoorten: the Soort list of the edit-hours popup. */
export const useHourTypes = () => useAccountList<NamedType>('hour-types', '/v1/uursoorten');

/** GET /v1/projecten/{id}/onderdelen: the works a project booking can move to. */
export const useProjectWorks = (projectId: number | null) =>
  useAccountList<Work>('works', projectId === null ? null : `/v1/projecten/${projectId}/onderdelen`);

/** GET /v1/werken/{id}/onderdelen: the budgets, stelposten and other-cost parts of a work. */
export const useWorkParts = (workId: number | null) =>
  useAccountList<Part>('parts', workId === null ? null : `/v1/werken/${workId}/onderdelen`);

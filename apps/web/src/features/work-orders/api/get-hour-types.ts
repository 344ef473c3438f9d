import type { NamedType } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePassport } from '../../../state/passport';

/** GET /v1/uursoorten: the company's active hour types, in the office's order (the first is preselected). */
export function getHourTypesQueryOptions(organisation: string) {
  return queryOptions({
    queryKey: ['hour-types', organisation.toLowerCase()],
    queryFn: ({ signal }) => api<NamedType[]>('/v1/uursoorten', { signal }),
    // The office rarely changes them; one fetch per visit is plenty.
    staleTime: 60 * 60_000,
  });
}

export function useHourTypes() {
  const passport = usePassport();
  return useQuery({ ...getHourTypesQueryOptions(passport?.organisation ?? ''), enabled: passport !== null });
}

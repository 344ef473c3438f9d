import type { LastModifiedResponse } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAuthenticated, usePassport, type Passport } from '../../../state/passport';

type Owner = Pick<Passport, 'organisation' | 'userID'>;

/** GET /v1/materialen/lastmodified: the stamp of the company's catalogue; it changes with every new catalogue. */
export function getMaterialsLastModified(signal?: AbortSignal): Promise<LastModifiedResponse> {
  return api<LastModifiedResponse>('/v1/materialen/lastmodified', { signal });
}

export function getMaterialsLastModifiedQueryOptions(owner: Owner) {
  return queryOptions({
    queryKey: ['materials-last-modified', owner.organisation.toLowerCase(), owner.userID],
    queryFn: ({ signal }) => getMaterialsLastModified(signal),
    staleTime: 0,
  });
}

/** The signed-in employee's catalogue stamp, asked afresh on every use. */
export function useMaterialsLastModified() {
  const passport = usePassport();
  return useQuery({
    ...getMaterialsLastModifiedQueryOptions(passport ?? { organisation: '', userID: 0 }),
    enabled: isAuthenticated(passport),
  });
}

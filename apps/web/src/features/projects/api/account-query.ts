import { useQuery, type QueryKey } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAuthenticated, usePassport } from '../../../state/passport';

/**
 * A GET of the signed-in account: the cache key starts with the account, so another account on the same
 * device never sees this one's projects. `key` names the resource; `path` is the call of the call table.
 */
export function useAccountQuery<T>(key: QueryKey, path: string | null) {
  const passport = usePassport();
  return useQuery({
    queryKey: ['projects', passport?.organisation.toLowerCase() ?? '', passport?.userID ?? 0, ...key],
    queryFn: ({ signal }) => api<T>(path!, { signal }),
    enabled: isAuthenticated(passport) && path !== null,
  });
}

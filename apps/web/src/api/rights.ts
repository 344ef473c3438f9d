import { NO_RIGHTS_USER_ID, rightsFromResponse, type Rights, type RightsResponse } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { usePassport, type Passport } from '../state/passport';
import { accountKeys, type Account } from './keys';

/** GET /v1/medewerker/{userId}/rechten: what the signed-in employee may do. */
export async function getRights(userID: number, signal?: AbortSignal): Promise<Rights> {
  const response = await api<RightsResponse>(`/v1/medewerker/${encodeURIComponent(userID)}/rechten`, { signal });
  return rightsFromResponse(response);
}

/** Rights of a user id -1 are never fetched. */
export function hasFetchableRights(passport: Passport | null): passport is Passport {
  return passport !== null && passport.userID !== NO_RIGHTS_USER_ID;
}

export function getRightsQueryOptions(account: Account) {
  return queryOptions({
    queryKey: accountKeys(account).rights(),
    queryFn: ({ signal }) => getRights(account.userID, signal),
  });
}

/** The signed-in employee's rights; undefined while loading or when there is nobody to ask for. */
export function useRights() {
  const passport = usePassport();
  return useQuery({
    ...getRightsQueryOptions(passport ?? { organisation: '', userID: NO_RIGHTS_USER_ID }),
    enabled: hasFetchableRights(passport),
  });
}

import { NO_RIGHTS_USER_ID, rightsFromResponse, type Rights, type RightsResponse } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conditionalGet } from '../lib/conditional-get';
import { usePassport, type Passport } from '../state/passport';
import { accountKeys, type Account } from './keys';

/** Rights of a user id -1 are never fetched. */
export function hasFetchableRights(passport: Passport | null): passport is Passport {
  return passport !== null && passport.userID !== NO_RIGHTS_USER_ID;
}

export function getRightsQueryOptions(account: Account) {
  return queryOptions({
    queryKey: accountKeys(account).rights(),
    // GET /v1/medewerker/{userId}/rechten: what the signed-in employee may do.
    queryFn: (context) =>
      conditionalGet<RightsResponse, Rights>(
        `/v1/medewerker/${encodeURIComponent(account.userID)}/rechten`,
        context,
        rightsFromResponse,
      ),
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

import type { NamedType } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useAccount } from './account';
import { accountKeys, type Account } from './keys';

/** The office rarely changes these lists and no booking does: one fetch per visit is plenty. */
const CHOICES_STALE_TIME = 60 * 60_000;

/** GET /v1/uursoorten: the company's active hour types, its default first (preselected), then the office's order. */
export function getHourTypesQueryOptions(account: Account) {
  return queryOptions({
    queryKey: accountKeys(account).hourTypes(),
    queryFn: ({ signal }) => api<NamedType[]>('/v1/uursoorten', { signal }),
    staleTime: CHOICES_STALE_TIME,
  });
}

/** The Soort list of every hours form: project hours, order hours and the edit popup. */
export function useHourTypes() {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getHourTypesQueryOptions(account), enabled: signedIn });
}

/** GET /v1/overigeprojectkosten: what an other project cost can be. */
export function getOtherCostTypesQueryOptions(account: Account) {
  return queryOptions({
    queryKey: accountKeys(account).otherCostTypes(),
    queryFn: ({ signal }) => api<NamedType[]>('/v1/overigeprojectkosten', { signal }),
    staleTime: CHOICES_STALE_TIME,
  });
}

export function useOtherCostTypes() {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getOtherCostTypesQueryOptions(account), enabled: signedIn });
}

/** GET /v1/indirectewerken: the Soort list of the leave form (leave, illness, training, ...). */
export function getIndirectWorkTypesQueryOptions(account: Account) {
  return queryOptions({
    queryKey: accountKeys(account).indirectWorkTypes(),
    queryFn: ({ signal }) => api<NamedType[]>('/v1/indirectewerken', { signal }),
    staleTime: CHOICES_STALE_TIME,
  });
}

export function useIndirectWorkTypes() {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getIndirectWorkTypesQueryOptions(account), enabled: signedIn });
}

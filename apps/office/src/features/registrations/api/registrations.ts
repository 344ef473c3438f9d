import {
  REVIEW_PAGE_MAX,
  type OfficeHourCorrection,
  type OfficeMaterialCorrection,
  type RegistrationPeriod,
  type RegistrationPeriodInput,
  type RegistrationReviewPage,
  type RegistrationValidation,
  type RegistrationValidationResult,
  type ReviewedRegistration,
  type ReviewFilters,
  type ReviewGrouping,
  type ReviewGroups,
} from '@bouwwerk/domain';
import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';
import { apiParams } from '../lib/registration-filter';

const V1 = '/office/v1';

/** The period's registrations in date order, the largest page the server gives; the next starts after the last. */
export const registrationsQuery = (filter: ReviewFilters) => {
  const params = apiParams(filter);
  return infiniteQueryOptions({
    queryKey: keys.registrationPage(params),
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ ...params, limit: String(REVIEW_PAGE_MAX) });
      if (pageParam) query.set('after', pageParam);
      return api<RegistrationReviewPage>(`${V1}/registrations?${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // A long period holds 100,000 rows: comparing every one with the last answer's on each page costs more than
    // the grid gains, as it keeps nothing by a row's identity.
    structuralSharing: false,
  });
};

/** 'Groeperen': the period's registrations per employee and week, or per project, with their totals. */
export const registrationGroupsQuery = (filter: ReviewFilters, by: ReviewGrouping) => {
  const params = { ...apiParams(filter), by };
  return queryOptions({
    queryKey: keys.registrationGroups(params),
    queryFn: ({ signal }) => api<ReviewGroups>(`${V1}/registrations/groups?${new URLSearchParams(params)}`, { signal }),
  });
};

export const registrationPeriodQuery = queryOptions({
  queryKey: keys.registrationPeriod,
  queryFn: ({ signal }) => api<RegistrationPeriod>(`${V1}/registration-period`, { signal }),
});

/**
 * A write changed registrations: the grid asks again, and so do what counts them (Weken, the Planbord's booked
 * hours) and the Logboek that keeps the change.
 */
function registrationsChanged(queryClient: QueryClient) {
  for (const queryKey of [keys.registrations, keys.weekReviews, keys.planning, keys.auditLogs])
    void queryClient.invalidateQueries({ queryKey });
}

export async function correctRegistration(
  queryClient: QueryClient,
  row: Pick<ReviewedRegistration, 'kind' | 'id'>,
  body: OfficeHourCorrection | OfficeMaterialCorrection,
) {
  try {
    return await api<ReviewedRegistration>(`${V1}/registrations/${row.kind}/${row.id}`, { method: 'PATCH', body });
  } finally {
    // A refusal too: it says the row changed under the form (closed, approved), which the grid then shows.
    registrationsChanged(queryClient);
  }
}

export async function validateRegistrations(queryClient: QueryClient, body: RegistrationValidation) {
  const result = await api<RegistrationValidationResult>(`${V1}/registrations/validation`, { method: 'POST', body });
  registrationsChanged(queryClient);
  return result;
}

export async function setRegistrationPeriod(queryClient: QueryClient, body: RegistrationPeriodInput) {
  const period = await api<RegistrationPeriod>(`${V1}/registration-period`, { method: 'PUT', body });
  queryClient.setQueryData(keys.registrationPeriod, period);
  registrationsChanged(queryClient);
  return period;
}

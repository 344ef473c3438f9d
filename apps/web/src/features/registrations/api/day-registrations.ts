import type { RegistrationGroup } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import type { DayRegistrationsProps } from '../../../components/day-registrations-slot';
import { api } from '../../../lib/api-client';
import { isAuthenticated, usePassport } from '../../../state/passport';

type Source = Pick<DayRegistrationsProps, 'source' | 'id' | 'date'>;

/** GET /v1/project/{id}/registrations/{date} or GET /v1/orders/{id}/registrations/{date}. */
export function dayRegistrationsPath({ source, id, date }: Source): string {
  const base = source === 'project' ? '/v1/project' : '/v1/orders';
  return `${base}/${encodeURIComponent(id)}/registrations/${encodeURIComponent(date)}`;
}

/** The first part of every registrations cache key: after a change, every day's list is fetched again. */
export const REGISTRATIONS_KEY = 'registrations';

/** The signed-in employee's bookings of one day on a project or a work order, by work and category. */
export function useDayRegistrations(source: Source) {
  const passport = usePassport();
  return useQuery({
    queryKey: [REGISTRATIONS_KEY, passport?.organisation.toLowerCase() ?? '', passport?.userID ?? 0, source.source, source.id, source.date],
    queryFn: ({ signal }) => api<RegistrationGroup[]>(dayRegistrationsPath(source), { signal }),
    enabled: isAuthenticated(passport),
  });
}

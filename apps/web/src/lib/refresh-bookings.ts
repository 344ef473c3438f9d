import type { QueryClient } from '@tanstack/react-query';

/** Cache entries no booking changes: the material catalogue, rights, and the lists of choices. */
const UNCHANGED_BY_BOOKINGS = /^(materials|rights|.*-choices$)/;

/**
 * After a booking was added, changed or deleted: everything that can show it (the week overview, the day's
 * registrations, project and order pages) is fetched again when next shown.
 */
export function refreshBookings(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => !UNCHANGED_BY_BOOKINGS.test(String(query.queryKey[0])) });
}

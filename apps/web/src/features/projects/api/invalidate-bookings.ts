import type { QueryClient } from '@tanstack/react-query';

/**
 * After a write: a booking or a new work shows up in the overview, the day's registrations, the project's
 * works and whatever else lists them; only the materials catalogue is certainly unchanged.
 */
export function invalidateAfterWrite(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => !String(query.queryKey[0]).startsWith('materials') });
}

import type { WorkOrder } from '@bouwwerk/domain';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { forgetTags } from '../lib/conditional-get';
import { accountKeys, type Account, type AccountKeys } from './keys';

/** What a write of the account changed on the server. */
export type BookingChange =
  /**
   * Hours (on a part or a work order), materials, other project costs or indirect hours booked, or
   * registrations edited (which can move them to another day, work or project) or deleted.
   */
  | { kind: 'booking' }
  | { kind: 'project' }
  | { kind: 'regiewerk'; projectId: number }
  /** A week submitted ('Week indienen'): the week of this Monday (yyyy-MM-dd). */
  | { kind: 'week-submission'; weekStart: string }
  /** A photo added to or removed from the order: its list of photos only. */
  | { kind: 'photo'; orderId: number }
  /** The answer of POST /v1/werkbon/{id}/signature: the order with its new signature. */
  | { kind: 'signature'; order: WorkOrder };

/**
 * The reads a write can change, decided from what the server's answers are made of:
 * - a booking is a row of hour_registrations or material_registrations. It shows in the week overview
 *   (the cards' registrations, hours worked, remaining hours: the hours form's default), in the day lists
 *   of registrations and in a project's day (GET /v1/project/{id}/planning/{date} carries the employee's
 *   registrations). An edit can move a booking to any day, work or project, so every week and day goes.
 *   Nothing else reads those rows: the work order (order, info, signature, planning), the rights, the
 *   projects, works and parts, the lists of choices and the material catalogue stay as they were.
 * - a new project adds to the list of projects; a regiewerk adds a work to its project.
 * - a submitted week changes that week's submission only (no registration changes with it).
 * - a photo added or removed changes the order's list of photos only.
 * - a signature changes the order only, on every day it is cached for: its copies take the answer's
 *   signature, without fetching the order again (the planned colleagues of each day stay).
 * Invalidated entries on screen are fetched again at once, the others when next shown. The promise
 * resolves once those on screen show the change.
 */
export function onBookingChanged(
  queryClient: QueryClient,
  account: Account,
  change: BookingChange = { kind: 'booking' },
): Promise<void> {
  const keys = accountKeys(account);
  if (change.kind === 'signature') {
    const { order } = change;
    queryClient.setQueriesData<WorkOrder>({ queryKey: keys.workOrder(order.id) }, (cached) =>
      cached
        ? { ...cached, signature: order.signature, signedAt: order.signedAt, signerName: order.signerName }
        : cached,
    );
    return Promise.resolve();
  }
  return invalidate(queryClient, changedReads(keys, change));
}

function changedReads(keys: AccountKeys, change: Exclude<BookingChange, { kind: 'signature' }>): QueryKey[] {
  switch (change.kind) {
    case 'booking':
      return [keys.weekOverviews(), keys.allDayRegistrations(), keys.projectDays()];
    case 'project':
      return [keys.projects()];
    case 'regiewerk':
      return [keys.works(change.projectId)];
    case 'week-submission':
      return [keys.weekSubmission(change.weekStart)];
    case 'photo':
      return [keys.workOrderPhotos(change.orderId)];
  }
}

/**
 * A write refused for what the office changed meanwhile (a work order finished, done or invoiced: 409; the
 * rights taken away: 403): the order and the rights are read again, so the page greys out what can no
 * longer be done.
 */
export function onOrderWriteRefused(queryClient: QueryClient, account: Account, orderId: number): Promise<void> {
  const keys = accountKeys(account);
  return invalidate(queryClient, [keys.workOrder(orderId), keys.rights()]);
}

async function invalidate(queryClient: QueryClient, queryKeys: QueryKey[]): Promise<void> {
  for (const queryKey of queryKeys) forgetTags(queryClient, queryKey);
  await Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

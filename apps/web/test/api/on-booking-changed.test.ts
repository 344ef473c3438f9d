import type { WorkOrder } from '@bouwwerk/domain';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountKeys, type Account } from '../../src/api/keys';
import { onBookingChanged, onOrderWriteRefused } from '../../src/api/on-booking-changed';

const anna: Account = { organisation: 'Bouw01', userID: 7 };
const piet: Account = { organisation: 'bouw01', userID: 8 };
const monday = new Date(2025, 4, 12);
const nextMonday = new Date(2025, 4, 19);

/** A cache entry of every read the app makes, by name, for the account. */
function reads(account: Account) {
  const keys = accountKeys(account);
  return {
    rights: keys.rights(),
    weekOverview: keys.weekOverview(monday),
    nextWeekOverview: keys.weekOverview(nextMonday),
    projectRegistrations: keys.dayRegistrations({ source: 'project', id: 3, date: '2025-05-12' }),
    orderRegistrations: keys.dayRegistrations({ source: 'order', id: 5, date: '2025-05-13' }),
    projects: keys.projects(),
    projectDay: keys.projectDay(3, monday),
    otherProjectDay: keys.projectDay(4, nextMonday),
    works: keys.works(3),
    otherWorks: keys.works(4),
    parts: keys.parts(9),
    relations: keys.relations(),
    projectGroups: keys.projectGroups(),
    workOrder: keys.workOrder(5, monday),
    workOrderNextWeek: keys.workOrder(5, nextMonday),
    otherWorkOrder: keys.workOrder(6, monday),
    hourTypes: keys.hourTypes(),
    otherCostTypes: keys.otherCostTypes(),
    indirectWorkTypes: keys.indirectWorkTypes(),
    materials: keys.materials(),
  };
}

let queryClient: QueryClient;

beforeEach(() => {
  queryClient = new QueryClient();
  for (const account of [anna, piet]) {
    for (const [name, key] of Object.entries(reads(account))) queryClient.setQueryData(key, { name });
  }
});

/** The names of the account's reads that are marked stale for fetching again. */
const invalidated = (account: Account) =>
  Object.entries(reads(account))
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('onBookingChanged', () => {
  it('after a booking, fetches every week, day list and project day of the account again, and nothing else', async () => {
    await onBookingChanged(queryClient, anna);
    expect(invalidated(anna)).toEqual(
      [
        'nextWeekOverview',
        'orderRegistrations',
        'otherProjectDay',
        'projectDay',
        'projectRegistrations',
        'weekOverview',
      ].sort(),
    );
  });

  it("leaves another account's entries alone, of the same company too", async () => {
    await onBookingChanged(queryClient, anna);
    expect(invalidated(piet)).toEqual([]);
  });

  it('after a new project, fetches the list of projects only', async () => {
    await onBookingChanged(queryClient, anna, { kind: 'project' });
    expect(invalidated(anna)).toEqual(['projects']);
  });

  it("after a regiewerk, fetches that project's works only", async () => {
    await onBookingChanged(queryClient, anna, { kind: 'regiewerk', projectId: 3 });
    expect(invalidated(anna)).toEqual(['works']);
  });

  it('after a signature, every cached day of the order shows it, without fetching anything again', async () => {
    const signed = {
      id: 5,
      signature: 'data:image/png;base64,AAAA',
      signedAt: '2025-05-12T10:00:00.000Z',
    } as WorkOrder;
    await onBookingChanged(queryClient, anna, { kind: 'signature', order: signed });
    const { workOrder, workOrderNextWeek, otherWorkOrder } = reads(anna);
    expect(queryClient.getQueryData(workOrder)).toEqual({
      name: 'workOrder',
      signature: signed.signature,
      signedAt: signed.signedAt,
    });
    expect(queryClient.getQueryData(workOrderNextWeek)).toMatchObject({
      name: 'workOrderNextWeek',
      signature: signed.signature,
    });
    expect(queryClient.getQueryData(otherWorkOrder)).toEqual({ name: 'otherWorkOrder' });
    expect(queryClient.getQueryData(reads(piet).workOrder)).toEqual({ name: 'workOrder' });
    expect(invalidated(anna)).toEqual([]);
  });
});

describe('onOrderWriteRefused', () => {
  it("fetches the order, on every day, and the account's rights again", async () => {
    await onOrderWriteRefused(queryClient, anna, 5);
    expect(invalidated(anna)).toEqual(['rights', 'workOrder', 'workOrderNextWeek']);
    expect(invalidated(piet)).toEqual([]);
  });
});

import type { WorkOrder } from '@bouwwerk/domain';
import type { APIRequestContext, TestInfo } from '@playwright/test';
import { APP_KEY, expect, sessionOf, type DemoUser } from './fixtures';
import { officeHeaders, officePut } from './office-import';

/** The app's API as a signed-in employee, for the work-order specs' own calls. */
export interface OrderApi {
  token: string;
  request: APIRequestContext;
}

export const appHeaders = (token: string) => ({ 'X-Application-Key': APP_KEY, Authorization: `Bearer ${token}` });

export async function orderApiAs(request: APIRequestContext, user: DemoUser): Promise<OrderApi> {
  return { request, token: (await sessionOf(request, user)).authToken };
}

/** The demo order with the number: ids are the seed's, found by asking for them one by one. */
export async function orderByNumber({ request, token }: OrderApi, nummer: string): Promise<WorkOrder> {
  for (let id = 1; id <= 60; id++) {
    const response = await request.get(`/v1/werkbon/${id}`, { headers: appHeaders(token) });
    if (response.status() !== 200) continue;
    const order = (await response.json()) as WorkOrder;
    if (order.nummer === nummer) return order;
  }
  throw new Error(`work order ${nummer} not found`);
}

/** The demo company's published integration key (docs/integration.md): the office's door into the demo data. */
const DEMO_INTEGRATION_KEY = 'bwk_demo_key_for_local_testing_only';

/**
 * An open work order of the demo company for this run of a test alone, made as the office's package makes
 * one: what the test adds to it (photos, a signature) no other test, browser project or repeat sees.
 */
export async function orderOfItsOwn(api: OrderApi, testInfo: TestInfo): Promise<WorkOrder> {
  // testId tells the tests and browser projects apart, repeatEachIndex the repeats.
  const externalId = `E2E-${testInfo.testId}-${testInfo.repeatEachIndex}`;
  await officePut(api.request, DEMO_INTEGRATION_KEY, 'work-orders', [
    {
      externalId,
      number: `E2E-${testInfo.testId.slice(-10)}-${testInfo.repeatEachIndex}`,
      customer: 'Fam. Bakker',
      address: { name: 'Fam. Bakker', street: 'Oudegracht 12', postalCode: '3511 AP', city: 'Utrecht' },
      description: `Werkbon van de test '${testInfo.title}'`,
    },
  ]);
  const listed = await api.request.get('/integration/v1/work-orders?limit=1000', {
    headers: officeHeaders(DEMO_INTEGRATION_KEY),
  });
  const { items } = (await listed.json()) as { items: Array<{ id: number; externalId: string | null }> };
  const id = items.find((item) => item.externalId === externalId)?.id;
  expect(id, `work order ${externalId} in the office's listing`).toBeDefined();
  const order = await api.request.get(`/v1/werkbon/${id}`, { headers: appHeaders(api.token) });
  expect(order.status()).toBe(200);
  return (await order.json()) as WorkOrder;
}

import type { WorkOrder } from '@bouwwerk/domain';
import type { APIRequestContext } from '@playwright/test';
import { APP_KEY, sessionOf, type DemoUser } from './fixtures';

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

import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * The office console's API as one of the demo's office users (password `welkom-kantoor`), for the phone's tests
 * of what the office decides: signed in with the console's cookie, each write with its CSRF token and origin.
 */
export async function officeApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  companyCode: string,
  email: string,
) {
  const headers = { Origin: new URL(baseURL ?? '').origin };
  const session = await request.post('/office/v1/session', {
    data: { companyCode, email, password: 'welkom-kantoor' },
    headers,
  });
  expect(session.status(), await session.text()).toBe(200);
  const { csrfToken } = (await session.json()) as { csrfToken: string };
  return async (method: 'POST' | 'PUT', path: string, data: unknown) => {
    const response = await request.fetch(`/office/v1${path}`, {
      method,
      data,
      headers: { ...headers, 'X-CSRF-Token': csrfToken },
    });
    expect(response.status(), await response.text()).toBe(200);
    return response.json() as Promise<unknown>;
  };
}

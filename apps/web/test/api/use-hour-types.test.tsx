import type { NamedType } from '@bouwwerk/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHourTypes } from '../../src/api/choices';
import { accountKeys } from '../../src/api/keys';
import { forgetSignedInSession, switchToUser, type Passport } from '../../src/state/passport';

const signedIn = (organisation: string, userID: number, accessToken: string): Passport => ({
  organisation,
  organisationName: organisation,
  logoExt: '',
  username: `user${userID}`,
  userID,
  accessToken,
  firstName: 'Test',
  lastName: `User ${userID}`,
  rememberMe: false,
  fullName: `Test User ${userID}`,
  authenticated: true,
});

const anna = signedIn('Bouw01', 7, 'token-anna');
const kees = signedIn('Bouw02', 7, 'token-kees');

/** Each company's hour types, answered by token: what the server would give each account. */
const HOUR_TYPES: Record<string, NamedType[]> = {
  'token-anna': [{ id: 1, omschrijving: 'Normaal' }],
  'token-kees': [{ id: 2, omschrijving: 'Overwerk' }],
};

const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
  if (url !== '/v1/uursoorten' || !HOUR_TYPES[token]) return new Response(null, { status: 404 });
  return new Response(JSON.stringify(HOUR_TYPES[token]), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
});

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
});

afterEach(() => {
  // Without vitest globals, testing-library does not unmount on its own: a mounted hook would follow the next switch.
  cleanup();
  forgetSignedInSession();
  vi.unstubAllGlobals();
});

describe('useHourTypes', () => {
  it('fetches once for every hours form of the account, under the account key', async () => {
    switchToUser(anna);
    const first = renderHook(() => useHourTypes(), { wrapper });
    const second = renderHook(() => useHourTypes(), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual(HOUR_TYPES['token-anna']));
    expect(second.result.current.data).toEqual(HOUR_TYPES['token-anna']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(accountKeys(anna).hourTypes())).toEqual(HOUR_TYPES['token-anna']);
  });

  it("never shows the previous account's list after a switch", async () => {
    switchToUser(anna);
    const { result } = renderHook(() => useHourTypes(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(HOUR_TYPES['token-anna']));
    act(() => switchToUser(kees));
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data).toEqual(HOUR_TYPES['token-kees']));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('asks nothing while nobody is signed in', () => {
    const { result } = renderHook(() => useHourTypes(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

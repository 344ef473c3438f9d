import type { WeekSubmission } from '@bouwwerk/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '../../src/api/keys';
import { useApprovedWeeks, useWeekSubmission } from '../../src/api/week-submissions';
import { forgetSignedInSession, switchToUser, type Passport } from '../../src/state/passport';

const jan: Passport = {
  organisation: 'demo',
  organisationName: 'Demo',
  logoExt: '',
  username: 'jan',
  userID: 3,
  accessToken: 'token-jan',
  firstName: 'Jan',
  lastName: 'Jansen',
  rememberMe: false,
  fullName: 'Jan Jansen',
  authenticated: true,
};

/** The server's weeks by Monday; a week not listed is open. */
let states: Record<string, WeekSubmission['state']> = {};
const asked: string[] = [];

const fetchMock = vi.fn(async (url: string) => {
  const monday = /^\/v1\/weekindiening\/(\d{4}-\d\d-\d\d)$/.exec(url)?.[1];
  if (!monday) return new Response(null, { status: 404 });
  asked.push(monday);
  const week: WeekSubmission = {
    weekStart: monday,
    submittedAt: null,
    state: states[monday] ?? 'open',
    reason: '',
    reviewedAt: null,
    reviewedBy: null,
  };
  return new Response(JSON.stringify(week), { status: 200, headers: { 'Content-Type': 'application/json' } });
});

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  vi.stubGlobal('fetch', fetchMock);
  states = {};
  asked.length = 0;
  switchToUser(jan);
});

afterEach(() => {
  cleanup();
  forgetSignedInSession();
  vi.unstubAllGlobals();
});

describe('useWeekSubmission', () => {
  it('asks the week again whenever its week overview is asked again, and only then', async () => {
    const wednesday = new Date(2026, 10, 25);
    const { result } = renderHook(() => useWeekSubmission(wednesday), { wrapper });
    await waitFor(() => expect(result.current.data?.state).toBe('open'));
    expect(asked).toEqual(['2026-11-23']);

    // The office sends the week back; the phone learns it when it revalidates the week (its ETag changed).
    states['2026-11-23'] = 'sent-back';
    await act(() =>
      queryClient.fetchQuery({ queryKey: accountKeys(jan).weekOverview(wednesday), queryFn: () => ({}), staleTime: 0 }),
    );
    await waitFor(() => expect(result.current.data?.state).toBe('sent-back'));
    expect(asked).toEqual(['2026-11-23', '2026-11-23']);

    // Another week's overview is not this week's.
    await act(() =>
      queryClient.fetchQuery({ queryKey: accountKeys(jan).weekOverview(new Date(2026, 11, 2)), queryFn: () => ({}) }),
    );
    expect(asked).toHaveLength(2);
  });
});

describe('useApprovedWeeks', () => {
  it('names the approved weeks among those asked, once per week', async () => {
    states = { '2026-11-16': 'approved', '2026-11-23': 'submitted' };
    const { result } = renderHook(() => useApprovedWeeks(['2026-11-16', '2026-11-23']), { wrapper });
    await waitFor(() => expect([...result.current]).toEqual(['2026-11-16']));
    renderHook(() => useApprovedWeeks(['2026-11-16']), { wrapper });
    expect(asked.sort()).toEqual(['2026-11-16', '2026-11-23']);
  });
});

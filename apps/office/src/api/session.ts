import type { OfficeSession, OfficeSignIn } from '@bouwwerk/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError, setCsrfToken } from '../lib/api-client';
import { keys } from './keys';

/** Who is signed in, or null when nobody is: a 401 here is an answer, not a failure. */
async function fetchSession(): Promise<OfficeSession | null> {
  try {
    return remember(await api<OfficeSession>('/office/v1/session', { reportUnauthorized: false }));
  } catch (error) {
    if (isApiError(error, 401)) return forget();
    throw error;
  }
}

function remember(session: OfficeSession): OfficeSession {
  setCsrfToken(session.csrfToken);
  return session;
}

function forget(): null {
  setCsrfToken(null);
  return null;
}

/** Read once per visit; a sign-in, a sign-out and any 401 replace it. */
export const sessionQuery = queryOptions({
  queryKey: keys.session,
  queryFn: fetchSession,
  staleTime: Infinity,
});

/** The signed-in session; only under the shell, whose guard made sure there is one. */
export function useSession(): OfficeSession {
  const { data } = useQuery(sessionQuery);
  if (!data) throw new Error('useSession outside the signed-in shell');
  return data;
}

/** A session just started (signing in, accepting an invitation): kept as the visit's own. */
export function startSession(queryClient: QueryClient, session: OfficeSession): void {
  queryClient.setQueryData(keys.session, remember(session));
}

/** The session ended: nothing of the signed-in user stays in memory. */
export function endSession(queryClient: QueryClient): void {
  forget();
  queryClient.clear();
  queryClient.setQueryData(keys.session, null);
}

export const signIn = (body: OfficeSignIn) =>
  api<OfficeSession>('/office/v1/session', { method: 'POST', body, reportUnauthorized: false });

/** Afmelden: this session ends. */
export const signOut = () => api('/office/v1/session', { method: 'DELETE', reportUnauthorized: false });

/** Overal afmelden: every session of this user ends, this one included. */
export const signOutEverywhere = () => api('/office/v1/sessions', { method: 'DELETE', reportUnauthorized: false });

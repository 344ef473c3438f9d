import type { SessionRequest, SessionResponse, SessionUserRequest, SignInResponse } from '@bouwwerk/domain';
import { api } from '../lib/api-client';
import { passwordDigest } from '../lib/password-digest';
import { getDeviceToken, keepDeviceToken } from './device-tokens';
import { getPassport, isAuthenticated, updateCurrentUser } from './passport';

/** The calls of POST/DELETE /v1/sessions, shared by the login, the account menu, settings and the update flow. */

export interface CreateSessionInput {
  organisation: string;
  username: string;
  password: string;
  /** One key for the sign-in the user asked for, shared by its retries. */
  idempotencyKey: string;
}

/**
 * POST /v1/sessions: signs in with company code, username and the password's SHA-256 hex. It never
 * carries the token of whoever is signed in: the login and 'Medewerker toevoegen' both use it. It sends the
 * device token an earlier sign-in of this account gave this device, and keeps the one the answer gives.
 */
export async function createSession({
  organisation,
  username,
  password,
  idempotencyKey,
}: CreateSessionInput): Promise<SessionResponse> {
  const account = { organisation, username };
  const deviceToken = getDeviceToken(account);
  const body: SessionRequest = {
    RelatieId: organisation,
    Gebruikersnaam: username,
    Wachtwoord: await passwordDigest(password),
    ...(deviceToken ? { deviceToken } : {}),
  };
  const { deviceToken: given, ...session } = await api<SignInResponse>('/v1/sessions', {
    method: 'POST',
    body,
    idempotencyKey,
    authenticated: false,
  });
  keepDeviceToken(account, given);
  return session;
}

/**
 * POST /v1/sessions/user: the signed-in employee as the server knows them now (names, company name,
 * logo), stored in the passport. The password stays empty: the token is the proof.
 */
export async function refreshCurrentUser(): Promise<void> {
  const passport = getPassport();
  if (!isAuthenticated(passport)) return;
  const body: SessionUserRequest = {
    RelatieId: passport.organisation,
    Gebruikersnaam: passport.username,
    contactpersoonId: passport.userID,
    Wachtwoord: '',
  };
  updateCurrentUser(await api<SessionResponse>('/v1/sessions/user', { method: 'POST', body }));
}

/**
 * DELETE /v1/sessions: the server revokes the signed-in user's token (sign-out), or the given token of another
 * account saved on this device (removing it from the device).
 */
export function revokeSession(token?: string): Promise<void> {
  // A 401 says the token is revoked already: what the caller wanted, no expired session to report.
  return api('/v1/sessions', { method: 'DELETE', reportUnauthorized: false, ...(token ? { token } : {}) });
}

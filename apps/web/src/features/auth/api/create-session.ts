import type { SessionRequest, SessionResponse } from '@bouwwerk/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { passwordDigest } from '../../../lib/password-digest';

export interface CreateSessionInput {
  organisation: string;
  username: string;
  password: string;
  /** One key for the sign-in the user asked for, shared by its retries. */
  idempotencyKey: string;
}

/** POST /v1/sessions: signs in with company code, username and the password's SHA-256 hex. */
export function createSession({ organisation, username, password, idempotencyKey }: CreateSessionInput) {
  const body: SessionRequest = {
    RelatieId: organisation,
    Gebruikersnaam: username,
    Wachtwoord: passwordDigest(password),
  };
  return api<SessionResponse>('/v1/sessions', {
    method: 'POST',
    body,
    idempotencyKey,
    authenticated: false,
  });
}

export function useCreateSession() {
  return useMutation<SessionResponse, Error, CreateSessionInput>({ mutationFn: createSession });
}

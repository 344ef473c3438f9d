import type { SessionResponse } from '@bouwwerk/domain';
import { useMutation } from '@tanstack/react-query';
import { createSession, type CreateSessionInput } from '../state/sessions';

/** POST /v1/sessions for the login form. */
export function useCreateSession() {
  return useMutation<SessionResponse, Error, CreateSessionInput>({ mutationFn: createSession });
}

import type { OfficeSession, PasskeyOptions } from '@bouwwerk/domain';
import { api } from '../../../lib/api-client';
import { answerWithPasskey } from '../../../lib/passkey-prompt';

/**
 * Signing in with a passkey: the server's challenge, the browser's answer with a passkey it holds for this
 * site (a discoverable one names its user, so nothing is typed), and the session the server starts for it.
 */
export async function signInWithPasskey(): Promise<OfficeSession> {
  const { challengeId, options } = await api<PasskeyOptions>('/office/v1/passkey-sign-in/options', {
    method: 'POST',
    reportUnauthorized: false,
  });
  const response = await answerWithPasskey(options);
  return api<OfficeSession>('/office/v1/passkey-sign-in', {
    method: 'POST',
    body: { challengeId, response },
    reportUnauthorized: false,
  });
}

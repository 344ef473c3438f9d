import type { PasskeyOptions } from '@bouwwerk/domain';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';

/**
 * The browser's passkey prompt, through @simplewebauthn/browser. The library is imported when a prompt is
 * asked for, not before: the login page's first load stays without it.
 */

/** The browser's prompt refused, was cancelled, or is not supported here: nothing reached the server. */
export class PasskeyPromptError extends Error {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : 'The passkey prompt failed', { cause });
    this.name = 'PasskeyPromptError';
  }
}

const browserLibrary = () => import('@simplewebauthn/browser');

/** A new passkey made by the browser for the options the server gave. */
export async function createPasskey(options: PasskeyOptions['options']): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await browserLibrary();
  try {
    // The server's options are @simplewebauthn/server's, typed loosely by the shared contract.
    return await startRegistration({
      optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
    });
  } catch (error) {
    throw new PasskeyPromptError(error);
  }
}

/** The browser's answer with one of its passkeys to the server's challenge. */
export async function answerWithPasskey(options: PasskeyOptions['options']): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await browserLibrary();
  try {
    return await startAuthentication({
      optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
    });
  } catch (error) {
    throw new PasskeyPromptError(error);
  }
}

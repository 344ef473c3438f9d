import type { OfficeSession } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { refusalText } from '../../../lib/form-check';
import { PasskeyPromptError } from '../../../lib/passkey-prompt';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { signInWithPasskey } from '../api/passkey-sign-in';

/**
 * Why a passkey did not sign in: the browser's prompt cancelled or failed, or an expired attempt (400), is
 * one sentence; a passkey the server does not know (a removed one, another site's) another.
 */
function passkeyRefusal(error: unknown): string {
  if (error instanceof PasskeyPromptError || isApiError(error, 400)) return nl.login.passkeyFailed;
  if (isApiError(error, 401)) return nl.login.passkeyUnknown;
  return refusalText(error);
}

interface PasskeySignInProps {
  onSignedIn: (session: OfficeSession) => Promise<void>;
  /** The refusal to show, in the login form's one alert; undefined when a new attempt starts. */
  onFailure: (message: string | undefined) => void;
}

/** 'Inloggen met passkey' under the password form: no address nor password typed, the passkey names its user. */
export function PasskeySignIn({ onSignedIn, onFailure }: PasskeySignInProps) {
  const { busy, run } = useSingleFlight();

  const onClick = () =>
    run(async () => {
      onFailure(undefined);
      try {
        await onSignedIn(await signInWithPasskey());
      } catch (error) {
        onFailure(passkeyRefusal(error));
      }
    });

  return (
    <div className="auth-frame__alternative">
      <p className="auth-frame__or">{nl.login.or}</p>
      <button type="button" className="button auth-frame__passkey" aria-busy={busy} onClick={() => void onClick()}>
        {busy ? nl.login.passkeyBusy : nl.login.passkey}
      </button>
    </div>
  );
}

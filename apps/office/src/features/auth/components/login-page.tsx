import { OfficeSignInSchema, type OfficeSession } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { signIn, startSession } from '../../../api/session';
import { FormError } from '../../../components/form-error';
import { StatusMessage } from '../../../components/status-message';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { checkRequest, refusalText, type FieldErrors } from '../../../lib/form-check';
import { RETURN_PARAM, safeReturnPath } from '../../../lib/paths';
import { AuthFrame } from './auth-frame';
import { PasskeySignIn } from './passkey-sign-in';

const MESSAGES = {
  companyCode: nl.login.companyCodeRequired,
  email: nl.login.emailInvalid,
  password: nl.login.passwordRequired,
};
type Field = keyof typeof MESSAGES;

/** What the server's refusal of a sign-in means to the person signing in. */
function signInRefusal(error: unknown): string {
  if (isApiError(error, 401)) return nl.login.invalidCredentials;
  if (isApiError(error, 429)) {
    const seconds = error.retryAfterSeconds;
    return nl.login.tooManyAttempts(seconds === null ? null : Math.max(1, Math.ceil(seconds / 60)));
  }
  return refusalText(error);
}

/**
 * /kantoor/login: company code, e-mail address and password, or a passkey; then the page asked for, or
 * Medewerkers.
 */
export function LoginPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const arrivedBecause = location.state as { signedOut?: boolean; sessionEnded?: boolean } | null;
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);

  const onSignedIn = async (session: OfficeSession) => {
    startSession(queryClient, session);
    await navigate(safeReturnPath(searchParams.get(RETURN_PARAM)), { replace: true });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkRequest(
      OfficeSignInSchema,
      {
        companyCode: String(form.get('companyCode') ?? ''),
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
      },
      MESSAGES,
    );
    setErrors(checked.errors);
    if (!checked.ok) return;
    setSubmitting(true);
    try {
      await onSignedIn(await signIn(checked.data));
    } catch (error) {
      setErrors({ form: signInRefusal(error) });
      setSubmitting(false);
    }
  };

  const notice = arrivedBecause?.signedOut
    ? nl.login.signedOut
    : arrivedBecause?.sessionEnded
      ? nl.login.sessionEnded
      : null;

  return (
    <AuthFrame title={nl.login.title}>
      <p className="muted">{nl.login.intro}</p>
      <StatusMessage message={notice} />
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          label={nl.login.companyCode}
          name="companyCode"
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={errors.companyCode}
        />
        <TextField
          label={nl.login.email}
          name="email"
          type="email"
          autoComplete="username"
          spellCheck={false}
          required
          error={errors.email}
        />
        <TextField
          label={nl.login.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
        <FormError message={errors.form} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? nl.login.submitting : nl.login.submit}
        </button>
      </form>
      <PasskeySignIn onSignedIn={onSignedIn} onFailure={(message) => setErrors(message ? { form: message } : {})} />
    </AuthFrame>
  );
}

import {
  InvitationAcceptSchema,
  OFFICE_PASSWORD_MAX,
  OFFICE_PASSWORD_MIN,
  type InvitationPreview,
} from '@bouwwerk/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { startSession } from '../../../api/session';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { checkRequest, refusalText, type FieldErrors } from '../../../lib/form-check';
import { AFTER_SIGN_IN, paths } from '../../../lib/paths';
import { acceptInvitation, invitationPreviewQuery } from '../api/invitation';
import { AuthFrame } from './auth-frame';

type Field = 'password' | 'repeat';

/** Which rule a refused password broke: the schema says that it is wrong, the office wants to know why. */
function passwordMessage(password: string): string {
  if (password.length < OFFICE_PASSWORD_MIN) return nl.invitation.tooShort;
  if (password.length > OFFICE_PASSWORD_MAX) return nl.invitation.tooLong;
  return nl.invitation.tooCommon;
}

/** Why a link cannot be used: it never existed (404), or it was used or has expired (409). */
function unusableText(error: unknown): string {
  if (isApiError(error, 409)) return nl.invitation.unusable;
  if (isApiError(error, 404) || isApiError(error, 400)) return nl.invitation.unknown;
  return refusalText(error);
}

/**
 * /kantoor/uitnodiging/:token: the link a beheerder handed over, for a new office user or a new password.
 * Shows whom it is for, asks the new password twice, and signs in with it.
 */
export function InvitationPage() {
  const token = useParams().token ?? '';
  const preview = useQuery(invitationPreviewQuery(token));

  if (preview.isPending) {
    return (
      <AuthFrame title={nl.invitation.titleInvitation}>
        <p role="status">{nl.app.loading}</p>
      </AuthFrame>
    );
  }
  if (preview.isError) {
    return (
      <AuthFrame title={nl.invitation.titleInvitation}>
        <p role="alert">{unusableText(preview.error)}</p>
        <Link className="button" to={paths.login.getHref()}>
          {nl.invitation.toLogin}
        </Link>
      </AuthFrame>
    );
  }
  return <ChoosePassword token={token} preview={preview.data} />;
}

function ChoosePassword({ token, preview }: { token: string; preview: InvitationPreview }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const forPassword = preview.purpose === 'password';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const repeat = String(form.get('repeat') ?? '');
    const checked = checkRequest(InvitationAcceptSchema, { password }, { password: passwordMessage(password) });
    const found: FieldErrors<Field> = { ...checked.errors };
    if (!found.password && password !== repeat) found.repeat = nl.invitation.repeatDiffers;
    setErrors(found);
    if (!checked.ok || found.repeat) return;
    setSubmitting(true);
    try {
      startSession(queryClient, await acceptInvitation(token, checked.data));
      await navigate(AFTER_SIGN_IN, { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isApiError(error, 400)) setErrors({ password: passwordMessage(password) });
      else if (isApiError(error, 404) || isApiError(error, 409)) setErrors({ form: unusableText(error) });
      else setErrors({ form: refusalText(error) });
    }
  };

  const title = forPassword ? nl.invitation.titlePassword : nl.invitation.titleInvitation;
  return (
    <AuthFrame title={title}>
      <p>
        {forPassword ? nl.invitation.introPassword(preview.company.name) : nl.invitation.intro(preview.company.name)}
      </p>
      <dl className="auth-frame__facts">
        <dt>{nl.invitation.name}</dt>
        <dd>{preview.name}</dd>
        <dt>{nl.invitation.email}</dt>
        <dd>{preview.email}</dd>
        <dt>{nl.invitation.company}</dt>
        <dd>{preview.company.name}</dd>
        <dt>{nl.invitation.role}</dt>
        <dd>{nl.roles[preview.role]}</dd>
      </dl>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        {/* For the browser's password manager: the account the new password belongs to. */}
        <input type="hidden" name="username" autoComplete="username" defaultValue={preview.email} />
        <TextField
          label={nl.invitation.password}
          name="password"
          type="password"
          autoComplete="new-password"
          hint={nl.invitation.passwordHint}
          required
          error={errors.password}
        />
        <TextField
          label={nl.invitation.repeat}
          name="repeat"
          type="password"
          autoComplete="new-password"
          required
          error={errors.repeat}
        />
        <FormError message={errors.form} />
        <button type="submit" className="button button--primary" disabled={submitting}>
          {submitting ? nl.invitation.submitting : nl.invitation.submit}
        </button>
      </form>
    </AuthFrame>
  );
}

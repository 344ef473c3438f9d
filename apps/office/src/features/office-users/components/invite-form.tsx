import { InvitationRequestSchema, OFFICE_ROLES, type InvitationLink, type OfficeRole } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error';
import { SelectField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { checkRequest, refusalText, type FieldErrors } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { inviteUser } from '../api/users';

const MESSAGES = { email: nl.users.inviteEmailInvalid, name: nl.users.inviteNameInvalid, role: nl.errors.form };
type Field = keyof typeof MESSAGES;

/** 'Gebruiker uitnodigen': e-mail address, name and role; the answer is a link to hand over, shown once. */
export function InviteForm({ onInvited }: { onInvited: (answer: InvitationLink) => void }) {
  const queryClient = useQueryClient();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { busy, run } = useSingleFlight();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const checked = checkRequest(
      InvitationRequestSchema,
      {
        email: String(form.get('email') ?? ''),
        name: String(form.get('name') ?? ''),
        role: String(form.get('role') ?? '') as OfficeRole,
      },
      MESSAGES,
    );
    setErrors(checked.errors);
    if (!checked.ok) return;
    void run(async () => {
      try {
        const answer = await inviteUser(queryClient, checked.data);
        formElement.reset();
        onInvited(answer);
      } catch (error) {
        setErrors(isApiError(error, 409) ? { email: nl.users.inviteTaken } : { form: refusalText(error) });
      }
    });
  };

  return (
    <section className="card" aria-labelledby="invite-title">
      <h2 id="invite-title">{nl.users.invite}</h2>
      <form className="form invite-form" noValidate onSubmit={onSubmit}>
        <TextField
          label={nl.users.inviteEmail}
          name="email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          required
          error={errors.email}
        />
        <TextField label={nl.users.inviteName} name="name" autoComplete="off" required error={errors.name} />
        <SelectField label={nl.users.inviteRole} name="role" defaultValue="planner">
          {OFFICE_ROLES.map((role) => (
            <option key={role} value={role}>
              {nl.roles[role]}
            </option>
          ))}
        </SelectField>
        <div className="invite-form__submit">
          <button type="submit" className="button button--primary" aria-busy={busy}>
            {nl.users.inviteSubmit}
          </button>
        </div>
        <FormError message={errors.form} />
      </form>
    </section>
  );
}

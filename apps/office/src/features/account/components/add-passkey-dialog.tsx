import { PasskeyRegistrationSchema } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { checkRequest, refusalText, type FieldErrors } from '../../../lib/form-check';
import { PasskeyPromptError } from '../../../lib/passkey-prompt';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { addPasskey } from '../api/passkeys';

/** The name the user gives, checked by the part of the server's schema that holds it. */
const NameSchema = PasskeyRegistrationSchema.pick({ name: true });
const NAME_MAX = 100;

/** Why a new passkey was not added: the prompt cancelled or failed, a passkey already there, else the general refusal. */
function addRefusal(error: unknown): string {
  if (error instanceof PasskeyPromptError) return nl.passkeys.addFailed;
  if (isApiError(error, 409)) return nl.passkeys.exists;
  if (isApiError(error, 400)) return nl.passkeys.addFailed;
  return refusalText(error);
}

interface AddPasskeyDialogProps {
  onAdded: (name: string) => void;
  onClose: () => void;
}

/** 'Passkey toevoegen': a name first ('Laptop'), then the browser's own prompt makes the passkey. */
export function AddPasskeyDialog({ onAdded, onClose }: AddPasskeyDialogProps) {
  const queryClient = useQueryClient();
  const formId = useId();
  const [errors, setErrors] = useState<FieldErrors<'name'>>({});
  const { busy, run } = useSingleFlight();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    const checked = checkRequest(NameSchema, { name }, { name: nl.passkeys.nameInvalid });
    setErrors(checked.errors);
    if (!checked.ok) return;
    void run(async () => {
      try {
        const added = await addPasskey(queryClient, checked.data.name);
        onAdded(added.name);
      } catch (error) {
        setErrors({ form: addRefusal(error) });
      }
    });
  };

  return (
    <Dialog
      title={nl.passkeys.addTitle}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {nl.app.cancel}
          </button>
          <button type="submit" form={formId} className="button button--primary" aria-busy={busy}>
            {busy ? nl.passkeys.submitting : nl.passkeys.submit}
          </button>
        </>
      }
    >
      <form id={formId} className="form" noValidate onSubmit={onSubmit}>
        <p>{nl.passkeys.addIntro}</p>
        <TextField
          label={nl.passkeys.name}
          name="name"
          hint={nl.passkeys.nameHint}
          maxLength={NAME_MAX}
          autoComplete="off"
          autoFocus
          error={errors.name}
        />
        <FormError message={errors.form} />
      </form>
    </Dialog>
  );
}

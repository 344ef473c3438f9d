import { nl } from '../i18n/nl';
import { FormError } from './form-error';
import { StatusMessage } from './status-message';

interface FormFooterProps {
  /** What the server refused that belongs to no field. */
  error?: string;
  /** Said once saved ('Project opgeslagen.'); null until then. */
  savedMessage: string | null;
  saving: boolean;
  /** A form that only shows has nothing to save. */
  readOnly: boolean;
}

/** The foot of a record's form: its refusal, its 'opgeslagen', and 'Opslaan' while it may be saved. */
export function FormFooter({ error, savedMessage, saving, readOnly }: FormFooterProps) {
  return (
    <>
      <FormError message={error} />
      <StatusMessage message={savedMessage} />
      {readOnly ? null : (
        <div className="button-row">
          <button type="submit" className="button button--primary" aria-busy={saving}>
            {saving ? nl.app.saving : nl.form.submit}
          </button>
        </div>
      )}
    </>
  );
}

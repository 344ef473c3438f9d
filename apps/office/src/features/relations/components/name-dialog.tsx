import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { trimmed } from '../../../lib/field-messages';
import { useRecordForm } from '../../../lib/use-record-form';
import type { RequestSchema } from '@bouwwerk/domain';

interface NameDialogProps {
  title: string;
  label: string;
  /** The name as saved; empty for a new record. */
  name?: string;
  /** The field's Dutch message: empty or too long. */
  message: string;
  schema: RequestSchema<{ name: string }>;
  onSave: (input: { name: string }) => Promise<unknown>;
  onClose: () => void;
}

/**
 * A record that is only a name (a contact person, a project group), added or renamed in a dialog that closes
 * once saved.
 */
export function NameDialog({ title, label, name = '', message, schema, onSave, onClose }: NameDialogProps) {
  const { values, set, errors, saving, onSubmit } = useRecordForm({
    initial: () => ({ name }),
    readOnly: false,
    schema,
    toBody: trimmed<{ name: string }>,
    messages: () => ({ name: message }),
    save: async (input) => {
      await onSave(input);
      onClose();
    },
    valuesOf: (values: { name: string }) => values,
  });
  return (
    <FormDialog title={title} onClose={onClose} onSubmit={onSubmit} saving={saving} submitLabel={nl.form.submit}>
      <TextField
        label={label}
        autoComplete="off"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
        autoFocus
      />
      <FormError message={errors.form} />
    </FormDialog>
  );
}

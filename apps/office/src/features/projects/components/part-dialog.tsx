import { LIMITS, OfficePartInputSchema, PART_KINDS, type OfficePart, type OfficePartInput } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { SelectField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useRecordForm } from '../../../lib/use-record-form';
import { lineMessage, trimmed } from '../../../lib/field-messages';

type Values = Required<Pick<OfficePartInput, 'code' | 'description' | 'kind' | 'active' | 'done' | 'blocked'>>;

const valuesOf = (part?: OfficePart): Values => ({
  code: part?.code ?? '',
  description: part?.description ?? '',
  kind: part?.kind ?? 'budget',
  active: part?.active ?? true,
  done: part?.done ?? false,
  blocked: part?.blocked ?? false,
});

const MESSAGES = {
  code: lineMessage(LIMITS.projectCodeMax),
  description: lineMessage(LIMITS.descriptionMax),
  kind: nl.errors.form,
};

interface PartDialogProps {
  /** The part to change; none to add one. */
  part?: OfficePart;
  onSave: (input: OfficePartInput) => Promise<void>;
  onClose: () => void;
}

/**
 * 'Onderdeel toevoegen' or 'Onderdeel wijzigen': a part's code, description, kind and state. Its invoice is the
 * package's business: a change sends back the one it has.
 */
export function PartDialog({ part, onSave, onClose }: PartDialogProps) {
  const { values, set, errors, saving, onSubmit } = useRecordForm({
    initial: () => valuesOf(part),
    readOnly: false,
    schema: OfficePartInputSchema,
    toBody: (current: Values) => ({ ...trimmed(current), invoiceId: part?.invoiceId ?? null }),
    messages: () => MESSAGES,
    save: onSave,
    valuesOf,
  });
  const flag = (name: 'active' | 'done' | 'blocked') => (
    <CheckField label={nl.parts[name]} checked={values[name]} onChange={(checked) => set(name, checked)} />
  );
  return (
    <FormDialog
      title={part ? nl.parts.edit : nl.parts.add}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={nl.form.submit}
    >
      <div className="form__grid">
        <TextField
          label={nl.parts.code}
          autoComplete="off"
          value={values.code}
          onChange={(event) => set('code', event.target.value)}
          error={errors.code}
          autoFocus
        />
        <SelectField
          label={nl.parts.kind}
          value={values.kind}
          onChange={(event) => set('kind', event.target.value as Values['kind'])}
          error={errors.kind}
        >
          {PART_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {nl.parts.kinds[kind]}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={nl.parts.description}
        autoComplete="off"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <div className="checks">
        {flag('active')}
        {flag('done')}
        {flag('blocked')}
      </div>
      <FormError message={errors.form} />
    </FormDialog>
  );
}

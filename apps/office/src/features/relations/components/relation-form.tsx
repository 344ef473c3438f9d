import { LIMITS, OfficeRelationInputSchema, type OfficeRelation, type OfficeRelationInput } from '@bouwwerk/domain';
import { FormFooter } from '../../../components/form-footer';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { lineMessage, trimmed } from '../../../lib/field-messages';
import { useRecordForm } from '../../../lib/use-record-form';

const FIELDS = ['companyName', 'address', 'zipCode', 'city', 'telephone'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (relation?: OfficeRelation): Values => ({
  companyName: relation?.companyName ?? '',
  address: relation?.address ?? '',
  zipCode: relation?.zipCode ?? '',
  city: relation?.city ?? '',
  telephone: relation?.telephone ?? '',
});

const MESSAGES: Record<keyof Values, string> = {
  companyName: nl.relationForm.companyNameInvalid,
  address: lineMessage(LIMITS.addressMax),
  zipCode: lineMessage(LIMITS.postalCodeMax),
  city: lineMessage(LIMITS.cityMax),
  telephone: lineMessage(LIMITS.phoneMax),
};

interface RelationFormProps {
  /** The relation as saved; none for a new one. */
  relation?: OfficeRelation;
  /** Shown, not edited: managed by the package, or the role only reads. */
  readOnly: boolean;
  /** Resolves with the relation as saved, which the form then shows; a new one's page takes over instead. */
  onSave: (input: OfficeRelationInput) => Promise<OfficeRelation | void>;
}

/** A relation's name, address and telephone, checked by the schema the server checks them with. */
export function RelationForm({ relation, readOnly, onSave }: RelationFormProps) {
  const form = useRecordForm({
    initial: () => valuesOf(relation),
    readOnly,
    schema: OfficeRelationInputSchema,
    toBody: trimmed<Values>,
    messages: () => MESSAGES,
    save: onSave,
    valuesOf,
  });
  const { values, set, errors } = form;
  return (
    <form className="form card" noValidate onSubmit={form.onSubmit}>
      <fieldset>
        <legend>{nl.relationForm.details}</legend>
        <div className="form__grid">
          {FIELDS.map((name) => (
            <TextField
              key={name}
              label={nl.relationForm[name]}
              type={name === 'telephone' ? 'tel' : 'text'}
              autoComplete="off"
              value={values[name]}
              onChange={(event) => set(name, event.target.value)}
              readOnly={readOnly}
              error={errors[name]}
            />
          ))}
        </div>
      </fieldset>
      <FormFooter
        error={errors.form}
        savedMessage={form.saved ? nl.relationForm.saved : null}
        saving={form.saving}
        readOnly={readOnly}
      />
    </form>
  );
}

import {
  MATERIAL_FIELD_NAMES,
  OfficeMaterialInputSchema,
  UNITS,
  type MaterialField,
  type OfficeMaterial,
  type OfficeMaterialInput,
} from '@bouwwerk/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { SelectField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useRecordForm } from '../../../lib/use-record-form';
import { MATERIAL_MESSAGES } from '../lib/material-messages';

/** Every field as typed: the quantity too, so '2,5' stays as the user wrote it until it is sent. */
type Values = Record<MaterialField, string>;

const valuesOf = (line?: OfficeMaterial): Values => ({
  parentGroupCode: line?.parentGroupCode ?? '',
  parentGroupDescription: line?.parentGroupDescription ?? '',
  groupCode: line?.groupCode ?? '',
  groupDescription: line?.groupDescription ?? '',
  code: line?.code ?? '',
  description: line?.description ?? '',
  unit: line?.unit ?? 'stuks',
  quantity: line ? String(line.quantity).replace('.', ',') : '0',
});

/** A Dutch decimal comma is a point; text that is no number is sent as it is, for the schema to refuse. */
function toBody(values: Values): unknown {
  const body: Record<string, unknown> = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim()]),
  );
  const quantity = values.quantity.trim().replace(',', '.');
  body.quantity = quantity === '' ? 0 : /^\d+(\.\d+)?$/.test(quantity) ? Number(quantity) : quantity;
  return body;
}

interface MaterialDialogProps {
  /** The line to change; none to add one. */
  line?: OfficeMaterial;
  onSave: (input: OfficeMaterialInput) => Promise<void>;
  onClose: () => void;
}

/** 'Nieuwe regel' or 'Regel wijzigen': a catalogue line's groups, article number, description, unit and quantity. */
export function MaterialDialog({ line, onSave, onClose }: MaterialDialogProps) {
  const { values, set, errors, saving, onSubmit } = useRecordForm({
    initial: () => valuesOf(line),
    readOnly: false,
    schema: OfficeMaterialInputSchema,
    toBody,
    messages: () => MATERIAL_MESSAGES,
    save: onSave,
    valuesOf,
  });
  const units = UNITS.some((unit) => unit.value === values.unit)
    ? UNITS
    : [...UNITS, { value: values.unit, name: values.unit }];
  return (
    <FormDialog
      title={line ? nl.catalogue.editTitle : nl.catalogue.createTitle}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={nl.form.submit}
    >
      <div className="form__grid">
        {MATERIAL_FIELD_NAMES.map((name) =>
          name === 'unit' ? (
            <SelectField
              key={name}
              label={nl.catalogue.fields.unit}
              value={values.unit}
              onChange={(event) => set('unit', event.target.value)}
              error={errors.unit}
            >
              {units.map((unit) => (
                <option key={unit.value} value={unit.value}>
                  {unit.name}
                </option>
              ))}
            </SelectField>
          ) : (
            <TextField
              key={name}
              label={nl.catalogue.fields[name]}
              autoComplete="off"
              inputMode={name === 'quantity' ? 'decimal' : undefined}
              value={values[name]}
              onChange={(event) => set(name, event.target.value)}
              error={errors[name]}
              autoFocus={name === 'parentGroupCode'}
            />
          ),
        )}
      </div>
      <FormError message={errors.form} />
    </FormDialog>
  );
}

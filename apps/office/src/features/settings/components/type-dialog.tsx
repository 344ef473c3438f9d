import type { OfficeHourTypeInput } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { trimmed } from '../../../lib/field-messages';
import type { FieldErrors } from '../../../lib/form-check';
import { useRecordForm } from '../../../lib/use-record-form';
import type { AnyType, TypeKind } from '../lib/type-kinds';

interface Values {
  description: string;
  sortOrder: string;
  active: boolean;
  default: boolean;
}

const valuesOf = (type?: AnyType): Values => ({
  description: type?.description ?? '',
  sortOrder: String(type?.sortOrder ?? 0),
  active: type?.active ?? true,
  default: type?.default ?? false,
});

const messagesOf = (values: Values) => ({
  description: nl.types.descriptionInvalid,
  sortOrder: nl.types.sortOrderInvalid,
  active: nl.errors.form,
  default: values.active ? nl.errors.form : nl.types.defaultInactive,
});

/** The one refusal of the package's that a console record meets: the default it keeps (decision 017). */
const CONFLICTS: Record<string, FieldErrors<keyof ReturnType<typeof messagesOf>>> = {
  MANAGED_BY_INTEGRATION: { form: nl.types.defaultManaged },
};

/** The body of the form: the sort order as a number (text that is none stays text, which the schema names). */
function bodyOf(kind: TypeKind, values: Values) {
  const { description, sortOrder, active } = trimmed(values);
  const order = sortOrder === '' ? Number.NaN : Number(sortOrder);
  const fields = { description, sortOrder: Number.isNaN(order) ? sortOrder : order, active };
  return kind.kind === 'hour-types' ? { ...fields, default: values.default } : fields;
}

interface TypeDialogProps {
  kind: TypeKind;
  /** The type to change; none to add one. */
  type?: AnyType;
  onSave: (input: OfficeHourTypeInput) => Promise<void>;
  onClose: () => void;
}

/** 'Nieuwe uursoort' or 'Uursoort wijzigen' (and the other lists'): a type's name, place, state and, for hours, the default. */
export function TypeDialog({ kind, type, onSave, onClose }: TypeDialogProps) {
  const { values, set, errors, saving, onSubmit } = useRecordForm({
    initial: () => valuesOf(type),
    readOnly: false,
    schema: kind.schema,
    toBody: (current: Values) => bodyOf(kind, current),
    messages: messagesOf,
    conflicts: CONFLICTS,
    save: onSave,
    valuesOf,
  });
  return (
    <FormDialog
      title={type ? nl.types.edit[kind.list] : nl.types.create[kind.list]}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={nl.form.submit}
    >
      <TextField
        label={nl.types.description}
        autoComplete="off"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
        autoFocus
      />
      <TextField
        label={nl.types.sortOrder}
        hint={nl.types.sortOrderHint}
        inputMode="numeric"
        autoComplete="off"
        value={values.sortOrder}
        onChange={(event) => set('sortOrder', event.target.value)}
        error={errors.sortOrder}
      />
      <div className="checks">
        <CheckField
          label={nl.types.active}
          hint={nl.types.activeHint}
          checked={values.active}
          onChange={(checked) => set('active', checked)}
        />
        {kind.kind === 'hour-types' ? (
          <CheckField
            label={nl.types.default}
            hint={nl.types.defaultHint}
            checked={values.default}
            onChange={(checked) => set('default', checked)}
          />
        ) : null}
      </div>
      {errors.default ? <FormError message={errors.default} /> : null}
      <FormError message={errors.form} />
    </FormDialog>
  );
}

import { LIMITS, OfficeWorkInputSchema, type OfficeWork, type OfficeWorkInput } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useRecordForm } from '../../../lib/use-record-form';
import { lineMessage, trimmed } from '../../../lib/field-messages';

type Values = Required<Pick<OfficeWorkInput, 'description' | 'costPlus' | 'active' | 'old'>>;

const valuesOf = (work?: OfficeWork): Values => ({
  description: work?.description ?? '',
  costPlus: work?.costPlus ?? false,
  active: work?.active ?? true,
  old: work?.old ?? false,
});

const MESSAGES = { description: lineMessage(LIMITS.descriptionMax) };

interface WorkDialogProps {
  /** The work to change; none to add one. */
  work?: OfficeWork;
  onSave: (input: OfficeWorkInput) => Promise<void>;
  onClose: () => void;
}

/** 'Werk toevoegen' or 'Werk wijzigen': a work's description and state, in a dialog that closes once saved. */
export function WorkDialog({ work, onSave, onClose }: WorkDialogProps) {
  const { values, set, errors, saving, onSubmit } = useRecordForm({
    initial: () => valuesOf(work),
    readOnly: false,
    schema: OfficeWorkInputSchema,
    toBody: trimmed<Values>,
    messages: () => MESSAGES,
    save: onSave,
    valuesOf,
  });
  const flag = (name: 'costPlus' | 'active' | 'old', hint?: string) => (
    <CheckField label={nl.works[name]} hint={hint} checked={values[name]} onChange={(checked) => set(name, checked)} />
  );
  return (
    <FormDialog
      title={work ? nl.works.edit : nl.works.add}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={nl.form.submit}
    >
      <TextField
        label={nl.works.description}
        autoComplete="off"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
        autoFocus
      />
      <div className="checks">
        {flag('costPlus', nl.works.costPlusHint)}
        {flag('active')}
        {flag('old')}
      </div>
      <FormError message={errors.form} />
    </FormDialog>
  );
}

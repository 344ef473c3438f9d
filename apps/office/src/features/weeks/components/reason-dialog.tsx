import { LIMITS, WeekDecisionInputSchema, type WeekDecision } from '@bouwwerk/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { lineMessage } from '../../../lib/field-messages';
import type { FieldErrors } from '../../../lib/form-check';
import { useRecordForm } from '../../../lib/use-record-form';
import { STATE_CONFLICT } from '../lib/decisions';

interface ReasonDialogProps {
  decision: Exclude<WeekDecision, 'approve'>;
  /** Sends the decision; rejects with the server's refusal. */
  onDecide: (input: { decision: WeekDecision; reason: string }) => Promise<void>;
  onClose: () => void;
}

const conflicts = (): Record<string, FieldErrors<'reason'>> => ({
  [STATE_CONFLICT]: { form: nl.weeks.changedMeanwhile },
});

/**
 * 'Terugsturen' and 'Heropenen': a decision that says why, the reason checked by the schema the server checks
 * it with, and the refusal of a week that changed meanwhile said in the dialog.
 */
export function ReasonDialog({ decision, onDecide, onClose }: ReasonDialogProps) {
  const text = nl.weeks;
  const { values, set, errors, saving, onSubmit } = useRecordForm({
    initial: () => ({ reason: '' }),
    readOnly: false,
    schema: WeekDecisionInputSchema,
    toBody: (values: { reason: string }) => ({ decision, reason: values.reason.trim() }),
    messages: (values) => ({
      reason: values.reason.trim() === '' ? text.reasonRequired : lineMessage(LIMITS.descriptionMax),
    }),
    conflicts: conflicts(),
    save: async (input) => {
      await onDecide(input);
      onClose();
    },
    valuesOf: (values: { reason: string }) => values,
  });
  return (
    <FormDialog
      title={text.decisionTitles[decision]}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      submitLabel={text.decisions[decision]}
    >
      <TextField
        label={text.reason}
        hint={text.reasonHints[decision]}
        autoComplete="off"
        required
        value={values.reason}
        onChange={(event) => set('reason', event.target.value)}
        error={errors.reason}
        autoFocus
      />
      <FormError message={errors.form} />
    </FormDialog>
  );
}

import {
  PLANNING_TARGET_KINDS,
  PlanningLineInputSchema,
  PlanningLineUpdateSchema,
  type PlanningLine,
  type PlanningLineInput,
  type PlanningTargetKind,
} from '@bouwwerk/domain';
import { FormDialog } from '../../../components/form-dialog';
import { FormError } from '../../../components/form-error';
import { SelectField, TextAreaField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useRecordForm } from '../../../lib/use-record-form';
import type { BoardEmployee } from '../lib/board-model';
import { LINE_CONFLICTS, lineMessages, lineRequest, targetError, type LineValues } from '../lib/line-values';
import type { TargetChoice } from '../lib/targets';

export type LineDialogMode = 'new' | 'edit' | 'move';

interface LineDialogProps {
  mode: LineDialogMode;
  /** The line changed; none for a new one (a duplicate starts from another's values). */
  line: PlanningLine | null;
  initial: LineValues;
  employees: BoardEmployee[];
  choices: Record<PlanningTargetKind, TargetChoice[]>;
  /** Resolves once saved (the dialog then closes); rejects with a refusal the form explains. */
  onSave: (line: PlanningLine | null, body: PlanningLineInput) => Promise<void>;
  onClose: () => void;
}

const TITLES: Record<LineDialogMode, string> = {
  new: nl.planning.newTitle,
  edit: nl.planning.editTitle,
  move: nl.planning.moveTitle,
};

/**
 * 'Nieuwe planning', 'Planning wijzigen', 'Planning verplaatsen': a line's fields, checked by the schema the
 * server checks them with (PlanningLineInputSchema, PlanningLineUpdateSchema), each refusal at its field.
 */
export function LineDialog({ mode, line, initial, employees, choices, onSave, onClose }: LineDialogProps) {
  const { values, set, errors, saving, onSubmit } = useRecordForm({
    initial: () => initial,
    readOnly: false,
    schema: line ? PlanningLineUpdateSchema : PlanningLineInputSchema,
    toBody: (current: LineValues) => lineRequest(current, line?.version),
    messages: lineMessages,
    conflicts: LINE_CONFLICTS,
    save: async (body: PlanningLineInput) => {
      await onSave(line, body);
      onClose();
    },
    valuesOf: () => initial,
  });
  const text = nl.planning;
  const fields = text.fields;
  const options = targetOptions(choices[values.kind], line, values.kind);
  return (
    <FormDialog title={TITLES[mode]} onClose={onClose} onSubmit={onSubmit} saving={saving} submitLabel={nl.form.submit}>
      <div className="form__grid">
        <SelectField
          label={fields.employeeId}
          value={values.employeeId}
          onChange={(event) => set('employeeId', event.target.value)}
          error={errors.employeeId}
          autoFocus={mode === 'move'}
        >
          <option value="">{text.chooseTarget}</option>
          {employees.map((employee) => (
            <option key={employee.id} value={employee.id}>
              {employee.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={fields.kind}
          value={values.kind}
          onChange={(event) => {
            set('kind', event.target.value as PlanningTargetKind);
            set('targetId', '');
          }}
        >
          {PLANNING_TARGET_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {text.kinds[kind]}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField
        label={fields.target}
        value={values.targetId}
        onChange={(event) => set('targetId', event.target.value)}
        error={targetError(errors)}
        autoFocus={mode !== 'move'}
      >
        <option value="">{text.chooseTarget}</option>
        {options.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.detail ? `${choice.label} · ${choice.detail}` : choice.label}
          </option>
        ))}
      </SelectField>
      <div className="form__grid">
        <TextField
          label={fields.startDate}
          type="date"
          value={values.startDate}
          onChange={(event) => set('startDate', event.target.value)}
          error={errors.startDate}
        />
        <TextField
          label={fields.endDate}
          type="date"
          value={values.endDate}
          onChange={(event) => set('endDate', event.target.value)}
          error={errors.endDate}
        />
        <TextField
          label={fields.durationHours}
          inputMode="decimal"
          autoComplete="off"
          value={values.durationHours}
          onChange={(event) => set('durationHours', event.target.value)}
          error={errors.durationHours}
        />
        <TextField
          label={fields.arrival}
          hint={text.arrivalHint}
          autoComplete="off"
          value={values.arrival}
          onChange={(event) => set('arrival', event.target.value)}
          error={errors.arrival}
        />
      </div>
      <TextField
        label={fields.description}
        autoComplete="off"
        value={values.description}
        onChange={(event) => set('description', event.target.value)}
        error={errors.description}
      />
      <TextAreaField
        label={fields.remark}
        rows={3}
        value={values.remark}
        onChange={(event) => set('remark', event.target.value)}
        error={errors.remark}
      />
      <FormError message={errors.version ?? errors.form} />
    </FormDialog>
  );
}

/** The kind's choices, with the line's own target even when it is closed now (it stays what it was). */
function targetOptions(choices: TargetChoice[], line: PlanningLine | null, kind: PlanningTargetKind): TargetChoice[] {
  if (!line || line.target.kind !== kind || choices.some((choice) => choice.id === line.target.id)) return choices;
  return [{ kind, id: line.target.id, label: line.target.label, detail: '' }, ...choices];
}

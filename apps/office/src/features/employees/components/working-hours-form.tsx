import type { OfficeEmployee, OfficeWorkingHoursInput } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { FormError } from '../../../components/form-error';
import { StatusMessage } from '../../../components/status-message';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useRecordForm } from '../../../lib/use-record-form';
import {
  DAYS,
  workingHoursBody,
  workingHoursFormSchema,
  workingHoursValuesOf,
  type Day,
} from '../lib/working-hours-values';

const MESSAGES = {
  ...(Object.fromEntries(DAYS.map((day) => [day, nl.workingHours.dayInvalid])) as Record<Day, string>),
  workingHours: nl.workingHours.invalid,
};

interface WorkingHoursFormProps {
  employee: OfficeEmployee;
  /** Shown, not edited: the role only reads. */
  readOnly: boolean;
  onSave: (input: OfficeWorkingHoursInput) => Promise<OfficeEmployee>;
}

/**
 * 'Werktijden': the company's hours, or his own per day (a part-timer), against which the field app shows
 * the hours still to book. The office's also for an employee the package manages: it sends no working hours.
 */
export function WorkingHoursForm({ employee, readOnly, onSave }: WorkingHoursFormProps) {
  const { values, set, errors, saved, saving, onSubmit } = useRecordForm({
    initial: () => workingHoursValuesOf(employee.workingHours),
    readOnly,
    schema: workingHoursFormSchema,
    toBody: workingHoursBody,
    messages: () => MESSAGES,
    save: onSave,
    valuesOf: (answer: OfficeEmployee) => workingHoursValuesOf(answer.workingHours),
  });

  return (
    <form className="form card working-hours" noValidate onSubmit={onSubmit} aria-labelledby="working-hours-title">
      <h2 id="working-hours-title">{nl.workingHours.title}</h2>
      <p className="field__hint">{nl.workingHours.intro}</p>
      <CheckField
        label={nl.workingHours.followsCompany}
        hint={readOnly ? undefined : nl.workingHours.followsCompanyHint}
        checked={values.followsCompany}
        disabled={readOnly}
        onChange={(checked) => set('followsCompany', checked)}
      />
      {values.followsCompany ? null : (
        <fieldset>
          <legend>{nl.workingHours.perDay}</legend>
          <p className="field__hint">{nl.workingHours.perDayHint}</p>
          <div className="working-hours__days">
            {DAYS.map((day, index) => (
              <TextField
                key={day}
                label={nl.workingHours.days[index]!}
                name={day}
                inputMode="decimal"
                autoComplete="off"
                value={values[day]}
                onChange={(event) => set(day, event.target.value)}
                readOnly={readOnly}
                error={errors[day]}
              />
            ))}
          </div>
        </fieldset>
      )}
      <FormError message={errors.workingHours ?? errors.form} />
      <StatusMessage message={saved ? nl.workingHours.saved : null} />
      {readOnly ? null : (
        <div className="button-row">
          <button type="submit" className="button button--primary" aria-busy={saving}>
            {saving ? nl.app.saving : nl.workingHours.save}
          </button>
        </div>
      )}
    </form>
  );
}

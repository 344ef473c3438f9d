import {
  OfficeEmployeeTeamInputSchema,
  teamsOf,
  type OfficeEmployee,
  type OfficeEmployeeTeamInput,
} from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormError } from '../../../components/form-error';
import { StatusMessage } from '../../../components/status-message';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useRecordForm } from '../../../lib/use-record-form';
import { employeesQuery } from '../api/employees';

const MESSAGES = { team: nl.team.invalid };

interface TeamFormProps {
  employee: OfficeEmployee;
  /** Shown, not edited: the role only reads. */
  readOnly: boolean;
  onSave: (input: OfficeEmployeeTeamInput) => Promise<OfficeEmployee>;
}

/**
 * 'Team': the Planbord groups its rows by it. The office's also for an employee the package manages, which
 * knows no teams. The teams the company has are offered, so that one team is not typed two ways.
 */
export function TeamForm({ employee, readOnly, onSave }: TeamFormProps) {
  const listId = useId();
  const employees = useQuery(employeesQuery);
  const teams = teamsOf(employees.data ?? []);
  const { values, set, errors, saved, saving, onSubmit } = useRecordForm({
    initial: () => ({ team: employee.team }),
    readOnly,
    schema: OfficeEmployeeTeamInputSchema,
    toBody: (typed: { team: string }) => typed,
    messages: () => MESSAGES,
    save: onSave,
    valuesOf: (answer: OfficeEmployee) => ({ team: answer.team }),
  });

  return (
    <form className="form card" noValidate onSubmit={onSubmit} aria-labelledby="team-title">
      <h2 id="team-title">{nl.team.title}</h2>
      <p className="field__hint">{nl.team.intro}</p>
      <TextField
        label={nl.team.label}
        name="team"
        placeholder={readOnly ? undefined : nl.team.placeholder}
        hint={readOnly ? undefined : nl.team.hint}
        autoComplete="off"
        list={readOnly ? undefined : listId}
        value={values.team}
        onChange={(event) => set('team', event.target.value)}
        readOnly={readOnly}
        error={errors.team}
      />
      {readOnly ? null : (
        <datalist id={listId}>
          {teams.map((team) => (
            <option key={team} value={team} />
          ))}
        </datalist>
      )}
      <FormError message={errors.form} />
      <StatusMessage message={saved ? nl.team.saved : null} />
      {readOnly ? null : (
        <div className="button-row">
          <button type="submit" className="button button--primary" aria-busy={saving}>
            {saving ? nl.app.saving : nl.team.save}
          </button>
        </div>
      )}
    </form>
  );
}

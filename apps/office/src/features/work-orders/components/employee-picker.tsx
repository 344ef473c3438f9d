import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { CheckField } from '../../../components/check-field';
import { nl } from '../../../i18n/nl';
import { compareText } from '../../../lib/compare';
import { employeesQuery, fullName } from '../../employees';

interface EmployeePickerProps {
  selected: number[];
  onChange: (ids: number[]) => void;
  readOnly: boolean;
  error?: string;
}

/**
 * 'Medewerkers': who does the order, from the company's active employees (and whoever the order has already,
 * so a save can take him off). The server plans each on the order's days.
 */
export function EmployeePicker({ selected, onChange, readOnly, error }: EmployeePickerProps) {
  const employees = useQuery(employeesQuery);
  const hintId = useId();
  const errorId = useId();
  const choices = useMemo(
    () =>
      (employees.data ?? [])
        .filter((employee) => employee.active || selected.includes(employee.id))
        .sort((a, b) => compareText(fullName(a), fullName(b)) || a.id - b.id),
    [employees.data, selected],
  );
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((chosen) => chosen !== id));

  return (
    <fieldset aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}>
      <legend>{nl.workOrderForm.employees}</legend>
      <p id={hintId} className="field__hint">
        {nl.workOrderForm.employeesHint}
      </p>
      {employees.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : employees.isError ? (
        <p role="alert">{nl.workOrderForm.employeesFailed}</p>
      ) : choices.length === 0 ? (
        <p className="muted">{nl.workOrderForm.employeesNone}</p>
      ) : (
        // Read-only, the boxes cannot take the focus: the list itself does, so a keyboard can scroll it.
        <div className="employee-picker" tabIndex={readOnly ? 0 : undefined}>
          {choices.map((employee) => (
            <CheckField
              key={employee.id}
              label={fullName(employee)}
              checked={selected.includes(employee.id)}
              disabled={readOnly}
              onChange={(on) => toggle(employee.id, on)}
            />
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} className="field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

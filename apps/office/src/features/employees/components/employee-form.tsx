import { OfficeEmployeeInputSchema, type OfficeEmployee, type OfficeEmployeeInput } from '@bouwwerk/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormError } from '../../../components/form-error';
import { StatusMessage } from '../../../components/status-message';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-client';
import { checkRequest, refusalText, type FieldErrors } from '../../../lib/form-check';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { RIGHTS, type Right } from '../lib/rights';

const TEXT_FIELDS = ['firstName', 'lastName', 'username', 'mobile', 'telephone'] as const;
type TextFieldName = (typeof TEXT_FIELDS)[number];
type Values = Record<TextFieldName, string> & Record<Right | 'active', boolean>;

const MESSAGES = {
  firstName: nl.employeeForm.firstNameInvalid,
  lastName: nl.employeeForm.lastNameInvalid,
  username: nl.employeeForm.usernameInvalid,
  mobile: nl.employeeForm.phoneInvalid,
  telephone: nl.employeeForm.phoneInvalid,
};
type Field = keyof typeof MESSAGES;

const EMPTY: Values = {
  firstName: '',
  lastName: '',
  username: '',
  mobile: '',
  telephone: '',
  active: true,
  registrationRights: false,
  projectAdministration: false,
  createCostPlusWork: false,
  bookOtherProjectCosts: false,
  createSurplusWork: false,
  validateRegistrations: false,
};

const valuesOf = (employee: OfficeEmployee | undefined): Values =>
  employee
    ? {
        ...EMPTY,
        ...Object.fromEntries([...TEXT_FIELDS, ...RIGHTS, 'active'].map((key) => [key, employee[key as keyof Values]])),
      }
    : EMPTY;

/** What the server's refusal of a save means at the form: a username taken, a record the package manages. */
function saveRefusal(error: unknown): FieldErrors<Field> {
  if (isApiError(error, 409, 'USERNAME_TAKEN')) return { username: nl.employeeForm.usernameTaken };
  if (isApiError(error, 409, 'MANAGED_BY_INTEGRATION')) return { form: nl.employeeForm.managedRefused };
  return { form: refusalText(error) };
}

interface EmployeeFormProps {
  /** The employee as saved; none for a new one. */
  employee?: OfficeEmployee;
  /** Shown, not edited: managed by the package, or the role only reads. */
  readOnly: boolean;
  /** Resolves with the employee as saved, whom the form then shows; a new one's page takes over instead. */
  onSave: (input: OfficeEmployeeInput) => Promise<OfficeEmployee | void>;
}

/**
 * An employee's details and rights, checked by the schema the server checks them with. Text is trimmed before
 * it is checked: a name of spaces is no name.
 */
export function EmployeeForm({ employee, readOnly, onSave }: EmployeeFormProps) {
  const [values, setValues] = useState<Values>(() => valuesOf(employee));
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const { busy: saving, run } = useSingleFlight();
  const [saved, setSaved] = useState(false);
  const idPrefix = useId();

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setSaved(false);
    setValues((current) => ({ ...current, [key]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const trimmed = Object.fromEntries(TEXT_FIELDS.map((key) => [key, values[key].trim()]));
    const checked = checkRequest(OfficeEmployeeInputSchema, { ...values, ...trimmed }, MESSAGES);
    setErrors(checked.errors);
    if (!checked.ok) return;
    void run(async () => {
      try {
        const answer = await onSave(checked.data);
        if (answer) {
          setValues(valuesOf(answer));
          setSaved(true);
        }
      } catch (error) {
        setErrors(saveRefusal(error));
      }
    });
  };

  const text = (name: TextFieldName, label: string, autoComplete: string, type = 'text') => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      readOnly={readOnly}
      required={name === 'firstName' || name === 'username'}
      error={errors[name]}
    />
  );

  return (
    <form className="form card" noValidate onSubmit={onSubmit}>
      <fieldset>
        <legend>{nl.employeeForm.personal}</legend>
        <div className="form__grid">
          {text('firstName', nl.employeeForm.firstName, 'off')}
          {text('lastName', nl.employeeForm.lastName, 'off')}
          {text('username', nl.employeeForm.username, 'off')}
          {text('mobile', nl.employeeForm.mobile, 'off', 'tel')}
          {text('telephone', nl.employeeForm.telephone, 'off', 'tel')}
        </div>
        <div className="checkbox employee-form__active">
          <input
            id={`${idPrefix}-active`}
            type="checkbox"
            checked={values.active}
            disabled={readOnly}
            onChange={(event) => set('active', event.target.checked)}
            aria-describedby={`${idPrefix}-active-hint`}
          />
          <div>
            <label htmlFor={`${idPrefix}-active`}>{nl.employeeForm.active}</label>
            <p id={`${idPrefix}-active-hint`} className="field__hint">
              {nl.employeeForm.activeHint}
            </p>
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend>{nl.employeeForm.rights}</legend>
        <div className="rights">
          {RIGHTS.map((right) => (
            <div className="checkbox" key={right}>
              <input
                id={`${idPrefix}-${right}`}
                type="checkbox"
                checked={values[right]}
                disabled={readOnly}
                onChange={(event) => set(right, event.target.checked)}
              />
              <label htmlFor={`${idPrefix}-${right}`}>{nl.rights[right]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <FormError message={errors.form} />
      <StatusMessage message={saved ? nl.employeeForm.saved : null} />
      {readOnly ? null : (
        <div className="button-row">
          <button type="submit" className="button button--primary" aria-busy={saving}>
            {saving ? nl.app.saving : nl.employeeForm.submit}
          </button>
        </div>
      )}
    </form>
  );
}

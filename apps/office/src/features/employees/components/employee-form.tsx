import { OfficeEmployeeInputSchema, type OfficeEmployee, type OfficeEmployeeInput } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { FormFooter } from '../../../components/form-footer';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useRecordForm } from '../../../lib/use-record-form';
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

const CONFLICTS = { USERNAME_TAKEN: { username: nl.employeeForm.usernameTaken } };

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
  const { values, set, errors, saved, saving, onSubmit } = useRecordForm({
    initial: () => valuesOf(employee),
    readOnly,
    schema: OfficeEmployeeInputSchema,
    toBody: (current: Values) => ({
      ...current,
      ...Object.fromEntries(TEXT_FIELDS.map((key) => [key, current[key].trim()])),
    }),
    messages: () => MESSAGES,
    conflicts: CONFLICTS,
    save: onSave,
    valuesOf,
  });

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
        <div className="employee-form__active">
          <CheckField
            label={nl.employeeForm.active}
            hint={nl.employeeForm.activeHint}
            checked={values.active}
            disabled={readOnly}
            onChange={(checked) => set('active', checked)}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{nl.employeeForm.rights}</legend>
        <div className="rights">
          {RIGHTS.map((right) => (
            <CheckField
              key={right}
              label={nl.rights[right]}
              checked={values[right]}
              disabled={readOnly}
              onChange={(checked) => set(right, checked)}
            />
          ))}
        </div>
      </fieldset>
      <FormFooter
        error={errors.form}
        savedMessage={saved ? nl.employeeForm.saved : null}
        saving={saving}
        readOnly={readOnly}
      />
    </form>
  );
}

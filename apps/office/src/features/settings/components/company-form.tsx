import { OfficeCompanyInputSchema, type OfficeCompany, type OfficeCompanyInput } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { FormFooter } from '../../../components/form-footer';
import { TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { trimmed } from '../../../lib/field-messages';
import { useRecordForm } from '../../../lib/use-record-form';

type Values = Required<OfficeCompanyInput>;

const valuesOf = (company: OfficeCompany): Values => ({
  name: company.name,
  validateRegistrationsFirst: company.validateRegistrationsFirst,
  hoursReminderAt: company.hoursReminderAt,
});

const MESSAGES = {
  name: nl.company.nameInvalid,
  validateRegistrationsFirst: nl.errors.form,
  hoursReminderAt: nl.company.hoursReminderInvalid,
};

interface CompanyFormProps {
  company: OfficeCompany;
  readOnly: boolean;
  onSave: (input: OfficeCompanyInput) => Promise<OfficeCompany>;
}

/**
 * The company's name, "Registraties eerst valideren" (docs/decisions/018-validate-first.md) and the time of the
 * reminder to book hours (docs/decisions/021-week-approval.md); an empty time sends none.
 */
export function CompanyForm({ company, readOnly, onSave }: CompanyFormProps) {
  const form = useRecordForm({
    initial: () => valuesOf(company),
    readOnly,
    schema: OfficeCompanyInputSchema,
    toBody: trimmed<Values>,
    messages: () => MESSAGES,
    save: onSave,
    valuesOf,
  });
  const { values, set, errors } = form;
  return (
    <form className="form card" noValidate onSubmit={form.onSubmit}>
      <TextField label={nl.company.code} value={company.code} readOnly />
      <TextField
        label={nl.company.name}
        autoComplete="organization"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        readOnly={readOnly}
        error={errors.name}
      />
      <CheckField
        label={nl.company.validateFirst}
        hint={nl.company.validateFirstHint}
        checked={values.validateRegistrationsFirst}
        disabled={readOnly}
        onChange={(checked) => set('validateRegistrationsFirst', checked)}
      />
      <TextField
        label={nl.company.hoursReminder}
        hint={nl.company.hoursReminderHint}
        type="time"
        value={values.hoursReminderAt ?? ''}
        onChange={(event) => set('hoursReminderAt', event.target.value === '' ? null : event.target.value)}
        readOnly={readOnly}
        error={errors.hoursReminderAt}
      />
      <FormFooter
        error={errors.form}
        savedMessage={form.saved ? nl.company.saved : null}
        saving={form.saving}
        readOnly={readOnly}
      />
    </form>
  );
}

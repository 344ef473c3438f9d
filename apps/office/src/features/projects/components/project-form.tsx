import { LIMITS, OfficeProjectInputSchema, type OfficeProject, type OfficeProjectInput } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { FormFooter } from '../../../components/form-footer';
import { TextAreaField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { endDateMessage, lineMessage, optionalDate, trimmed } from '../../../lib/field-messages';
import { useRecordForm } from '../../../lib/use-record-form';
import {
  PROJECT_RELATION_MESSAGES,
  ProjectRelationFields,
  projectRelationBody,
  projectRelationValues,
  type ProjectRelationValues,
} from '../../relations';

const TEXTS = ['code', 'customer', 'description', 'address', 'postalCode', 'city', 'phone'] as const;
const FLAGS = ['costPlus', 'done', 'old', 'activeAdministration'] as const;
/** The fields of one line, each an input. */
type TextName = (typeof TEXTS)[number] | 'projectYear' | 'startDate' | 'endDate';
type Values = Record<TextName | 'remarkResourcePlanning', string> &
  Record<(typeof FLAGS)[number], boolean> &
  ProjectRelationValues;

const EMPTY: Values = {
  code: '',
  customer: '',
  description: '',
  address: '',
  postalCode: '',
  city: '',
  phone: '',
  projectYear: '',
  remarkResourcePlanning: '',
  startDate: '',
  endDate: '',
  costPlus: false,
  done: false,
  old: false,
  activeAdministration: true,
  ...projectRelationValues(),
};

const valuesOf = (project: OfficeProject | undefined): Values =>
  project
    ? ({
        ...Object.fromEntries(
          [...TEXTS, ...FLAGS, 'remarkResourcePlanning'].map((key) => [key, project[key as keyof OfficeProject]]),
        ),
        projectYear: project.projectYear === null ? '' : String(project.projectYear),
        startDate: project.startDate ?? '',
        endDate: project.endDate ?? '',
        ...projectRelationValues(project),
      } as Values)
    : EMPTY;

const toBody = (values: Values) => {
  const { projectYear, startDate, endDate, relationId, contactPersonId, projectGroupId, ...rest } = trimmed(values);
  return {
    ...rest,
    ...projectRelationBody({ relationId, contactPersonId, projectGroupId }),
    projectYear: projectYear === '' ? null : Number(projectYear),
    startDate: optionalDate(startDate),
    endDate: optionalDate(endDate),
  };
};

const messages = (values: Values) => ({
  code: lineMessage(LIMITS.projectCodeMax),
  customer: lineMessage(200),
  description: lineMessage(LIMITS.descriptionMax),
  address: lineMessage(LIMITS.addressMax),
  postalCode: lineMessage(LIMITS.postalCodeMax),
  city: lineMessage(LIMITS.cityMax),
  phone: lineMessage(LIMITS.phoneMax),
  projectYear: nl.projectForm.yearInvalid,
  remarkResourcePlanning: nl.form.textInvalid(LIMITS.remarkMax),
  startDate: nl.form.dateInvalid,
  endDate: endDateMessage(values),
  ...PROJECT_RELATION_MESSAGES,
});

interface ProjectFormProps {
  /** The project as saved; none for a new one. */
  project?: OfficeProject;
  /** Shown, not edited: managed by the package, or the role only reads. */
  readOnly: boolean;
  /** Resolves with the project as saved, which the form then shows; a new one's page takes over instead. */
  onSave: (input: OfficeProjectInput) => Promise<OfficeProject | void>;
}

/** A project's details, dates and state, checked by the schema the server checks them with. */
export function ProjectForm({ project, readOnly, onSave }: ProjectFormProps) {
  const form = useRecordForm({
    initial: () => valuesOf(project),
    readOnly,
    schema: OfficeProjectInputSchema,
    toBody,
    messages,
    save: onSave,
    valuesOf,
  });
  const { values, set, errors } = form;
  const text = (name: TextName, type = 'text') => (
    <TextField
      label={nl.projectForm[name]}
      type={type}
      autoComplete="off"
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      readOnly={readOnly}
      error={errors[name]}
      inputMode={name === 'projectYear' ? 'numeric' : undefined}
    />
  );
  const flag = (name: (typeof FLAGS)[number], hint?: string) => (
    <CheckField
      label={nl.projectForm[name]}
      hint={hint}
      checked={values[name]}
      disabled={readOnly}
      onChange={(checked) => set(name, checked)}
    />
  );

  return (
    <form className="form card" noValidate onSubmit={form.onSubmit}>
      <fieldset>
        <legend>{nl.projectForm.details}</legend>
        <div className="form__grid">
          {text('code')}
          {text('customer')}
          {text('description')}
          {text('address')}
          {text('postalCode')}
          {text('city')}
          {text('phone', 'tel')}
          {text('projectYear')}
        </div>
      </fieldset>
      <fieldset>
        <legend>{nl.projectRelations.legend}</legend>
        <ProjectRelationFields
          values={values}
          onChange={(changes) => {
            for (const [name, value] of Object.entries(changes)) set(name as keyof ProjectRelationValues, value);
          }}
          readOnly={readOnly}
          errors={errors}
        />
      </fieldset>
      <fieldset>
        <legend>{nl.projectForm.planning}</legend>
        <div className="form__grid">
          {text('startDate', 'date')}
          {text('endDate', 'date')}
        </div>
        <TextAreaField
          label={nl.projectForm.remarkResourcePlanning}
          hint={nl.projectForm.remarkResourcePlanningHint}
          value={values.remarkResourcePlanning}
          onChange={(event) => set('remarkResourcePlanning', event.target.value)}
          readOnly={readOnly}
          error={errors.remarkResourcePlanning}
        />
        <div className="checks project-form__flags">
          {flag('costPlus')}
          {flag('done', nl.projectForm.doneHint)}
          {flag('old', nl.projectForm.oldHint)}
          {flag('activeAdministration', nl.projectForm.activeAdministrationHint)}
        </div>
      </fieldset>
      <FormFooter
        error={errors.form}
        savedMessage={form.saved ? nl.projectForm.saved : null}
        saving={form.saving}
        readOnly={readOnly}
      />
    </form>
  );
}

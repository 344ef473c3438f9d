import { OfficeWorkOrderInputSchema, type OfficeWorkOrder, type OfficeWorkOrderInput } from '@bouwwerk/domain';
import { CheckField } from '../../../components/check-field';
import { FormFooter } from '../../../components/form-footer';
import { TextAreaField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useRecordForm } from '../../../lib/use-record-form';
import { ADDRESS_FIELDS, bodyOf, messagesOf, valuesOf, type AddressField } from '../lib/work-order-values';
import { EmployeePicker } from './employee-picker';
import { InfoRows } from './info-rows';
import { ProjectSelect } from './project-select';

const CONFLICTS = { NUMBER_TAKEN: { number: nl.workOrderForm.numberTaken } };

const ADDRESS_LABELS: Record<AddressField, string> = {
  name: nl.workOrderForm.addressName,
  street: nl.workOrderForm.street,
  postalCode: nl.workOrderForm.postalCode,
  city: nl.workOrderForm.city,
  telephone: nl.workOrderForm.telephone,
};

interface WorkOrderFormProps {
  /** The order as saved; none for a new one. */
  order?: OfficeWorkOrder;
  /** Shown, not edited: managed by the package, or the role only reads. */
  readOnly: boolean;
  /** Resolves with the order as saved, which the form then shows; a new one's page takes over instead. */
  onSave: (input: OfficeWorkOrderInput) => Promise<OfficeWorkOrder | void>;
}

/** A work order: what, where and when, its extra information and who does it, checked by the server's schema. */
export function WorkOrderForm({ order, readOnly, onSave }: WorkOrderFormProps) {
  const form = useRecordForm({
    initial: () => valuesOf(order),
    readOnly,
    schema: OfficeWorkOrderInputSchema,
    toBody: (values) => bodyOf(values, order),
    messages: messagesOf,
    conflicts: CONFLICTS,
    save: onSave,
    valuesOf,
  });
  const { values, set, errors } = form;
  const text = (name: 'number' | 'customer' | 'description' | 'startDate' | 'endDate', type = 'text') => (
    <TextField
      label={nl.workOrderForm[name]}
      type={type}
      autoComplete="off"
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      readOnly={readOnly}
      required={name === 'number'}
      error={errors[name]}
    />
  );

  return (
    <form className="form card" noValidate onSubmit={form.onSubmit}>
      <fieldset>
        <legend>{nl.workOrderForm.order}</legend>
        <div className="form__grid">
          {text('number')}
          {text('customer')}
          {text('description')}
          <ProjectSelect
            value={values.projectId}
            onChange={(value) => set('projectId', value)}
            readOnly={readOnly}
            error={errors.projectId}
          />
          {text('startDate', 'date')}
          {text('endDate', 'date')}
        </div>
        <TextAreaField
          label={nl.workOrderForm.orderDescription}
          value={values.orderDescription}
          onChange={(event) => set('orderDescription', event.target.value)}
          readOnly={readOnly}
          error={errors.orderDescription}
        />
        <div className="work-order-form__done">
          <CheckField
            label={nl.workOrderForm.done}
            hint={nl.workOrderForm.doneHint}
            checked={values.done}
            disabled={readOnly}
            onChange={(checked) => set('done', checked)}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{nl.workOrderForm.address}</legend>
        <div className="form__grid">
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              label={ADDRESS_LABELS[field]}
              type={field === 'telephone' ? 'tel' : 'text'}
              autoComplete="off"
              value={values.address[field]}
              onChange={(event) => set('address', { ...values.address, [field]: event.target.value })}
              readOnly={readOnly}
              error={errors[field]}
            />
          ))}
        </div>
      </fieldset>
      <InfoRows
        rows={values.info}
        onChange={(rows) => set('info', rows)}
        readOnly={readOnly}
        error={errors.label ?? errors.value ?? errors.info}
      />
      <EmployeePicker
        selected={values.employeeIds}
        onChange={(ids) => set('employeeIds', ids)}
        readOnly={readOnly}
        error={errors.employeeIds}
      />
      <FormFooter
        error={errors.form}
        savedMessage={form.saved ? nl.workOrderForm.saved : null}
        saving={form.saving}
        readOnly={readOnly}
      />
    </form>
  );
}

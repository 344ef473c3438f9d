import { LIMITS, type OfficeWorkOrder } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { endDateMessage, lineMessage as line, optionalDate } from '../../../lib/field-messages';

/** A line of 'Extra informatie' as the form keeps it: `key` tells React the rows apart while they are added and removed. */
export interface InfoRow {
  key: number;
  label: string;
  value: string;
}

export const ADDRESS_FIELDS = ['name', 'street', 'postalCode', 'city', 'telephone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

export interface WorkOrderValues {
  number: string;
  customer: string;
  description: string;
  orderDescription: string;
  /** The project's id as the select holds it; '' for none. */
  projectId: string;
  address: Record<AddressField, string>;
  startDate: string;
  endDate: string;
  done: boolean;
  info: InfoRow[];
  employeeIds: number[];
}

let nextInfoKey = 1;
export const infoRow = (label = '', value = ''): InfoRow => ({ key: nextInfoKey++, label, value });

export const valuesOf = (order: OfficeWorkOrder | undefined): WorkOrderValues => ({
  number: order?.number ?? '',
  customer: order?.customer ?? '',
  description: order?.description ?? '',
  orderDescription: order?.orderDescription ?? '',
  projectId: order?.projectId == null ? '' : String(order.projectId),
  address: order?.address ?? { name: '', street: '', postalCode: '', city: '', telephone: '' },
  startDate: order?.startDate ?? '',
  endDate: order?.endDate ?? '',
  done: order?.done ?? false,
  info: order?.info.map((line) => infoRow(line.label, line.value)) ?? [],
  employeeIds: order?.employeeIds ?? [],
});

/**
 * The body of a save: text trimmed, empty dates none. What the console does not edit (the package's status,
 * invoice and references) goes back as the order has it, so a save keeps it.
 */
export function bodyOf(values: WorkOrderValues, order: OfficeWorkOrder | undefined) {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values.address[field].trim()]));
  return {
    status: order?.status ?? 2,
    invoiceId: order?.invoiceId ?? null,
    externalReference: order?.externalReference ?? '',
    externalOrder: order?.externalOrder ?? '',
    number: values.number.trim(),
    customer: values.customer.trim(),
    description: values.description.trim(),
    orderDescription: values.orderDescription.trim(),
    projectId: values.projectId === '' ? null : Number(values.projectId),
    address,
    startDate: optionalDate(values.startDate),
    endDate: optionalDate(values.endDate),
    done: values.done,
    info: values.info.map((line) => ({ label: line.label.trim(), value: line.value.trim() })),
    employeeIds: values.employeeIds,
  };
}

/**
 * Each field's message, by the name the schema's issue (or the server's 400) gives it. The start date's depends
 * on the employees: without one they cannot be planned.
 */
export const messagesOf = (values: WorkOrderValues) => ({
  number: nl.workOrderForm.numberInvalid,
  customer: line(200),
  description: line(LIMITS.descriptionMax),
  orderDescription: nl.form.textInvalid(LIMITS.remarkMax),
  name: line(200),
  street: line(LIMITS.addressMax),
  postalCode: line(LIMITS.postalCodeMax),
  city: line(LIMITS.cityMax),
  telephone: line(LIMITS.phoneMax),
  startDate:
    values.startDate === '' && values.employeeIds.length > 0 ? nl.workOrderForm.startDateNeeded : nl.form.dateInvalid,
  endDate: endDateMessage(values),
  projectId: nl.workOrderForm.projectGone,
  employeeIds: nl.workOrderForm.employeeGone,
  info: nl.workOrderForm.infoTooMany,
  label: nl.workOrderForm.infoLabelInvalid,
  value: nl.workOrderForm.infoValueInvalid,
});

import { z } from 'zod';
import { LIMITS } from '../contracts/common';
import {
  flag,
  importRecord,
  invoiceId,
  optionalDate,
  optionalLine,
  optionalText,
  reference,
  requiredLine,
  wholeNumber,
} from './import-common';
import { endNotBeforeStart } from './import-projects';

export const WORK_ORDER_INFO_MAX = 50;

const AddressSchema = z
  .strictObject({
    name: optionalLine(200).meta({ example: 'Fam. Jansen' }),
    street: optionalLine(LIMITS.addressMax).meta({ example: 'Kerkstraat 1' }),
    postalCode: optionalLine(LIMITS.postalCodeMax).meta({ example: '3511 AB' }),
    city: optionalLine(LIMITS.cityMax).meta({ example: 'Utrecht' }),
    telephone: optionalLine(LIMITS.phoneMax),
  })
  .meta({ id: 'WorkOrderAddress', description: 'Where the work is done: shown with a map link and tap-to-call.' });

const InfoSchema = z
  .strictObject({
    label: requiredLine(100).meta({ example: 'Sleutel' }),
    value: optionalText(LIMITS.descriptionMax).meta({ example: 'Bij de buren, nr. 3' }),
  })
  .meta({ id: 'WorkOrderInfo' });

/** A work order as the office keeps it; the integration API adds its references by externalId, the console by id. */
export const WORK_ORDER_FIELDS = {
  number: requiredLine(LIMITS.projectCodeMax).meta({
    description: 'The number shown as "Werkbon {number}".',
    example: 'WB-2026-0042',
  }),
  status: wholeNumber(0, 99).default(2).meta({
    description:
      '2 in progress (In uitvoering); 3 and 4 finished (Gereed: locked for new bookings and signing). Other values are not shown.',
  }),
  invoiceId: invoiceId('Your invoice id once invoiced (then locked); null or 0 when not.'),
  externalReference: optionalLine(100).meta({ description: 'Your project number, shown on the order.' }),
  externalOrder: optionalLine(100).meta({ description: 'Your work order number, shown on the order.' }),
  customer: optionalLine(200).meta({ example: 'Fam. Jansen' }),
  address: AddressSchema.default({ name: '', street: '', postalCode: '', city: '', telephone: '' }),
  description: optionalLine(LIMITS.descriptionMax).meta({ example: 'Storing cv-ketel' }),
  orderDescription: optionalText(LIMITS.remarkMax).meta({
    description: 'What is to be done (the work description).',
  }),
  done: flag(false).meta({ description: 'Done: no action buttons, no new bookings (isDone).' }),
  startDate: optionalDate(),
  endDate: optionalDate(),
  info: z
    .array(InfoSchema)
    .max(WORK_ORDER_INFO_MAX)
    .default([])
    .meta({
      description: `Extra information as label and value pairs, in this order, at most ${WORK_ORDER_INFO_MAX}; replaced as a whole.`,
    }),
};

export const WorkOrderImport = importRecord({
  id: 'WorkOrder',
  description:
    'A work order (werkbon). The employees on it are those planned on it (planning with workOrderExternalId), as the app shows them. ' +
    'Removing one hides it from the app and marks it done; its registrations and signatures stay.',
  shape: {
    ...WORK_ORDER_FIELDS,
    projectExternalId: reference('The project the order belongs to, if any: its bookings count on it.'),
    relationExternalId: reference('The relation (client), if any.'),
  },
  check: endNotBeforeStart,
});
export type WorkOrderImportRecord = z.output<typeof WorkOrderImport.record>;

import { z } from 'zod';
import { idOf } from '../contracts/common';
import {
  endNotBeforeStart,
  PART_FIELDS,
  PART_KINDS,
  PROJECT_FIELDS,
  WORK_FIELDS,
} from '../integration/import-projects';
import { WORK_ORDER_FIELDS } from '../integration/import-work-orders';

/**
 * The company's projects, works, parts and work orders as the office console keeps them: the fields and rules
 * of the integration API's import, with references by Bouwwerk's own ids. A record with an externalId is the
 * calculation package's and is read-only here (decision 017).
 */

const date = z.string().nullable();
const externalId = z.string().nullable();

/** The project's relation, its contact person and its group, by Bouwwerk's ids; null or left out for none. */
const PROJECT_REFERENCES = {
  relationId: idOf('must be the id of a relation, or null').nullable().default(null),
  contactPersonId: idOf('must be the id of a contact person of the relation, or null').nullable().default(null),
  projectGroupId: idOf('must be the id of a project group, or null').nullable().default(null),
};

/** POST /office/v1/projects, PUT /office/v1/projects/{id}. */
export const OfficeProjectInputSchema = z
  .strictObject({ ...PROJECT_FIELDS, ...PROJECT_REFERENCES })
  .superRefine((project, context) => {
    endNotBeforeStart(project, context);
    if (project.contactPersonId !== null && project.relationId === null)
      context.addIssue({
        code: 'custom',
        path: ['contactPersonId'],
        message: 'needs relationId: a contact person belongs to a relation',
      });
  });
export type OfficeProjectInput = z.input<typeof OfficeProjectInputSchema>;
/** A project's own fields, which the import writes too; its references are each door's own. */
export type OfficeProjectFields = Omit<z.output<typeof OfficeProjectInputSchema>, keyof typeof PROJECT_REFERENCES>;
export type OfficeProjectReferences = Pick<z.output<typeof OfficeProjectInputSchema>, keyof typeof PROJECT_REFERENCES>;

/** POST /office/v1/projects/{id}/works, PUT /office/v1/works/{id}. */
export const OfficeWorkInputSchema = z.strictObject(WORK_FIELDS);
export type OfficeWorkInput = z.input<typeof OfficeWorkInputSchema>;
export type OfficeWorkFields = z.output<typeof OfficeWorkInputSchema>;

/** POST /office/v1/works/{id}/parts, PUT /office/v1/parts/{id}. */
export const OfficePartInputSchema = z.strictObject(PART_FIELDS);
export type OfficePartInput = z.input<typeof OfficePartInputSchema>;
export type OfficePartFields = z.output<typeof OfficePartInputSchema>;

export const OfficePartSchema = z.object({
  id: z.number().int(),
  externalId,
  code: z.string(),
  description: z.string(),
  kind: z.enum(PART_KINDS),
  active: z.boolean(),
  done: z.boolean(),
  blocked: z.boolean(),
  invoiceId: z.number().int().nullable(),
});
export type OfficePart = z.infer<typeof OfficePartSchema>;

export const OfficeWorkSchema = z.object({
  id: z.number().int(),
  externalId,
  description: z.string(),
  costPlus: z.boolean(),
  active: z.boolean(),
  old: z.boolean(),
  parts: z.array(OfficePartSchema),
});
export type OfficeWork = z.infer<typeof OfficeWorkSchema>;

const projectCore = {
  id: z.number().int(),
  externalId,
  code: z.string(),
  customer: z.string(),
  description: z.string(),
  city: z.string(),
  done: z.boolean(),
  old: z.boolean(),
  activeAdministration: z.boolean(),
};

/** A line of the projects list. */
export const OfficeProjectSummarySchema = z.object({ ...projectCore, works: z.number().int() });
export type OfficeProjectSummary = z.infer<typeof OfficeProjectSummarySchema>;
export const OfficeProjectsSchema = z.object({ projects: z.array(OfficeProjectSummarySchema) });

/** A project's page: the project with its works and their parts. */
export const OfficeProjectSchema = z.object({
  ...projectCore,
  address: z.string(),
  postalCode: z.string(),
  phone: z.string(),
  projectYear: z.number().int().nullable(),
  costPlus: z.boolean(),
  remarkResourcePlanning: z.string(),
  startDate: date,
  endDate: date,
  relationId: z.number().int().nullable(),
  contactPersonId: z.number().int().nullable(),
  projectGroupId: z.number().int().nullable(),
  works: z.array(OfficeWorkSchema),
});
export type OfficeProject = z.infer<typeof OfficeProjectSchema>;

/**
 * POST /office/v1/work-orders, PUT /office/v1/work-orders/{id}. `employeeIds`: who does it. Each is planned on
 * the order from its start to its end date (or on its start date), which is how the field app shows it them.
 */
export const OfficeWorkOrderInputSchema = z
  .strictObject({
    ...WORK_ORDER_FIELDS,
    projectId: idOf('must be the id of a project, or null').nullable().default(null),
    employeeIds: z.array(idOf('must be the id of an employee')).max(50, { error: 'at most 50 employees' }).default([]),
  })
  .superRefine((order, context) => {
    endNotBeforeStart(order, context);
    if (order.employeeIds.length > 0 && order.startDate === null)
      context.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: 'is needed to plan the employees on the order',
      });
  });
export type OfficeWorkOrderInput = z.input<typeof OfficeWorkOrderInputSchema>;
export type OfficeWorkOrderFields = z.output<typeof OfficeWorkOrderInputSchema>;

const workOrderCore = {
  id: z.number().int(),
  externalId,
  number: z.string(),
  status: z.number().int(),
  customer: z.string(),
  description: z.string(),
  done: z.boolean(),
  projectId: z.number().int().nullable(),
  startDate: date,
  endDate: date,
};

export const OfficeWorkOrderSummarySchema = z.object({
  ...workOrderCore,
  /** The customer signed it in the app (the werkbon PDF shows the latest signature). */
  signed: z.boolean(),
});
export type OfficeWorkOrderSummary = z.infer<typeof OfficeWorkOrderSummarySchema>;
export const OfficeWorkOrdersSchema = z.object({ workOrders: z.array(OfficeWorkOrderSummarySchema) });

export const OfficeWorkOrderSchema = z.object({
  ...workOrderCore,
  invoiceId: z.number().int().nullable(),
  externalReference: z.string(),
  externalOrder: z.string(),
  address: z.object({
    name: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    telephone: z.string(),
  }),
  orderDescription: z.string(),
  info: z.array(z.object({ label: z.string(), value: z.string() })),
  employeeIds: z.array(z.number().int()),
});
export type OfficeWorkOrder = z.infer<typeof OfficeWorkOrderSchema>;

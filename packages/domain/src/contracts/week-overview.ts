import { z } from 'zod';
import { ApiDateSchema } from './common-fields';
import { RegistrationGroupSchema } from './registrations';

export const WeekOverviewParamsSchema = z.object({ date: ApiDateSchema });

export const AddressSchema = z.object({ street: z.string(), city: z.string(), postalcode: z.string() });

/** A colleague as the cards and the worker-details modal show them. */
export const EmployeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  mobile: z.string(),
  telephone: z.string(),
});
export type Employee = z.infer<typeof EmployeeSchema>;

export const PlanningItemSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  planningWerken: z.array(
    z.object({
      description: z.string(),
      companyDto: z.object({ id: z.number().int(), companyName: z.string(), telephone: z.string() }),
    }),
  ),
});
export type PlanningItem = z.infer<typeof PlanningItemSchema>;

const BaseItemSchema = z.object({
  id: z.number().int(),
  expected: z.boolean(),
  description: z.string(),
  /** yyyy-MM-dd; for planned work the first and last day of the planning. */
  date: z.string(),
  endDate: z.string(),
  arrival: z.string(),
  duration: z.number(),
  registrations: z.array(RegistrationGroupSchema),
});

export const WorkOrderItemSchema = BaseItemSchema.extend({
  type: z.literal('workorder'),
  customer: z.string(),
  status: z.number().int(),
  nummer: z.string(),
  address: AddressSchema,
  factuurId: z.number().int().nullable(),
  isDone: z.boolean(),
  colleagues: z.array(EmployeeSchema),
});
export type WorkOrderItem = z.infer<typeof WorkOrderItemSchema>;

export const ProjectItemSchema = BaseItemSchema.extend({
  type: z.literal('project'),
  code: z.string(),
  nummer: z.string(),
  customer: z.string(),
  status: z.number().int(),
  address: AddressSchema,
  city: z.string(),
  postalcode: z.string(),
  soortId: z.number().int(),
  isRegie: z.boolean(),
  isOud: z.boolean(),
  isDone: z.boolean(),
  otherProjectCosts: z.boolean(),
  activeOtherProjectCosts: z.boolean(),
  activeBudgets: z.boolean(),
  activeCostPlus: z.boolean(),
  hasActiveAdministration: z.boolean(),
  colleagues: z.array(EmployeeSchema),
  employees: z.array(EmployeeSchema),
  planningItems: z.array(PlanningItemSchema),
  remarkResourcePlanning: z.string(),
});
export type ProjectItem = z.infer<typeof ProjectItemSchema>;

export const IndirectItemSchema = BaseItemSchema.extend({
  type: z.literal('indirect'),
  indirectwerkId: z.number().int(),
  /** Registered hours (decimal); 0 when planned but not yet registered. */
  amount: z.number(),
  opmerking: z.string(),
  validated: z.number().int(),
});
export type IndirectItem = z.infer<typeof IndirectItemSchema>;

export const OverviewItemSchema = z.discriminatedUnion('type', [
  WorkOrderItemSchema,
  ProjectItemSchema,
  IndirectItemSchema,
]);
export type OverviewItem = z.infer<typeof OverviewItemSchema>;

export const OverviewDaySchema = z.object({
  items: z.array(OverviewItemSchema),
  hoursWorked: z.number(),
  workingHours: z.number(),
  remainingHours: z.number(),
});
export type OverviewDay = z.infer<typeof OverviewDaySchema>;

/** GET /v3/weekoverzicht/{yyyy-MM-dd}: Monday to Sunday, keyed dd-MM-yyyy. */
export const WeekOverviewResponseSchema = z.record(z.string(), OverviewDaySchema);
export type WeekOverviewResponse = z.infer<typeof WeekOverviewResponseSchema>;

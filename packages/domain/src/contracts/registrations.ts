import { z } from 'zod';

/** One booked hour row, as the registrations list and the overview cards show it. */
export const HourRegistrationSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  workId: z.number().int(),
  budgetId: z.number().int(),
  quantity: z.number(),
  amount: z.number(),
  /** The hour type's name, or the OP description for other project costs. */
  description: z.string(),
  remark: z.string(),
  opmerking: z.string(),
  uursoortId: z.number().int(),
  budgetTypeId: z.number().int(),
  unit: z.literal('uur'),
  type: z.number().int(),
  verkoopfactuurregelId: z.number().int(),
  validated: z.number().int(),
  isDone: z.number().int(),
  geblokkeerd: z.number().int(),
});
export type HourRegistration = z.infer<typeof HourRegistrationSchema>;

export const MaterialRegistrationSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  workId: z.number().int(),
  budgetId: z.number().int(),
  quantity: z.number(),
  unit: z.string(),
  description: z.string(),
  remark: z.string(),
  validated: z.number().int(),
  isPredefined: z.boolean(),
  verkoopfactuurregelId: z.number().int(),
  /** 1 means order material. */
  type: z.number().int(),
  geblokkeerd: z.number().int(),
});
export type MaterialRegistration = z.infer<typeof MaterialRegistrationSchema>;

/** A budget, stelpost or other-cost part with what was booked on it. */
export const RegistrationCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string(),
  isDone: z.number().int(),
  geblokkeerd: z.number().int(),
  factuurIdPresent: z.boolean(),
  isOverigeProjectkosten: z.boolean(),
  hours: z.array(HourRegistrationSchema),
  materials: z.array(MaterialRegistrationSchema),
});
export type RegistrationCategory = z.infer<typeof RegistrationCategorySchema>;

/** Registrations of one work: budgets (soort 0), otherCosts (soort 2) and variableCharges (stelposten, soort 1). */
export const RegistrationGroupSchema = z.object({
  workId: z.number().int(),
  workDescription: z.string(),
  budgets: z.array(RegistrationCategorySchema),
  otherCosts: z.array(RegistrationCategorySchema),
  variableCharges: z.array(RegistrationCategorySchema),
});
export type RegistrationGroup = z.infer<typeof RegistrationGroupSchema>;

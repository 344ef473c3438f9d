import { z } from 'zod';
import { IdSchema, LIMITS, lineText } from './common';
import { ApiDateSchema, OptionalRefSchema } from './common-fields';
import { EmployeeSchema } from './week-overview';

/** GET /v1/projecten: the title is adres, else opdrachgever, else description (spelled as the call table has it). */
export const ProjectListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  adres: z.string(),
  postalcode: z.string(),
  city: z.string(),
  opdrachgever: z.string(),
  description: z.string(),
  soortId: z.number().int(),
  isOud: z.boolean(),
  isDone: z.boolean(),
  hasActiveAdministration: z.boolean(),
  /** Planned on the project today. */
  employees: z.array(EmployeeSchema),
});
export type ProjectListItem = z.infer<typeof ProjectListItemSchema>;

/** GET /v1/projecten/{id}/onderdelen: the works of a project. */
export const WorkSchema = z.object({
  id: z.number().int(),
  werkId: z.number().int(),
  omschrijving: z.string(),
  soortId: z.number().int(),
  isOud: z.boolean(),
  active: z.boolean(),
  bevatBudgetten: z.boolean(),
  bevatActieveBudgetten: z.boolean(),
  bevatActieveStelPosten: z.boolean(),
  bevatActieveOverigeProjectkosten: z.boolean(),
});
export type Work = z.infer<typeof WorkSchema>;

/** GET /v1/werken/{id}/onderdelen: the parts of a work. soort 1 stelpost, 2 other project costs, else budget. */
export const PartSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  omschrijving: z.string(),
  soort: z.number().int(),
  /** Part kind code: budget 0, stelpost 1, overige projectkosten 2. */
  type: z.number().int(),
  soortId: z.number().int(),
  stelpostId: z.number().int(),
  werkId: z.number().int(),
  active: z.boolean(),
  isDone: z.boolean(),
  geblokkeerd: z.boolean(),
  factuurIdPresent: z.boolean(),
});
export type Part = z.infer<typeof PartSchema>;

export const RelationSchema = z.object({
  id: z.number().int(),
  companyName: z.string(),
  contactAddress: z.string(),
  contactZipCode: z.string(),
  contactCity: z.string(),
  telephone: z.string(),
  contactPersons: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Relation = z.infer<typeof RelationSchema>;

export const ProjectGroupSchema = z.object({ id: z.number().int(), companyName: z.string() });
export type ProjectGroup = z.infer<typeof ProjectGroupSchema>;

/** POST /v1/projecten/{projectId}/regiewerk. */
export const RegiewerkCreateSchema = z.strictObject({
  omschrijving: lineText(LIMITS.descriptionMax)
    .transform((text) => text.trim())
    .refine((text) => text !== '', { error: 'must not be empty' }),
  created: ApiDateSchema,
  soortId: z.literal(1, { error: 'must be 1 (regie)' }),
  statusId: z.literal(0, { error: 'must be 0' }),
  projectId: IdSchema,
});
export type RegiewerkCreate = z.infer<typeof RegiewerkCreateSchema>;

export const CreatedIdSchema = z.object({ id: z.number().int() });

const text = (max: number) => lineText(max).transform((value) => value.trim());

/** POST /v1/project. customer is the signed-in organisation (company code); the company comes from the token. */
export const ProjectCreateSchema = z.strictObject({
  code: text(LIMITS.projectCodeMax).default(''),
  customer: text(LIMITS.companyCodeMax),
  relationId: IdSchema,
  contactPersonId: OptionalRefSchema,
  projectGroupId: OptionalRefSchema,
  description: text(LIMITS.descriptionMax).refine((value) => value !== '', { error: 'must not be empty' }),
  /** Ignored: the company is the signed-in employee's. */
  companyId: OptionalRefSchema,
  address: text(LIMITS.addressMax).default(''),
  postalcode: text(LIMITS.postalCodeMax).default(''),
  city: text(LIMITS.cityMax).default(''),
  phone: text(LIMITS.phoneMax).default(''),
  newRelationCreated: z
    .literal(false, { error: 'must be false: relations are created in the calculation package' })
    .default(false),
  projectYear: z
    .number({ error: 'must be a year' })
    .int({ error: 'must be a year' })
    .min(2000, { error: 'must be a year from 2000' })
    .max(2099, { error: 'must be a year up to 2099' }),
  status: z.literal(1, { error: 'must be 1' }),
  afronden: z.literal(0, { error: 'must be 0' }),
});
export type ProjectCreate = z.input<typeof ProjectCreateSchema>;

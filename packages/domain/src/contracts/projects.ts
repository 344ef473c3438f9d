import { z } from 'zod';
import { ApiDateSchema } from './common-fields';
import { EmployeeSchema } from './week-overview';

export const IdParamsSchema = z.object({
  id: z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }).positive({ error: 'must be an id' }),
});

export const IdDateParamsSchema = IdParamsSchema.extend({ date: z.string() });

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
export const RegiewerkCreateSchema = z.object({
  omschrijving: z.string({ error: 'must be text' }).trim().min(1, { error: 'must not be empty' }).max(500, { error: 'must be at most 500 characters' }),
  created: ApiDateSchema,
  soortId: z.literal(1, { error: 'must be 1 (regie)' }),
  statusId: z.literal(0, { error: 'must be 0' }),
  projectId: z.number({ error: 'must be a number' }).int(),
});
export type RegiewerkCreate = z.infer<typeof RegiewerkCreateSchema>;

export const CreatedIdSchema = z.object({ id: z.number().int() });

const text = (max: number) => z.string({ error: 'must be text' }).trim().max(max, { error: `must be at most ${max} characters` });

/** POST /v1/project. customer is the signed-in organisation (company code); the company comes from the token. */
export const ProjectCreateSchema = z.object({
  code: text(40).default(''),
  customer: text(64),
  relationId: z.number({ error: 'must be a number' }).int().positive({ error: 'must name a relation' }),
  contactPersonId: z.number().int().positive().nullish(),
  projectGroupId: z.number().int().positive().nullish(),
  description: text(500).min(1, { error: 'must not be empty' }),
  companyId: z.number().int().nullish(),
  address: text(200).default(''),
  postalcode: text(20).default(''),
  city: text(100).default(''),
  phone: text(40).default(''),
  newRelationCreated: z.literal(false, { error: 'must be false: relations are created in the calculation package' }).default(false),
  projectYear: z.number({ error: 'must be a year' }).int().min(2000, { error: 'must be a year from 2000' }).max(2100, { error: 'must be a year up to 2100' }),
  status: z.literal(1, { error: 'must be 1' }),
  afronden: z.literal(0, { error: 'must be 0' }),
});
export type ProjectCreate = z.input<typeof ProjectCreateSchema>;

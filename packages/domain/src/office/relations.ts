import { z } from 'zod';
import { CONTACT_PERSON_FIELDS, PROJECT_GROUP_FIELDS, RELATION_FIELDS } from '../integration/import-relations';

/**
 * The company's relations (clients, subcontractors) with their contact persons, and its project groups, as
 * the office console keeps them: the fields of the integration API's import, by Bouwwerk's own ids. A record
 * with an externalId is the calculation package's and is read-only here (decision 017).
 */

const externalId = z.string().nullable();

/** POST /office/v1/relations, PUT /office/v1/relations/{id}: the relation's own fields, its contact persons apart. */
export const OfficeRelationInputSchema = z.strictObject(RELATION_FIELDS);
export type OfficeRelationInput = z.input<typeof OfficeRelationInputSchema>;
export type OfficeRelationFields = z.output<typeof OfficeRelationInputSchema>;

/** POST /office/v1/relations/{id}/contact-persons, PUT /office/v1/contact-persons/{id}. */
export const OfficeContactPersonInputSchema = z.strictObject(CONTACT_PERSON_FIELDS);
export type OfficeContactPersonInput = z.input<typeof OfficeContactPersonInputSchema>;

/** POST /office/v1/project-groups, PUT /office/v1/project-groups/{id}. */
export const OfficeProjectGroupInputSchema = z.strictObject(PROJECT_GROUP_FIELDS);
export type OfficeProjectGroupInput = z.input<typeof OfficeProjectGroupInputSchema>;

const relationCore = {
  id: z.number().int(),
  externalId,
  companyName: z.string(),
  city: z.string(),
  telephone: z.string(),
};

/** A line of the relations list: `contactPersons` counts them. */
export const OfficeRelationSummarySchema = z.object({ ...relationCore, contactPersons: z.number().int() });
export type OfficeRelationSummary = z.infer<typeof OfficeRelationSummarySchema>;
export const OfficeRelationsSchema = z.object({ relations: z.array(OfficeRelationSummarySchema) });

/** `projects`: how many projects name the contact person; while any do, it cannot be removed. */
export const OfficeContactPersonSchema = z.object({
  id: z.number().int(),
  externalId,
  name: z.string(),
  projects: z.number().int(),
});
export type OfficeContactPerson = z.infer<typeof OfficeContactPersonSchema>;

/** A relation's page: the relation with its contact persons. */
export const OfficeRelationSchema = z.object({
  ...relationCore,
  address: z.string(),
  zipCode: z.string(),
  contactPersons: z.array(OfficeContactPersonSchema),
});
export type OfficeRelation = z.infer<typeof OfficeRelationSchema>;

/** `projects`: how many of the company's projects are in the group. */
export const OfficeProjectGroupSchema = z.object({
  id: z.number().int(),
  externalId,
  name: z.string(),
  projects: z.number().int(),
});
export type OfficeProjectGroup = z.infer<typeof OfficeProjectGroupSchema>;
export const OfficeProjectGroupsSchema = z.object({ projectGroups: z.array(OfficeProjectGroupSchema) });

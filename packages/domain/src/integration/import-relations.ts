import { z } from 'zod';
import { LIMITS } from '../contracts/common';
import { ExternalIdSchema } from './common';
import { importRecord, optionalLine, requiredLine } from './import-common';

export const CONTACT_PERSONS_MAX = 50;

/** A contact person as the office keeps it, whoever writes it. */
export const CONTACT_PERSON_FIELDS = {
  name: requiredLine(100).meta({ example: 'Piet Bakker' }),
};

const ContactPersonSchema = z
  .strictObject({
    externalId: ExternalIdSchema.meta({
      description: 'Your id of the contact person, unique within the company (projects name it).',
    }),
    ...CONTACT_PERSON_FIELDS,
  })
  .meta({ id: 'ContactPerson' });

/** A relation's own fields as the office keeps them, whoever writes them (the import adds its contact persons). */
export const RELATION_FIELDS = {
  companyName: requiredLine(200).meta({ example: 'Bouwbedrijf Hamer B.V.' }),
  address: optionalLine(LIMITS.addressMax).meta({ example: 'Dorpsstraat 12' }),
  zipCode: optionalLine(LIMITS.postalCodeMax).meta({ example: '3511 AB' }),
  city: optionalLine(LIMITS.cityMax).meta({ example: 'Utrecht' }),
  telephone: optionalLine(LIMITS.phoneMax),
};

/** A relation (client or subcontractor) with its contact persons, as the project form and the planning show them. */
export const RelationImport = importRecord({
  id: 'Relation',
  description:
    'A client or (sub)contractor. Its contact persons are given as a whole: those left out of the list are removed from it.',
  shape: {
    ...RELATION_FIELDS,
    contactPersons: z
      .array(ContactPersonSchema)
      .max(CONTACT_PERSONS_MAX)
      .default([])
      .meta({
        description: `At most ${CONTACT_PERSONS_MAX}. Replaces the relation's contact persons; one left out stays for the projects that name it, hidden.`,
      }),
  },
});
export type RelationImportRecord = z.output<typeof RelationImport.record>;

/** A project group as the office keeps it, whoever writes it. */
export const PROJECT_GROUP_FIELDS = {
  name: requiredLine(200).meta({ example: 'Woningbouw' }),
};

/** A project group, offered when a project is created in the app. */
export const ProjectGroupImport = importRecord({
  id: 'ProjectGroup',
  description: "A group of projects, offered in the app's project form.",
  shape: PROJECT_GROUP_FIELDS,
});
export type ProjectGroupImportRecord = z.output<typeof ProjectGroupImport.record>;

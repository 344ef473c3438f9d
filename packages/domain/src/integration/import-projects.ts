import { z } from 'zod';
import { LIMITS } from '../contracts/common';
import { ExternalIdSchema } from './common';
import {
  flag,
  importRecord,
  invoiceId,
  optionalDate,
  optionalLine,
  optionalText,
  reference,
  wholeNumber,
} from './import-common';

/** A rule of records with a date range: the end is not before the start. */
export function endNotBeforeStart(
  record: { startDate: string | null; endDate: string | null },
  context: z.core.$RefinementCtx,
) {
  if (record.startDate !== null && record.endDate !== null && record.endDate < record.startDate) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `must not be before startDate (${record.startDate})`,
    });
  }
}

/** A project as the office keeps it, whoever writes it (the integration API adds its references by externalId). */
export const PROJECT_FIELDS = {
  code: optionalLine(LIMITS.projectCodeMax).meta({
    description: 'The project number people know it by.',
    example: '2026-013',
  }),
  customer: optionalLine(200).meta({ description: 'The client as shown on the cards.', example: 'Gemeente Utrecht' }),
  description: optionalLine(LIMITS.descriptionMax).meta({ example: 'Renovatie basisschool De Linde' }),
  address: optionalLine(LIMITS.addressMax).meta({ example: 'Lindelaan 4' }),
  postalCode: optionalLine(LIMITS.postalCodeMax).meta({ example: '3533 AA' }),
  city: optionalLine(LIMITS.cityMax).meta({ example: 'Utrecht' }),
  phone: optionalLine(LIMITS.phoneMax),
  projectYear: wholeNumber(1900, 2100).nullable().default(null),
  costPlus: flag(false).meta({ description: 'A regie (cost-plus) project (soortId 1).' }),
  done: flag(false).meta({ description: 'Finished: no new bookings (isDone).' }),
  old: flag(false).meta({ description: 'An old project: no other project costs (isOud).' }),
  activeAdministration: flag(true).meta({
    description: 'false locks the project for bookings (hasActiveAdministration).',
  }),
  remarkResourcePlanning: optionalText(LIMITS.remarkMax).meta({
    description: 'Shown on the project card when the planning has no remark.',
  }),
  startDate: optionalDate(),
  endDate: optionalDate(),
};

export const ProjectImport = importRecord({
  id: 'Project',
  description:
    'A project. Removing one hides it from the app (and closes it for bookings: old, no active administration); its registrations stay.',
  shape: {
    ...PROJECT_FIELDS,
    relationExternalId: reference('The relation (client) of the project.'),
    contactPersonExternalId: reference('A contact person of that relation.'),
    projectGroupExternalId: reference('The project group.'),
  },
  check: (record, context) => {
    endNotBeforeStart(record, context);
    if (record.contactPersonExternalId !== null && record.relationExternalId === null) {
      context.addIssue({
        code: 'custom',
        path: ['contactPersonExternalId'],
        message: 'needs relationExternalId: a contact person belongs to a relation',
      });
    }
  },
});
export type ProjectImportRecord = z.output<typeof ProjectImport.record>;

/** A work as the office keeps it; the integration API names its project by externalId, the console by id. */
export const WORK_FIELDS = {
  description: optionalLine(LIMITS.descriptionMax).meta({ example: 'Elektra' }),
  costPlus: flag(false).meta({ description: 'Regiewerk: cost-plus work, booked on without parts (soortId 1).' }),
  active: flag(true).meta({ description: 'false: no new bookings.' }),
  old: flag(false),
};

export const WorkImport = importRecord({
  id: 'Work',
  description:
    'A work (werk) of a project: what hours and materials are booked on, through its parts. Removing one makes it inactive and hides it.',
  shape: {
    projectExternalId: ExternalIdSchema.meta({ description: 'The project of the work.', example: 'P-2026-013' }),
    ...WORK_FIELDS,
  },
});
export type WorkImportRecord = z.output<typeof WorkImport.record>;

export const PART_KINDS = ['budget', 'stelpost', 'otherProjectCost'] as const;
export type ImportPartKind = (typeof PART_KINDS)[number];

/** A part as the office keeps it; the integration API names its work by externalId, the console by id. */
export const PART_FIELDS = {
  code: optionalLine(LIMITS.projectCodeMax).meta({ example: '01.10' }),
  description: optionalLine(LIMITS.descriptionMax).meta({ example: 'Groepenkast' }),
  kind: z
    .enum(PART_KINDS, { error: `must be one of ${PART_KINDS.join(', ')}` })
    .default('budget')
    .meta({
      description: 'budget, stelpost (provisional sum) or otherProjectCost (kilometres, parking: booked as amounts).',
    }),
  active: flag(true),
  done: flag(false).meta({ description: 'Finished: no new bookings.' }),
  blocked: flag(false).meta({ description: 'Blocked: no new bookings.' }),
  invoiceId: invoiceId('Your invoice id once the part is invoiced (then locked); null or 0 when not.'),
};

export const PartImport = importRecord({
  id: 'Part',
  description:
    'A part (onderdeel) of a work: a budget, a stelpost (provisional sum) or an other project cost. Removing one makes it inactive and hides it.',
  shape: {
    workExternalId: ExternalIdSchema.meta({ description: 'The work of the part.', example: 'W-2026-013-01' }),
    ...PART_FIELDS,
  },
});
export type PartImportRecord = z.output<typeof PartImport.record>;

import { z } from 'zod';
import { IdSchema } from '../contracts/common';
import { ApiDateSchema } from '../contracts/common-fields';
import { CursorSchema, INTEGRATION_LIMITS, queryInteger } from './common';

/**
 * Reading the registrations back and acting on them (docs/integration.md): the change feed, the CSV export, and
 * validating and invoicing by the office. docs/decisions/009-change-feed-in-commit-order.md explains why the
 * feed never skips a change.
 */
export const REGISTRATION_EXPORT_LIMITS = {
  feedPageMax: 5_000,
  feedPageDefault: 1_000,
  /** Days of one CSV export, both ends included: a year, leap day and all. */
  csvDaysMax: 366,
} as const;

export const REGISTRATION_KINDS = ['hours', 'material'] as const;
export const RegistrationKindSchema = z
  .enum(REGISTRATION_KINDS, { error: 'must be hours or material' })
  .meta({ id: 'RegistrationKind', description: 'An hour registration or a material registration.' });
export type RegistrationKind = z.infer<typeof RegistrationKindSchema>;

const externalId = z
  .string()
  .nullable()
  .meta({ description: 'Your id of the record; null when the app made it or you gave none.' });
const named = (id: string, description: string, nameDescription: string) =>
  z
    .object({ id: z.number().int(), externalId, name: z.string().meta({ description: nameDescription }) })
    .meta({ id, description });

const EmployeeRefSchema = named('EmployeeRef', 'Who booked it.', 'First and last name.');
const ProjectRefSchema = z
  .object({
    id: z.number().int(),
    externalId,
    code: z.string(),
    name: z.string().meta({ description: "The project's description." }),
  })
  .meta({ id: 'ProjectRef', description: 'The project booked on.' });
const WorkRefSchema = named('WorkRef', 'The work of the project booked on.', "The work's description.");
const PartRefSchema = z
  .object({
    id: z.number().int(),
    externalId,
    code: z.string(),
    name: z.string().meta({ description: "The part's description." }),
  })
  .meta({ id: 'PartRef', description: 'The part (budget, stelpost or other project cost) booked on.' });
const WorkOrderRefSchema = z
  .object({ id: z.number().int(), externalId, number: z.string() })
  .meta({ id: 'WorkOrderRef', description: 'The work order booked on.' });
const TypeRefSchema = (id: string, description: string) => named(id, description, "The type's description.");
const MaterialRefSchema = z
  .object({
    id: z.number().int(),
    externalId,
    code: z.string(),
    name: z.string().meta({ description: "The catalogue line's description." }),
  })
  .meta({ id: 'MaterialRef', description: 'The catalogue line the material was picked from.' });

/** A registration as it was written by the change (names and external ids as they are when read). */
export const ExportedRegistrationSchema = z
  .object({
    employee: EmployeeRefSchema.nullable().meta({
      description: 'Null for material the office put on a work order (predefined).',
    }),
    date: z.string().meta({ description: 'The day booked on, yyyy-MM-dd.', example: '2026-03-10' }),
    project: ProjectRefSchema.nullable(),
    work: WorkRefSchema.nullable(),
    part: PartRefSchema.nullable(),
    workOrder: WorkOrderRefSchema.nullable(),
    indirectType: TypeRefSchema(
      'IndirectTypeRef',
      'The indirect work booked (leave, training, …); hours only.',
    ).nullable(),
    hourType: TypeRefSchema('HourTypeRef', 'The hour type; hours only.').nullable(),
    otherCostType: TypeRefSchema('OtherCostTypeRef', 'The kind of other project cost; hours only.').nullable(),
    material: MaterialRefSchema.nullable().meta({ description: 'Material only; null for a line typed by hand.' }),
    quantity: z.number().meta({
      description: 'Decimal hours (2.5 is 2:30), or the material quantity (negative: returned).',
      example: 2.5,
    }),
    unit: z.string().meta({ description: "`uur` for hours; the material's unit.", example: 'uur' }),
    description: z.string().meta({ description: "The material's text, or the description of other project costs." }),
    remark: z.string(),
    validated: z.boolean().meta({ description: 'The office validated it (`/registrations/validate`).' }),
    invoiceLineId: z
      .number()
      .int()
      .nullable()
      .meta({ description: 'Your invoice line it was invoiced on; null when not invoiced.' }),
    blocked: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'ExportedRegistration', description: 'An hour or material registration as the change wrote it.' });
export type ExportedRegistration = z.infer<typeof ExportedRegistrationSchema>;

export const RegistrationChangeSchema = z
  .object({
    changeId: z
      .number()
      .int()
      .meta({
        description:
          "The change's own number: unique, and increasing per registration in the order its changes happened. Across " +
          'registrations the feed is ordered by commit safety, not by this number: apply a change to a registration only ' +
          'when its changeId is higher than the one you applied last (remember it for deletes too).',
        example: 1842,
      }),
    kind: RegistrationKindSchema,
    registrationId: z.number().int().meta({ description: "The registration's id; unique per kind.", example: 5120 }),
    op: z
      .enum(['upsert', 'delete'])
      .meta({ description: '`upsert`: store `registration` under kind and id; `delete`: remove it.' }),
    action: z
      .enum(['created', 'updated', 'deleted'])
      .meta({ description: 'What happened; the webhook events are `registration.<action>`.' }),
    changedAt: z.iso.datetime().meta({ description: 'When the writing transaction started.' }),
    registration: ExportedRegistrationSchema.nullable().meta({
      description: 'The registration as written; null for a delete.',
    }),
  })
  .meta({ id: 'RegistrationChange', description: 'One change of an hour or material registration.' });
export type RegistrationChange = z.infer<typeof RegistrationChangeSchema>;

export const ChangeFeedQuerySchema = z.strictObject({
  after: CursorSchema.optional().meta({
    description: 'The `next` of your previous call; absent to start at the beginning.',
  }),
  limit: queryInteger(1, REGISTRATION_EXPORT_LIMITS.feedPageMax, REGISTRATION_EXPORT_LIMITS.feedPageDefault).meta({
    description: `Changes per call, 1 to ${REGISTRATION_EXPORT_LIMITS.feedPageMax} (default ${REGISTRATION_EXPORT_LIMITS.feedPageDefault}).`,
  }),
});

export const ChangeFeedPageSchema = z
  .object({
    changes: z.array(RegistrationChangeSchema),
    next: z.string().meta({
      description:
        'Store it and pass it as `after` next time, also when `changes` is empty: it never skips nor repeats a change.',
    }),
  })
  .meta({ id: 'ChangeFeedPage' });
export type ChangeFeedPage = z.infer<typeof ChangeFeedPageSchema>;

/** Days from `from` to `to`, both included (yyyy-MM-dd parses as UTC midnight, so no daylight saving). */
const daysFromTo = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** `?from=&to=` of the CSV export: a real range of at most a year. */
export const RegistrationsCsvQuerySchema = z
  .strictObject({
    from: ApiDateSchema.meta({ description: 'First day, yyyy-MM-dd.', example: '2026-03-01' }),
    to: ApiDateSchema.meta({ description: 'Last day (included), yyyy-MM-dd.', example: '2026-03-31' }),
  })
  .superRefine(({ from, to }, context) => {
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
    else if (daysFromTo(from, to) > REGISTRATION_EXPORT_LIMITS.csvDaysMax) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `must be at most ${REGISTRATION_EXPORT_LIMITS.csvDaysMax} days from from`,
      });
    }
  });

export const RegistrationRefSchema = z
  .strictObject({
    kind: RegistrationKindSchema,
    registrationId: IdSchema.meta({
      description: "The registration's id, as the change feed gives it.",
      example: 5120,
    }),
  })
  .meta({ id: 'RegistrationRef' });

const batchOf = <T extends z.ZodType>(item: T, what: string) =>
  z
    .array(item, { error: `must be a list of ${what}` })
    .min(1, { error: `must name at least one ${what.replace(/s$/, '')}` })
    .max(INTEGRATION_LIMITS.batchMax, { error: `must hold at most ${INTEGRATION_LIMITS.batchMax} ${what}` });

/** The body of validate, unvalidate and release: which registrations. */
export const RegistrationSelectionSchema = z
  .strictObject({ registrations: batchOf(RegistrationRefSchema, 'registrations') })
  .meta({
    id: 'RegistrationSelection',
    description: `Up to ${INTEGRATION_LIMITS.batchMax} registrations; all change or none.`,
  });
export type RegistrationSelection = z.infer<typeof RegistrationSelectionSchema>;

export const InvoiceLinesSchema = z
  .strictObject({
    lines: batchOf(
      RegistrationRefSchema.extend({
        invoiceLineId: IdSchema.meta({
          description: 'Your invoice line the registration is invoiced on.',
          example: 2026001,
        }),
      }).meta({ id: 'InvoiceLine' }),
      'lines',
    ),
  })
  .meta({
    id: 'InvoiceLines',
    description: `Up to ${INTEGRATION_LIMITS.batchMax} registrations with their invoice line; all or none.`,
  });
export type InvoiceLines = z.infer<typeof InvoiceLinesSchema>;

export const RegistrationActionResultSchema = z
  .object({
    changed: z.number().int().meta({ description: 'Registrations this call changed.' }),
    unchanged: z
      .number()
      .int()
      .meta({ description: 'Registrations that already were so (nothing written, no change in the feed).' }),
  })
  .meta({ id: 'RegistrationActionResult' });
export type RegistrationActionResult = z.infer<typeof RegistrationActionResultSchema>;

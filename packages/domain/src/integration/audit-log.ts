import { z } from 'zod';
import { CursorSchema, queryInteger } from './common';

export const AUDIT_LOG_LIMITS = { pageMax: 1_000, pageDefault: 200 } as const;

/** One change to the company's data, as the console's Logboek and the integration API show it. */
export const AuditEntrySchema = z
  .object({
    id: z.number().int(),
    at: z.iso.datetime({ offset: true }).meta({ description: 'When the change was written.' }),
    source: z.enum(['console', 'integration', 'app']).meta({
      description: 'Through which door: the office console, the integration API, or the field app.',
    }),
    actor: z
      .object({
        kind: z.enum(['office_user', 'integration_key', 'employee', 'system']),
        id: z.number().int().nullable().meta({ description: "The office user's, key's or employee's id." }),
        name: z.string().meta({ description: "A person's name, or an integration key's prefix." }),
      })
      .meta({ id: 'AuditActor', description: 'Who made the change.' }),
    action: z.string().meta({
      description: '`<table>.<insert|update|delete>` for a record, or an action such as `employees.password`.',
      example: 'hour_registrations.update',
    }),
    target: z
      .object({
        table: z.string(),
        id: z.number().int().nullable().meta({ description: "The record's id in Bouwwerk (not your externalId)." }),
        label: z.string().meta({ description: 'What a reader calls the record: a name, a code, a description.' }),
      })
      .meta({ id: 'AuditTarget', description: 'What was changed.' }),
    before: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "The record's stored columns before the change; null for a new record." }),
    after: z
      .record(z.string(), z.unknown())
      .nullable()
      .meta({ description: "The record's stored columns after the change; null for a removed record." }),
  })
  .meta({ id: 'AuditEntry', description: 'One change: who, when, through which door, what, before and after.' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** GET /integration/v1/audit-log. */
export const AuditFeedQuerySchema = z.strictObject({
  after: CursorSchema.optional().meta({
    description: 'The `next` of your previous call; absent to start at the beginning.',
  }),
  limit: queryInteger(1, AUDIT_LOG_LIMITS.pageMax, AUDIT_LOG_LIMITS.pageDefault).meta({
    description: `Entries per call, 1 to ${AUDIT_LOG_LIMITS.pageMax} (default ${AUDIT_LOG_LIMITS.pageDefault}).`,
  }),
});

export const AuditFeedPageSchema = z
  .object({
    entries: z.array(AuditEntrySchema),
    next: z.string().meta({
      description:
        'Store it and pass it as `after` next time, also when `entries` is empty: it never skips nor repeats an entry.',
    }),
  })
  .meta({ id: 'AuditLogPage', description: 'Audit entries in the order their transactions committed.' });

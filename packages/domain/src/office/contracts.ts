import { z } from 'zod';
import { IdParamSchema, LIMITS, lineText } from '../contracts/common';
import { ApiDateSchema } from '../contracts/common-fields';
import { AuditEntrySchema } from '../integration/audit-log';
import { EMPLOYEE_FIELDS } from '../integration/import-employees';
import { OFFICE_PASSWORD_MAX } from './password-limits';
import { OfficeRoleSchema } from './roles';

/**
 * The office console's API (/office/v1), its own and in English like the integration API: the console and the
 * server validate with these same schemas. A session is an HttpOnly cookie the console never sees; every
 * write sends the session's CSRF token in the `X-CSRF-Token` header.
 */

export const OFFICE_LIMITS = {
  emailMax: 254,
  nameMax: 200,
  /** Why a record was changed, where the console asks for it. */
  reasonMax: 500,
} as const;

export const EmailSchema = lineText(OFFICE_LIMITS.emailMax)
  .transform((text) => text.trim().toLowerCase())
  .refine((text) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text), { error: 'must be an e-mail address' });

const requiredText = (max: number) =>
  lineText(max)
    .transform((text) => text.trim())
    .refine((text) => text !== '', { error: 'is required' });

/** POST /office/v1/session. The password is checked as typed; its rules apply when it is chosen. */
export const OfficeSignInSchema = z.strictObject({
  companyCode: requiredText(LIMITS.companyCodeMax),
  email: EmailSchema,
  password: z
    .string({ error: 'must be a string' })
    .min(1, { error: 'is required' })
    .max(OFFICE_PASSWORD_MAX, { error: `must be at most ${OFFICE_PASSWORD_MAX} characters` }),
});
export type OfficeSignIn = z.input<typeof OfficeSignInSchema>;

export const OfficeUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: OfficeRoleSchema,
  active: z.boolean(),
  /** When the user last used the console; null before the first sign-in. */
  lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  /** Sessions that have not ended. */
  activeSessions: z.number().int(),
});
export type OfficeUser = z.infer<typeof OfficeUserSchema>;

/** GET and POST /office/v1/session: who is signed in, and the token every write must carry. */
export const OfficeSessionSchema = z.object({
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string(), role: OfficeRoleSchema }),
  company: z.object({ code: z.string(), name: z.string() }),
  csrfToken: z.string(),
});
export type OfficeSession = z.infer<typeof OfficeSessionSchema>;

/** POST /office/v1/invitations: a beheerder invites someone into the office. */
export const InvitationRequestSchema = z.strictObject({
  email: EmailSchema,
  name: requiredText(OFFICE_LIMITS.nameMax),
  role: OfficeRoleSchema,
});
export type InvitationRequest = z.input<typeof InvitationRequestSchema>;

export const PendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: OfficeRoleSchema,
  /** 'invitation' for a new user, 'password' for a new password of an existing one. */
  purpose: z.enum(['invitation', 'password']),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type PendingInvitation = z.infer<typeof PendingInvitationSchema>;

/** The answer to an invitation or a password link: the link, shown once, to hand over. */
export const InvitationLinkSchema = z.object({
  invitation: PendingInvitationSchema,
  link: z.string(),
  /** Whether the link also went out by e-mail (only where the server has SMTP_URL). */
  emailed: z.boolean(),
});
export type InvitationLink = z.infer<typeof InvitationLinkSchema>;

/** GET /office/v1/users: the company's office users and the links not yet used. */
export const OfficeUsersSchema = z.object({
  users: z.array(OfficeUserSchema),
  invitations: z.array(PendingInvitationSchema),
});
export type OfficeUsers = z.infer<typeof OfficeUsersSchema>;

/** PATCH /office/v1/users/{id}: what a beheerder changes of another office user. */
export const OfficeUserUpdateSchema = z
  .strictObject({
    name: requiredText(OFFICE_LIMITS.nameMax).optional(),
    role: OfficeRoleSchema.optional(),
    active: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine((update) => Object.keys(update).length > 0, { error: 'name, role or active is required' });
export type OfficeUserUpdate = z.input<typeof OfficeUserUpdateSchema>;

/** GET /office/v1/invitations/{token}: what the person opening a link sees before choosing a password. */
export const InvitationPreviewSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: OfficeRoleSchema,
  purpose: z.enum(['invitation', 'password']),
  company: z.object({ code: z.string(), name: z.string() }),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

/** A link's token in a path: 256 random bits, base64url. */
export const LinkTokenParamSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'must be the token of an invitation link (43 base64url characters)' });

/** POST /office/v1/employees and PUT /office/v1/employees/{id}: an employee as the office keeps him. */
export const OfficeEmployeeInputSchema = z.strictObject(EMPLOYEE_FIELDS);
export type OfficeEmployeeInput = z.input<typeof OfficeEmployeeInputSchema>;

/** An employee's six rights as the office reads them, in its order: the specification's numbers as yes or no. */
export const EMPLOYEE_RIGHTS = [
  'registrationRights',
  'projectAdministration',
  'createCostPlusWork',
  'bookOtherProjectCosts',
  'createSurplusWork',
  'validateRegistrations',
] as const;
export type EmployeeRight = (typeof EMPLOYEE_RIGHTS)[number];

export const EmployeeRightsSchema = z.object(
  Object.fromEntries(EMPLOYEE_RIGHTS.map((right) => [right, z.boolean()])) as Record<EmployeeRight, z.ZodBoolean>,
);
export type EmployeeRights = z.infer<typeof EmployeeRightsSchema>;

export const OfficeEmployeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  mobile: z.string(),
  telephone: z.string(),
  active: z.boolean(),
  ...EmployeeRightsSchema.shape,
  /** The office's own grouping of the Planbord; '' for none (employee-team.ts). */
  team: z.string(),
  /** His own working hours, Monday to Sunday; null where he follows the company's (working-hours.ts). */
  workingHours: z.array(z.number()).nullable(),
  /** The calculation package's id; a record with one is managed there and read-only in the console. */
  externalId: z.string().nullable(),
  /** Phones signed in now. */
  activeSessions: z.number().int(),
});
export type OfficeEmployee = z.infer<typeof OfficeEmployeeSchema>;

/** POST /office/v1/employees: the new employee and his first field password, shown this once. */
export const OfficeEmployeeCreatedSchema = OfficeEmployeeSchema.extend({ password: z.string() });
export type OfficeEmployeeCreated = z.infer<typeof OfficeEmployeeCreatedSchema>;

export const OfficeEmployeesSchema = z.object({ employees: z.array(OfficeEmployeeSchema) });
export type OfficeEmployees = z.infer<typeof OfficeEmployeesSchema>;

/** POST /office/v1/employees/{id}/password: a new field password, shown once; his phones are signed out. */
export const NewFieldPasswordSchema = z.object({ password: z.string() });
export type NewFieldPassword = z.infer<typeof NewFieldPasswordSchema>;

/** Who can be looked for in the Logboek: the people and keys that write; 'system' (a migration) is not one. */
export const AUDIT_ACTOR_KINDS = ['office_user', 'employee', 'integration_key'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

const ACTOR_MESSAGE = `must be a kind (${AUDIT_ACTOR_KINDS.join(', ')}), a colon and an id, such as employee:12`;

/** `employee:12`: one writer of the log, by kind and id (an employee and an office user may share an id). */
export const AuditActorParamSchema = z
  .string({ error: ACTOR_MESSAGE })
  .regex(new RegExp(`^(${AUDIT_ACTOR_KINDS.join('|')}):[1-9][0-9]{0,9}$`), { error: ACTOR_MESSAGE })
  .transform((value) => {
    const [kind, id] = value.split(':') as [AuditActorKind, string];
    return { kind, id: Number(id) };
  })
  .refine((actor) => actor.id <= LIMITS.idMax, { error: ACTOR_MESSAGE });

/** GET /office/v1/audit-log/actors: everyone the Logboek can be filtered on, active or not. */
export const AuditActorsSchema = z.object({
  actors: z.array(z.object({ kind: z.enum(AUDIT_ACTOR_KINDS), id: z.number().int(), name: z.string() })),
});
export type AuditActors = z.infer<typeof AuditActorsSchema>;

/** GET /office/v1/audit-log: newest first, `before` pages back; `from` and `to` are days in Amsterdam, both included. */
export const AuditLogQuerySchema = z
  .strictObject({
    from: ApiDateSchema.optional(),
    to: ApiDateSchema.optional(),
    // One table, or a few whose entries share the record's id (an employee and his own working hours).
    table: z
      .string()
      .regex(/^[a-z_]{1,64}(,[a-z_]{1,64}){0,3}$/, { error: 'must be the name of a table, or up to 4 by commas' })
      .transform((value) => value.split(','))
      .optional(),
    recordId: IdParamSchema.optional(),
    actor: AuditActorParamSchema.optional(),
    before: z
      .string()
      .regex(/^[1-9][0-9]{0,15}$/, { error: 'must be the nextBefore of an earlier answer' })
      .transform(Number)
      .refine(Number.isSafeInteger, { error: 'must be the nextBefore of an earlier answer' })
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from)
      context.addIssue({ code: 'custom', path: ['to'], message: `must not be before from (${query.from})` });
  });
export const AuditLogSchema = z.object({ entries: z.array(AuditEntrySchema), nextBefore: z.string().nullable() });
export type AuditLog = z.infer<typeof AuditLogSchema>;

/** A WebAuthn answer of the browser (@simplewebauthn/browser's JSON); the server's library checks the rest. */
const WebAuthnResponseSchema = z.looseObject({
  id: z.string().max(1024),
  rawId: z.string().max(1024),
  type: z.literal('public-key', { error: 'must be a public-key credential' }),
  response: z.looseObject({ clientDataJSON: z.string().max(65_536) }),
});

/** What the browser passes to navigator.credentials, and the attempt it belongs to. */
export const PasskeyOptionsSchema = z.object({
  challengeId: z.number().int(),
  options: z.record(z.string(), z.unknown()),
});
export type PasskeyOptions = z.infer<typeof PasskeyOptionsSchema>;

/** POST /office/v1/passkeys: the new passkey, named by its user ('Laptop', 'Telefoon'). */
export const PasskeyRegistrationSchema = z.strictObject({
  challengeId: z.number({ error: 'must be the challengeId of the options' }).int().positive(),
  name: lineText(100)
    .transform((text) => text.trim())
    .default(''),
  response: WebAuthnResponseSchema,
});
export type PasskeyRegistration = z.input<typeof PasskeyRegistrationSchema>;

/** POST /office/v1/passkey-sign-in. */
export const PasskeySignInSchema = z.strictObject({
  challengeId: z.number({ error: 'must be the challengeId of the options' }).int().positive(),
  response: WebAuthnResponseSchema,
});
export type PasskeySignIn = z.input<typeof PasskeySignInSchema>;

export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;
export const PasskeysSchema = z.object({ passkeys: z.array(PasskeySchema) });

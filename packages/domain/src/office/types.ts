import { z } from 'zod';
import { HourTypeImport, IndirectTypeImport } from '../integration/import-types';
import { PHOTO_MEDIA_TYPES } from '../contracts/work-order-photos';
import { requiredLine } from '../integration/import-common';

/**
 * The company's hour types, indirect work types and other-cost types in the console, with the fields and rules
 * of the integration API's import (a record with an externalId is the package's, read-only here), and the
 * company's own settings.
 */

/** The three lists, by the path of their routes (/office/v1/{kind}) and the import's collection names. */
export const NAMED_TYPE_KINDS = ['hour-types', 'indirect-types', 'other-cost-types'] as const;
export type NamedTypeKind = (typeof NAMED_TYPE_KINDS)[number];

const { description, sortOrder, active } = IndirectTypeImport.item.shape;

/** POST /office/v1/indirect-types and /other-cost-types, PUT …/{id}: a type is never removed, only made inactive. */
export const OfficeNamedTypeInputSchema = z.strictObject({ description, sortOrder, active });
export type OfficeNamedTypeInput = z.input<typeof OfficeNamedTypeInputSchema>;
export type OfficeNamedTypeFields = z.output<typeof OfficeNamedTypeInputSchema>;

/** An inactive hour type is offered nowhere, so it cannot be the one a new hours form starts on. */
export const inactiveDefaultIssue = 'an inactive hour type (active: false) cannot be the default';

/**
 * POST /office/v1/hour-types, PUT …/{id}: `default` true makes it the company's default hour type and takes
 * that from the one that had it; false on the default leaves the company without one (the first by sort order).
 */
export const OfficeHourTypeInputSchema = z
  .strictObject({ description, sortOrder, active, default: HourTypeImport.item.shape.default })
  .superRefine((type, context) => {
    if (type.default && !type.active)
      context.addIssue({ code: 'custom', path: ['default'], message: inactiveDefaultIssue });
  });
export type OfficeHourTypeInput = z.input<typeof OfficeHourTypeInputSchema>;
export type OfficeHourTypeFields = z.output<typeof OfficeHourTypeInputSchema>;

export const OfficeNamedTypeSchema = z.object({
  id: z.number().int(),
  externalId: z.string().nullable(),
  description: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
});
export type OfficeNamedType = z.infer<typeof OfficeNamedTypeSchema>;

export const OfficeHourTypeSchema = OfficeNamedTypeSchema.extend({ default: z.boolean() });
export type OfficeHourType = z.infer<typeof OfficeHourTypeSchema>;

/** GET /office/v1/types, and the answer of every write to a type: the three lists whole, in the office's order. */
export const OfficeTypesSchema = z.object({
  hourTypes: z.array(OfficeHourTypeSchema),
  indirectTypes: z.array(OfficeNamedTypeSchema),
  otherCostTypes: z.array(OfficeNamedTypeSchema),
});
export type OfficeTypes = z.infer<typeof OfficeTypesSchema>;

/** The company's logo as the console takes it: an image of the photos' types, stored scaled as a PNG. */
export const LOGO_LIMITS = {
  /** A logo is a small picture; a file over this is no logo (a photo, a scan). */
  maxBytes: 2 * 1024 * 1024,
  /** Longest side of the stored logo: above the PDF's 80 px high and the app header's, never enlarged. */
  longestSide: 512,
} as const;
export const LOGO_MEDIA_TYPES = PHOTO_MEDIA_TYPES;

/** PUT /office/v1/company: the company's name and whether registrations are validated before they are changed. */
export const OfficeCompanyInputSchema = z.strictObject({
  // The header of the app and the werkbon show it: a name of spaces is none.
  name: requiredLine(200).refine((name) => name.trim() !== '', { error: 'must not be blank' }),
  validateRegistrationsFirst: z.boolean({ error: 'must be true or false' }),
  /**
   * When an employee whose workday is short of booked hours gets a reminder on his phone (HH:mm, Amsterdam),
   * or null for none; absent keeps what it was.
   */
  hoursReminderAt: z
    .string({ error: 'must be a time as HH:mm, or null' })
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, { error: 'must be a time as HH:mm, or null' })
    .nullable()
    .optional(),
});
export type OfficeCompanyInput = z.input<typeof OfficeCompanyInputSchema>;
export type OfficeCompanyFields = z.output<typeof OfficeCompanyInputSchema>;

/** GET /office/v1/company. `logoVersion` changes with every new logo (its address for an <img>); null without one. */
export const OfficeCompanySchema = z.object({
  code: z.string(),
  name: z.string(),
  validateRegistrationsFirst: z.boolean(),
  /** HH:mm, or null when no reminders go out. */
  hoursReminderAt: z.string().nullable(),
  logoVersion: z.string().nullable(),
});
export type OfficeCompany = z.infer<typeof OfficeCompanySchema>;

import { z } from 'zod';
import { lineText } from '../contracts/common';
import { queryInteger } from '../integration/common';
import { MATERIAL_FIELDS, type MaterialField } from '../integration/import-materials';

/**
 * The material catalogue in the console: browsed a page at a time (a catalogue has 10,000 lines and more), a line
 * made or changed under the integration import's rules, and a CSV or XLSX file imported after a preview. A line
 * the calculation package feeds (an externalId) is read-only here (decision 017).
 */

export const MATERIAL_FIELD_NAMES = Object.keys(MATERIAL_FIELDS) as MaterialField[];

/** POST /office/v1/materials, PUT /office/v1/materials/{id}: the import's fields and rules. */
export const OfficeMaterialInputSchema = z.strictObject(MATERIAL_FIELDS);
export type OfficeMaterialInput = z.input<typeof OfficeMaterialInputSchema>;
export type OfficeMaterialFields = z.output<typeof OfficeMaterialInputSchema>;

export const OfficeMaterialSchema = z.object({
  id: z.number().int(),
  externalId: z.string().nullable(),
  parentGroupCode: z.string(),
  parentGroupDescription: z.string(),
  groupCode: z.string(),
  groupDescription: z.string(),
  code: z.string(),
  description: z.string(),
  // A unit outside today's list (a line stored before it) is shown as it is.
  unit: z.string(),
  quantity: z.number(),
});
export type OfficeMaterial = z.infer<typeof OfficeMaterialSchema>;

export const MATERIALS_PAGE_SIZE = 50;

/** GET /office/v1/materials: the lines whose text holds every word searched, in browse order, 50 to a page. */
export const OfficeMaterialsQuerySchema = z.strictObject({
  search: lineText(200).optional(),
  page: queryInteger(1, 1_000_000, 1),
});
export const OfficeMaterialsSchema = z.object({
  materials: z.array(OfficeMaterialSchema),
  /** Lines the search leaves, over all pages. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OfficeMaterials = z.infer<typeof OfficeMaterialsSchema>;

/**
 * The columns of a catalogue file, by the field each fills: a header names one in Dutch (as the console shows
 * it) or by the field's own name (as the integration API does), in any case. Lines are matched to the catalogue
 * by their article number.
 */
export const MATERIAL_COLUMNS: Record<MaterialField, readonly [dutch: string, ...others: string[]]> = {
  parentGroupCode: ['Hoofdgroep', 'parentGroupCode'],
  parentGroupDescription: ['Hoofdgroep omschrijving', 'parentGroupDescription'],
  groupCode: ['Groep', 'groupCode'],
  groupDescription: ['Groep omschrijving', 'groupDescription'],
  code: ['Artikelnummer', 'code'],
  description: ['Omschrijving', 'description'],
  unit: ['Eenheid', 'unit'],
  quantity: ['Aantal', 'quantity'],
};

/** What a file may hold: more is a 413. */
export const MATERIAL_IMPORT_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 20_000 } as const;

/** The media types of a catalogue file; another is a 415. */
export const MATERIAL_FILE_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const MATERIAL_IMPORT_ACTIONS = ['create', 'change', 'unchanged', 'refused'] as const;
export type MaterialImportAction = (typeof MATERIAL_IMPORT_ACTIONS)[number];

/**
 * Why a line is refused: a value the rules refuse (`field` names it), a line the package feeds, an article number
 * the file has twice or the catalogue has on several lines, or a line without one (nothing to match it by).
 */
export const MATERIAL_REFUSALS = ['invalid', 'managed', 'duplicate', 'ambiguous', 'no-code'] as const;
export type MaterialRefusal = (typeof MATERIAL_REFUSALS)[number];

export const MaterialImportReasonSchema = z.object({
  reason: z.enum(MATERIAL_REFUSALS),
  field: z.enum(MATERIAL_FIELD_NAMES as [MaterialField, ...MaterialField[]]).nullable(),
  /** The column's header as the file has it; null when the reason is the line's, not a column's. */
  column: z.string().nullable(),
  message: z.string(),
});
export type MaterialImportReason = z.infer<typeof MaterialImportReasonSchema>;

export const MaterialImportRowSchema = z.object({
  /** The row's number in the file, as a spreadsheet counts it (the header is row 1). */
  row: z.number().int(),
  action: z.enum(MATERIAL_IMPORT_ACTIONS),
  /** The catalogue line it changes; null for a new one. */
  id: z.number().int().nullable(),
  code: z.string(),
  description: z.string(),
  /** The fields a change changes. */
  changes: z.array(z.enum(MATERIAL_FIELD_NAMES as [MaterialField, ...MaterialField[]])),
  reasons: z.array(MaterialImportReasonSchema),
});
export type MaterialImportRow = z.infer<typeof MaterialImportRowSchema>;

/**
 * POST /office/v1/materials/import/preview and /import: per row of the file what it does (the preview) or did
 * (the import); unchanged rows are counted, not listed.
 */
export const MaterialImportReportSchema = z.object({
  applied: z.boolean(),
  rows: z.array(MaterialImportRowSchema),
  counts: z.object({
    create: z.number().int(),
    change: z.number().int(),
    unchanged: z.number().int(),
    refused: z.number().int(),
  }),
  /** Headers the file has that fill no field: their values are not read. */
  ignoredColumns: z.array(z.string()),
});
export type MaterialImportReport = z.infer<typeof MaterialImportReportSchema>;

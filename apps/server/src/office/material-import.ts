import {
  MATERIAL_COLUMNS,
  MATERIAL_FIELD_NAMES,
  OfficeMaterialInputSchema,
  type MaterialField,
  type MaterialImportReason,
  type MaterialImportReport,
  type MaterialImportRow,
  type OfficeMaterial,
  type OfficeMaterialFields,
} from '@bouwwerk/domain';
import { badRequest } from '../lib/http-errors';
import type { CatalogueFile, Cell } from './material-files';

/** What an import writes: the report per row, and the lines to add and to change. */
export interface ImportPlan {
  report: MaterialImportReport;
  inserts: OfficeMaterialFields[];
  updates: Array<{ id: number; fields: OfficeMaterialFields }>;
}

const normalHeader = (header: string) => header.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nl');

const FIELD_OF_HEADER = new Map<string, MaterialField>(
  MATERIAL_FIELD_NAMES.flatMap((field) => MATERIAL_COLUMNS[field].map((name) => [normalHeader(name), field] as const)),
);

/** Which column fills which field; 400 for a file without article numbers or with a field's column twice. */
function columnsOf(header: string[]) {
  const columns = new Map<MaterialField, { index: number; name: string }>();
  const ignored: string[] = [];
  header.forEach((name, index) => {
    const field = FIELD_OF_HEADER.get(normalHeader(name));
    if (!field) {
      if (name) ignored.push(name);
      return;
    }
    const earlier = columns.get(field);
    if (earlier)
      throw badRequest(`The columns '${earlier.name}' and '${name}' both fill ${field}: keep one`, 'FILE_COLUMN_TWICE');
    columns.set(field, { index, name });
  });
  if (!columns.has('code'))
    throw badRequest(
      `The file has no column '${MATERIAL_COLUMNS.code[0]}' (or 'code'): the article number matches a row to the catalogue`,
      'FILE_NO_CODE_COLUMN',
    );
  return { columns, ignored };
}

/** A decimal comma, as a Dutch spreadsheet writes a number into CSV: 2,5 is 2.5. */
function numberOf(cell: Cell): unknown {
  if (typeof cell === 'number') return cell;
  const text = (cell ?? '').trim();
  if (text === '') return undefined;
  const normal = text.replace(',', '.');
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(normal) ? Number(normal) : text;
}

const textOf = (cell: Cell) => (cell === null ? '' : String(cell).trim());

const fieldsOf = (line: OfficeMaterial) => ({
  parentGroupCode: line.parentGroupCode,
  parentGroupDescription: line.parentGroupDescription,
  groupCode: line.groupCode,
  groupDescription: line.groupDescription,
  code: line.code,
  description: line.description,
  unit: line.unit,
  quantity: line.quantity,
});

const changedFields = (line: OfficeMaterial, fields: OfficeMaterialFields) =>
  MATERIAL_FIELD_NAMES.filter((field) => line[field] !== fields[field]);

/**
 * What a file does to the catalogue, row by row: a row is matched by its article number; a new number is a new
 * line, a known one changes that line where its values differ (a column the file lacks keeps the line's value),
 * and a row is refused when a value breaks the rules the console's form and the integration API check, when its
 * line is the package's, or when its number is missing, repeated in the file, or on several lines already.
 */
export function planImport(file: CatalogueFile, catalogue: OfficeMaterial[]): ImportPlan {
  const { columns, ignored } = columnsOf(file.header);
  const byCode = new Map<string, OfficeMaterial[]>();
  for (const line of catalogue) byCode.set(line.code, [...(byCode.get(line.code) ?? []), line]);
  const columnName = (field: MaterialField) => columns.get(field)?.name ?? MATERIAL_COLUMNS[field][0];
  const codeColumn = columnName('code');
  const firstRowOf = new Map<string, number>();

  const plan: ImportPlan = {
    report: {
      applied: false,
      rows: [],
      counts: { create: 0, change: 0, unchanged: 0, refused: 0 },
      ignoredColumns: ignored,
    },
    inserts: [],
    updates: [],
  };
  const refuse = (row: Omit<MaterialImportRow, 'action' | 'changes' | 'reasons'>, reasons: MaterialImportReason[]) => {
    plan.report.counts.refused++;
    plan.report.rows.push({ ...row, action: 'refused', changes: [], reasons });
  };

  for (const { row, cells } of file.rows) {
    const cell = (field: MaterialField) => cells[columns.get(field)!.index] ?? null;
    const code = textOf(cell('code'));
    const description = columns.has('description') ? textOf(cell('description')) : '';
    const matches = byCode.get(code) ?? [];
    const match = matches.length === 1 ? matches[0]! : undefined;
    const seen = { row, id: match?.id ?? null, code, description };
    const lineReason = (reason: MaterialImportReason['reason'], message: string): MaterialImportReason => ({
      reason,
      field: 'code',
      column: codeColumn,
      message,
    });

    if (code === '') {
      refuse(seen, [lineReason('no-code', 'has no article number to match the catalogue by')]);
      continue;
    }
    const earlier = firstRowOf.get(code);
    if (earlier !== undefined) {
      refuse(seen, [lineReason('duplicate', `article number ${code} is also in row ${earlier}`)]);
      continue;
    }
    firstRowOf.set(code, row);
    if (matches.length > 1) {
      refuse(seen, [lineReason('ambiguous', `article number ${code} is on ${matches.length} lines of the catalogue`)]);
      continue;
    }
    if (match?.externalId != null) {
      refuse(seen, [
        {
          reason: 'managed',
          field: null,
          column: null,
          message: `the line is managed through the integration (externalId ${match.externalId})`,
        },
      ]);
      continue;
    }

    const input: Record<string, unknown> = match ? fieldsOf(match) : {};
    for (const field of columns.keys())
      input[field] = field === 'quantity' ? numberOf(cell(field)) : textOf(cell(field));
    if (input.quantity === undefined) delete input.quantity;
    const checked = OfficeMaterialInputSchema.safeParse(input);
    if (!checked.success) {
      refuse(
        seen,
        checked.error.issues.map((issue) => {
          const field = issue.path[0] as MaterialField;
          return { reason: 'invalid', field, column: columnName(field), message: issue.message };
        }),
      );
      continue;
    }
    const fields = checked.data;
    if (!match) {
      plan.report.counts.create++;
      plan.report.rows.push({ ...seen, description: fields.description, action: 'create', changes: [], reasons: [] });
      plan.inserts.push(fields);
      continue;
    }
    const changes = changedFields(match, fields);
    if (changes.length === 0) {
      plan.report.counts.unchanged++;
      continue;
    }
    plan.report.counts.change++;
    plan.report.rows.push({ ...seen, description: fields.description, action: 'change', changes, reasons: [] });
    plan.updates.push({ id: match.id, fields });
  }
  return plan;
}

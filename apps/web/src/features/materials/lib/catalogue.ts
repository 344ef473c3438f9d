import type { CatalogueCode, CatalogueRow, CatalogueTable } from '@bouwwerk/domain';

/** A material line with the parent group and group it sits in. */
export interface CatalogueEntry {
  row: CatalogueRow;
  parent: CatalogueCode;
  group: CatalogueTable;
}

/** Every line of the catalogue, in catalogue order. */
export function catalogueEntries(codes: readonly CatalogueCode[]): CatalogueEntry[] {
  return codes.flatMap((parent) => parent.tables.flatMap((group) => group.rows.map((row) => ({ row, parent, group }))));
}

/** 'Schroeven' or, for a group without a description, its code. */
export const groupLabel = (group: { code: string; description: string }) => group.description.trim() || group.code;

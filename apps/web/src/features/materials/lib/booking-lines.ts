import { UNITS, isUnit, type CatalogueRow, type MaterialLine } from '@bouwwerk/domain';
import { isValidMaterialEntry, parseQuantity, type MaterialEntryDraft } from '../../../lib/material-entry';

/** A line of the booking list as the form holds it: the quantity as typed, so it can still be corrected. */
export interface BookingLine extends MaterialEntryDraft {
  key: number;
  aantal: string;
  /** The catalogue line it came from; absent for a line typed in by hand. */
  id?: number;
}

let nextKey = 1;
export const newLineKey = () => nextKey++;

export function lineFromCatalogue(row: CatalogueRow, aantal: string): BookingLine {
  return { key: newLineKey(), id: row.groupLineId, aantal: aantal.trim(), eenheid: row.unit, omschrijving: row.description };
}

/** The lines to send: the invalid ones are skipped (specification section 5). */
export function toMaterialLines(lines: readonly BookingLine[]): MaterialLine[] {
  return lines.flatMap((line) => {
    if (!isValidMaterialEntry(line) || !isUnit(line.eenheid)) return [];
    const aantal = parseQuantity(line.aantal)!;
    const omschrijving = line.omschrijving.trim();
    return [line.id ? { id: line.id, aantal, eenheid: line.eenheid, omschrijving } : { aantal, eenheid: line.eenheid, omschrijving }];
  });
}

/** How a unit is shown: 'bbag' is 'big bag'; a unit outside the list as it is. */
export function unitName(unit: string): string {
  return UNITS.find((u) => u.value === unit)?.name ?? unit;
}

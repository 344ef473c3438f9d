import { type CatalogueRow, type MaterialLine } from '@bouwwerk/domain';
import { checkMaterialEntry, type MaterialEntryDraft } from '../../../lib/material-entry';

/** A line of the booking list as the form holds it: the quantity as typed, so it can still be corrected. */
export interface BookingLine extends MaterialEntryDraft {
  key: number;
  aantal: string;
}

let nextKey = 1;
export const newLineKey = () => nextKey++;

export function lineFromCatalogue(row: CatalogueRow, aantal: string): BookingLine {
  return {
    key: newLineKey(),
    id: row.groupLineId,
    aantal: aantal.trim(),
    eenheid: row.unit,
    omschrijving: row.description,
  };
}

/** The lines to send, as MaterialLineSchema parses them; the invalid ones are skipped (specification section 5). */
export function toMaterialLines(lines: readonly BookingLine[]): MaterialLine[] {
  return lines.flatMap((line) => {
    const checked = checkMaterialEntry(line);
    return checked.ok ? [checked.data] : [];
  });
}

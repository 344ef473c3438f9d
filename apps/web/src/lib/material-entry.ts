import { bookableQuantity, isUnit } from '@bouwwerk/domain';

/** A material line as the form holds it: text fields, as typed. */
export interface MaterialEntryDraft {
  aantal: string | number;
  eenheid: string;
  omschrijving: string;
}

/** Quantity text to a number: Dutch decimal comma accepted; null when it is not a number. */
export function parseQuantity(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A quantity the form may send: a number the server books (not 0, within the column's range). */
export function isBookableQuantity(value: string | number): boolean {
  const quantity = parseQuantity(value);
  return quantity !== null && bookableQuantity(quantity) !== null;
}

/** A new material line is valid with a description, a bookable quantity and a known unit. */
export function isValidMaterialEntry(entry: MaterialEntryDraft): boolean {
  return entry.omschrijving.trim() !== '' && isBookableQuantity(entry.aantal) && isUnit(entry.eenheid);
}

/** A manual entry the user started but did not finish: some field filled, not all valid. */
export function isIncompleteMaterialEntry(entry: MaterialEntryDraft): boolean {
  const touched = String(entry.aantal).trim() !== '' || entry.eenheid !== '' || entry.omschrijving.trim() !== '';
  return touched && !isValidMaterialEntry(entry);
}

/**
 * Material edit (section 5): save only with a quantity and the material text. The quantity must be a number,
 * and not 0, which the server refuses (a booking of nothing is deleted instead).
 */
export function canSaveMaterialEdit(edit: Pick<MaterialEntryDraft, 'aantal' | 'omschrijving'>): boolean {
  return edit.omschrijving.trim() !== '' && isBookableQuantity(edit.aantal);
}

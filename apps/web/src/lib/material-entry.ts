import { LIMITS, MaterialLineSchema, QuantitySchema, type MaterialLine } from '@bouwwerk/domain';
import { nl } from '../i18n/nl';
import { checkRequest, type Checked } from './form-validation';

/** A material line as the form holds it: text fields, as typed. */
export interface MaterialEntryDraft {
  aantal: string | number;
  eenheid: string;
  omschrijving: string;
  /** The catalogue line it came from; absent for a line typed in by hand. */
  id?: number;
}

/** Quantity text to a number: Dutch decimal comma accepted; null when it is not a number. */
export function parseQuantity(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The quantity as the body carries it: a number when the text reads as one, else the text, for the schema to refuse. */
export const quantityBody = (value: string | number): number | string => parseQuantity(value) ?? value;

/** A quantity the form may send: one QuantitySchema takes (not 0, within the column's range). */
export function isBookableQuantity(value: string | number): boolean {
  return QuantitySchema.safeParse(quantityBody(value)).success;
}

type MaterialField = 'aantal' | 'eenheid' | 'omschrijving';

/**
 * A line checked as POST /v1/invoer checks it (MaterialLineSchema): a description of at most 500 characters,
 * a bookable quantity and a unit of the list. The parsed line is what is sent.
 */
export function checkMaterialEntry(entry: MaterialEntryDraft): Checked<MaterialLine, MaterialField> {
  const body = {
    ...(entry.id ? { id: entry.id } : {}),
    aantal: quantityBody(entry.aantal),
    eenheid: entry.eenheid,
    omschrijving: entry.omschrijving,
  };
  return checkRequest(MaterialLineSchema, body, {
    aantal: nl.materials.quantityInvalid,
    eenheid: nl.materials.unitMissing,
    omschrijving: nl.materials.materialMissing(LIMITS.descriptionMax),
  });
}

export const isValidMaterialEntry = (entry: MaterialEntryDraft): boolean => checkMaterialEntry(entry).ok;

/** A manual entry the user started but did not finish: some field filled, not all valid. */
export function isIncompleteMaterialEntry(entry: MaterialEntryDraft): boolean {
  const touched = String(entry.aantal).trim() !== '' || entry.eenheid !== '' || entry.omschrijving.trim() !== '';
  return touched && !isValidMaterialEntry(entry);
}

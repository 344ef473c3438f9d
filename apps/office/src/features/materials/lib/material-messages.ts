import { LIMITS, MATERIAL_FILE_TYPES, MATERIAL_IMPORT_LIMITS, type MaterialField } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { lineMessage } from '../../../lib/field-messages';

/** Each field's Dutch message: the form's, and the import preview's for a refused value. */
export const MATERIAL_MESSAGES: Record<MaterialField, string> = {
  parentGroupCode: nl.catalogue.required(LIMITS.projectCodeMax),
  parentGroupDescription: lineMessage(200),
  groupCode: nl.catalogue.required(LIMITS.projectCodeMax),
  groupDescription: lineMessage(200),
  code: lineMessage(LIMITS.projectCodeMax),
  description: nl.catalogue.required(LIMITS.descriptionMax),
  unit: nl.catalogue.unitInvalid,
  quantity: nl.catalogue.quantityInvalid,
};

/**
 * The file as the server takes it: its type by its name's extension, as a browser's own type of a .csv varies
 * (Windows with Excel calls it application/vnd.ms-excel). Null for another kind of file.
 */
export function catalogueFileOf(file: File): Blob | null {
  const extension = file.name.toLowerCase().split('.').at(-1);
  const type = extension === 'csv' || extension === 'xlsx' ? MATERIAL_FILE_TYPES[extension] : null;
  return type ? file.slice(0, file.size, type) : null;
}

export const isTooLarge = (file: File) => file.size > MATERIAL_IMPORT_LIMITS.maxBytes;

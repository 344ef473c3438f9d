import { z } from 'zod';
import { LIMITS } from '../contracts/common';
import { UNIT_VALUES } from '../units';
import { decimal, importRecord, optionalLine, requiredLine } from './import-common';

/** A line of the material catalogue as the office keeps it, whoever writes it (the console, its file import, the integration API). */
export const MATERIAL_FIELDS = {
  parentGroupCode: requiredLine(LIMITS.projectCodeMax).meta({ example: '10' }),
  parentGroupDescription: optionalLine(200).meta({ example: 'Elektra' }),
  groupCode: requiredLine(LIMITS.projectCodeMax).meta({ example: '10.20' }),
  groupDescription: optionalLine(200).meta({ example: 'Kabels' }),
  code: optionalLine(LIMITS.projectCodeMax).meta({ example: 'K-3X2.5' }),
  description: requiredLine(LIMITS.descriptionMax).meta({ example: 'Installatiekabel 3x2,5 mm²' }),
  unit: z.enum(UNIT_VALUES, { error: `must be one of ${UNIT_VALUES.join(', ')}` }).meta({ example: 'm1' }),
  quantity: decimal(0, LIMITS.quantityMaxAbs, LIMITS.quantityScale)
    .default(0)
    .meta({ description: 'The quantity offered by default.' }),
};
export type MaterialField = keyof typeof MATERIAL_FIELDS;

/** A line of the material catalogue the app offers, under its group and parent group. */
export const MaterialImport = importRecord({
  id: 'Material',
  description:
    'A line of the material catalogue, under a group within a parent group. Any change makes the phones fetch the catalogue again. ' +
    'Removing one deletes it (registrations of it keep their description, quantity and unit).',
  shape: MATERIAL_FIELDS,
});
export type MaterialImportRecord = z.output<typeof MaterialImport.record>;

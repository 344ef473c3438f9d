import type { z } from 'zod';
import { LIMITS } from '../contracts/common';
import { flag, importRecord, requiredLine, wholeNumber } from './import-common';

const namedType = (id: string, description: string, example: string) =>
  importRecord({
    id,
    description: `${description} Listed in the app by sortOrder, then description; removing one makes it inactive (gone from the lists), its registrations stay.`,
    shape: {
      description: requiredLine(200).meta({ example }),
      sortOrder: wholeNumber(-LIMITS.idMax, LIMITS.idMax).default(0),
      active: flag(true).meta({ description: 'false: not offered in the app.' }),
    },
  });

export const HourTypeImport = namedType(
  'HourType',
  'An hour type (uursoort) offered when hours are booked.',
  'Normaal',
);
export const IndirectTypeImport = namedType(
  'IndirectType',
  'A kind of indirect work (leave, training, doctor), planned and booked without a project.',
  'Verlof',
);
export const OtherCostTypeImport = namedType(
  'OtherCostType',
  'A kind of other project cost (kilometres, parking).',
  'Parkeren',
);
export type NamedTypeImportRecord = z.output<typeof HourTypeImport.record>;

import type { z } from 'zod';
import { LIMITS } from '../contracts/common';
import { flag, importRecord, requiredLine, wholeNumber, type ImportRecordFields } from './import-common';

const namedType = <Extra extends z.ZodRawShape = Record<never, never>>(
  id: string,
  description: string,
  example: string,
  extra?: { shape: Extra; check?: ImportRecordFields<NamedTypeShape & Extra>['check'] },
) =>
  importRecord({
    id,
    description: `${description} Listed in the app by sortOrder, then description; removing one makes it inactive (gone from the lists), its registrations stay.`,
    shape: { ...namedTypeShape(example), ...(extra?.shape as Extra) },
    check: extra?.check,
  });

const namedTypeShape = (example: string) => ({
  description: requiredLine(200).meta({ example }),
  sortOrder: wholeNumber(-LIMITS.idMax, LIMITS.idMax).default(0),
  active: flag(true).meta({ description: 'false: not offered in the app.' }),
});
type NamedTypeShape = ReturnType<typeof namedTypeShape>;

export const HourTypeImport = namedType(
  'HourType',
  'An hour type (uursoort) offered when hours are booked. A new hours form starts on the default: the one marked `default`, else the first by sortOrder.',
  'Normaal',
  {
    shape: {
      default: flag(false).meta({
        description:
          "true: the company's default hour type, the one a new hours form in the app starts on. At most one " +
          'record of a call; it replaces the default stored before. Left out (false) on every hour type: the ' +
          'first by sortOrder is the default.',
      }),
    },
    check: (record, context) => {
      if (record.default && !record.active)
        context.addIssue({
          code: 'custom',
          path: ['default'],
          message: 'an inactive hour type (active: false) cannot be the default',
        });
    },
  },
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
export type NamedTypeImportRecord = z.output<typeof IndirectTypeImport.record>;
export type HourTypeImportRecord = z.output<typeof HourTypeImport.record>;

import { z } from 'zod';
import { INTEGRATION_LIMITS } from './common';
import { importBody, ImportResultSchema, type ImportCollectionName } from './import-common';
import { EmployeeImport } from './import-employees';
import { MaterialImport } from './import-materials';
import { PlanningImport } from './import-planning';
import { PartImport, ProjectImport, WorkImport } from './import-projects';
import { ProjectGroupImport, RelationImport } from './import-relations';
import { HourTypeImport, IndirectTypeImport, OtherCostTypeImport } from './import-types';
import { WorkOrderImport } from './import-work-orders';
import { WorkingHoursImport } from './import-working-hours';

/** Each collection's records, for a call that imports several at once. */
const RECORDS = {
  employees: EmployeeImport.record,
  relations: RelationImport.record,
  'project-groups': ProjectGroupImport.record,
  projects: ProjectImport.record,
  works: WorkImport.record,
  parts: PartImport.record,
  'hour-types': HourTypeImport.record,
  'indirect-types': IndirectTypeImport.record,
  'other-cost-types': OtherCostTypeImport.record,
  'work-orders': WorkOrderImport.record,
  planning: PlanningImport.record,
  'working-hours': WorkingHoursImport.record,
  materials: MaterialImport.record,
} satisfies Record<ImportCollectionName, z.ZodType>;

const each = <T>(make: (record: z.ZodType) => T) =>
  Object.fromEntries(Object.entries(RECORDS).map(([name, record]) => [name, make(record)])) as {
    [K in ImportCollectionName]: T;
  };

/**
 * POST /integration/v1/import: several collections in one call and one transaction, each stored before the
 * ones that name it (in the order of IMPORT_COLLECTIONS), so records may name others anywhere in the call.
 */
export const ImportBatchSchema = z.strictObject(each((record) => importBody(record).optional())).meta({
  id: 'ImportBatch',
  description:
    `Records per collection, ${INTEGRATION_LIMITS.batchMax.toLocaleString('en')} in all at most. Each list is what PUT /integration/v1/{collection} takes; ` +
    'errors name a record by its list: `projects[3].relationExternalId: …`.',
});

export const ImportBatchResultSchema = z
  .object(each(() => ImportResultSchema.optional()))
  .meta({ id: 'ImportBatchResult', description: 'What the call did, per collection it held.' });
export type ImportBatchResult = z.infer<typeof ImportBatchResultSchema>;

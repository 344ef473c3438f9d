import type { ImportCollectionName } from '@bouwwerk/domain';
import type { ImportCollection } from '../collection';
import { employees } from './employees';
import { materials } from './materials';
import { hourTypes, indirectTypes, otherCostTypes } from './named-types';
import { planning } from './planning';
import { parts, projects, works } from './projects';
import { projectGroups, relations } from './relations';
import { workOrders } from './work-orders';
import { workingHours } from './working-hours';

const BY_NAME = {
  employees,
  relations,
  'project-groups': projectGroups,
  projects,
  works,
  parts,
  'hour-types': hourTypes,
  'indirect-types': indirectTypes,
  'other-cost-types': otherCostTypes,
  'work-orders': workOrders,
  planning,
  'working-hours': workingHours,
  materials,
} satisfies Record<ImportCollectionName, unknown>;

/**
 * Every import collection by the name in its URL, as the engine sees them: records of a type it does not know,
 * which each collection's own schema produced and its own functions read.
 */
export const IMPORT_COLLECTIONS = BY_NAME as unknown as Record<ImportCollectionName, ImportCollection<unknown>>;

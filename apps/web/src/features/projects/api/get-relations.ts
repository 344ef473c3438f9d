import type { ProjectGroup, Relation } from '@bouwwerk/domain';
import { useAccountQuery } from './account-query';

/** GET /v1/relaties: the customers a new project can be for (unnamed ones hidden, sorted by name). */
export const useRelations = () => useAccountQuery<Relation[]>(['relations'], '/v1/relaties');

/** GET /v1/projectgroepen. */
export const useProjectGroups = () => useAccountQuery<ProjectGroup[]>(['project-groups'], '/v1/projectgroepen');

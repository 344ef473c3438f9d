import type { ProjectListItem } from '@bouwwerk/domain';
import { useAccountQuery } from './account-query';

/** GET /v1/projecten: every project of the company, with who is planned on it today. */
export const useProjects = () => useAccountQuery<ProjectListItem[]>(['list'], '/v1/projecten');

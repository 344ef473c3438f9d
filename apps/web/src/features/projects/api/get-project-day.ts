import { formatDate, type Employee, type ProjectItem } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAuthenticated, usePassport } from '../../../state/passport';

export interface ProjectDay {
  project: ProjectItem;
  /** The colleagues planned on the project that day. */
  employees: Employee[];
}

/**
 * GET /v1/project/{id}/planning/{date} and GET /v1/resoureplanning/{date}/project/{id}/employees, merged into
 * one project with its employees (specification call table).
 */
export async function getProjectDay(id: number, date: Date, signal?: AbortSignal): Promise<ProjectDay> {
  const day = formatDate(date, 'api');
  const [project, employees] = await Promise.all([
    api<ProjectItem>(`/v1/project/${id}/planning/${day}`, { signal }),
    api<Employee[]>(`/v1/resoureplanning/${day}/project/${id}/employees`, { signal }),
  ]);
  return { project, employees };
}

export function useProjectDay(id: number, date: Date, enabled = true) {
  const passport = usePassport();
  return useQuery({
    queryKey: ['projects', passport?.organisation.toLowerCase() ?? '', passport?.userID ?? 0, 'day', id, formatDate(date, 'api')],
    queryFn: ({ signal }) => getProjectDay(id, date, signal),
    enabled: enabled && isAuthenticated(passport),
  });
}

import {
  formatDate,
  type Employee,
  type Part,
  type ProjectCreate,
  type ProjectGroup,
  type ProjectItem,
  type ProjectListItem,
  type RegiewerkCreate,
  type Relation,
  type Work,
} from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { conditionalGet } from '../lib/conditional-get';
import { useAccount } from './account';
import { accountKeys, type Account } from './keys';
import { nl } from '../i18n/nl';
import type { OutboxWrite } from './outbox/types';

/** GET /v1/projecten: every project of the company, with who is planned on it today. */
export function getProjectsQueryOptions(account: Account) {
  return queryOptions({
    queryKey: accountKeys(account).projects(),
    queryFn: (context) => conditionalGet<ProjectListItem[]>('/v1/projecten', context),
  });
}

export function useProjects() {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getProjectsQueryOptions(account), enabled: signedIn });
}

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

export function getProjectDayQueryOptions(account: Account, id: number, date: Date) {
  return queryOptions({
    queryKey: accountKeys(account).projectDay(id, date),
    queryFn: ({ signal }) => getProjectDay(id, date, signal),
  });
}

export function useProjectDay(id: number, date: Date, enabled = true) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getProjectDayQueryOptions(account, id, date), enabled: enabled && signedIn });
}

/** GET /v1/projecten/{id}/onderdelen: the works of a project. */
export function getWorksQueryOptions(account: Account, projectId: number | null) {
  return queryOptions({
    queryKey: accountKeys(account).works(projectId),
    queryFn: ({ signal }) => api<Work[]>(`/v1/projecten/${projectId}/onderdelen`, { signal }),
  });
}

/** The works of a project (null: none chosen yet, nothing fetched). */
export function useWorks(projectId: number | null) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getWorksQueryOptions(account, projectId), enabled: signedIn && projectId !== null });
}

/** GET /v1/werken/{id}/onderdelen: the parts (budgets, stelposten, other project costs) of a work. */
export function getPartsQueryOptions(account: Account, workId: number | null) {
  return queryOptions({
    queryKey: accountKeys(account).parts(workId),
    queryFn: ({ signal }) => api<Part[]>(`/v1/werken/${workId}/onderdelen`, { signal }),
  });
}

export function useParts(workId: number | null) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getPartsQueryOptions(account, workId), enabled: signedIn && workId !== null });
}

/** GET /v1/relaties: the customers a new project can be for (unnamed ones hidden, sorted by name). */
export function useRelations() {
  const { account, signedIn } = useAccount();
  return useQuery({
    queryKey: accountKeys(account).relations(),
    queryFn: ({ signal }) => api<Relation[]>('/v1/relaties', { signal }),
    enabled: signedIn,
  });
}

/** GET /v1/projectgroepen. */
export function useProjectGroups() {
  const { account, signedIn } = useAccount();
  return useQuery({
    queryKey: accountKeys(account).projectGroups(),
    queryFn: ({ signal }) => api<ProjectGroup[]>('/v1/projectgroepen', { signal }),
    enabled: signedIn,
  });
}

/** POST /v1/project: answers the new project's id. */
export function projectWrite(body: ProjectCreate, name: string): OutboxWrite {
  return {
    request: { method: 'POST', path: '/v1/project', body },
    change: { kind: 'project' },
    shown: { kind: 'project', date: null, hoursDelta: 0, summary: nl.outboxSend.project(name) },
  };
}

/** POST /v1/projecten/{projectId}/regiewerk: a cost-plus work; answers the new work's id. */
export function regiewerkWrite(body: RegiewerkCreate, name: string): OutboxWrite {
  return {
    request: { method: 'POST', path: `/v1/projecten/${encodeURIComponent(body.projectId)}/regiewerk`, body },
    change: { kind: 'regiewerk', projectId: body.projectId },
    shown: {
      kind: 'regiewerk',
      date: null,
      projectId: body.projectId,
      hoursDelta: 0,
      summary: nl.outboxSend.regiewerk(name),
    },
  };
}

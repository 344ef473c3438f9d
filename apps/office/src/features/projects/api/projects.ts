import type {
  OfficePartInput,
  OfficeProject,
  OfficeProjectInput,
  OfficeProjectSummary,
  OfficeWorkInput,
} from '@bouwwerk/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

const PROJECTS = '/office/v1/projects';
const projectPath = (id: number) => `${PROJECTS}/${id}`;

/** The company's projects, whole: searched and paged in the browser, as the employees are. */
export const projectsQuery = queryOptions({
  queryKey: keys.projects,
  queryFn: ({ signal }) =>
    api<{ projects: OfficeProjectSummary[] }>(PROJECTS, { signal }).then((answer) => answer.projects),
});

/** A project with its works and their parts: every write below answers with it whole. */
export const projectQuery = (id: number) =>
  queryOptions({
    queryKey: keys.project(id),
    queryFn: ({ signal }) => api<OfficeProject>(projectPath(id), { signal }),
  });

/** A write changed a project (or a work or part of it): its page shows the answer, the list and the Logboek ask again. */
function changed(queryClient: QueryClient, project: OfficeProject): OfficeProject {
  queryClient.setQueryData(keys.project(project.id), project);
  void queryClient.invalidateQueries({ queryKey: keys.projects, exact: true });
  void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
  return project;
}

const send = (queryClient: QueryClient, method: 'POST' | 'PUT', path: string, body: unknown) =>
  api<OfficeProject>(path, { method, body }).then((project) => changed(queryClient, project));

export const createProject = (queryClient: QueryClient, body: OfficeProjectInput) =>
  send(queryClient, 'POST', PROJECTS, body);

export const updateProject = (queryClient: QueryClient, id: number, body: OfficeProjectInput) =>
  send(queryClient, 'PUT', projectPath(id), body);

export const addWork = (queryClient: QueryClient, projectId: number, body: OfficeWorkInput) =>
  send(queryClient, 'POST', `${projectPath(projectId)}/works`, body);

export const updateWork = (queryClient: QueryClient, workId: number, body: OfficeWorkInput) =>
  send(queryClient, 'PUT', `/office/v1/works/${workId}`, body);

export const addPart = (queryClient: QueryClient, workId: number, body: OfficePartInput) =>
  send(queryClient, 'POST', `/office/v1/works/${workId}/parts`, body);

export const updatePart = (queryClient: QueryClient, partId: number, body: OfficePartInput) =>
  send(queryClient, 'PUT', `/office/v1/parts/${partId}`, body);

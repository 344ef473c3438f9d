import type {
  OfficeContactPersonInput,
  OfficeProjectGroup,
  OfficeProjectGroupInput,
  OfficeRelation,
  OfficeRelationInput,
  OfficeRelationSummary,
} from '@bouwwerk/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { keys } from '../../../api/keys';
import { api } from '../../../lib/api-client';

const RELATIONS = '/office/v1/relations';
const PROJECT_GROUPS = '/office/v1/project-groups';
const relationPath = (id: number) => `${RELATIONS}/${id}`;
const contactPersonPath = (id: number) => `/office/v1/contact-persons/${id}`;

/** The company's relations, whole: searched and paged in the browser, as the projects are. */
export const relationsQuery = queryOptions({
  queryKey: keys.relations,
  queryFn: ({ signal }) =>
    api<{ relations: OfficeRelationSummary[] }>(RELATIONS, { signal }).then((answer) => answer.relations),
});

/** A relation with its contact persons: every write below answers with it whole. */
export const relationQuery = (id: number) =>
  queryOptions({
    queryKey: keys.relation(id),
    queryFn: ({ signal }) => api<OfficeRelation>(relationPath(id), { signal }),
  });

export const projectGroupsQuery = queryOptions({
  queryKey: keys.projectGroups,
  queryFn: ({ signal }) =>
    api<{ projectGroups: OfficeProjectGroup[] }>(PROJECT_GROUPS, { signal }).then((answer) => answer.projectGroups),
});

/** A write changed a relation or its contact persons: its page shows the answer, the list and the Logboek ask again. */
function changed(queryClient: QueryClient, relation: OfficeRelation): OfficeRelation {
  queryClient.setQueryData(keys.relation(relation.id), relation);
  void queryClient.invalidateQueries({ queryKey: keys.relations, exact: true });
  void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
  return relation;
}

const send = (queryClient: QueryClient, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
  api<OfficeRelation>(path, { method, body }).then((relation) => changed(queryClient, relation));

export const createRelation = (queryClient: QueryClient, body: OfficeRelationInput) =>
  send(queryClient, 'POST', RELATIONS, body);

export const updateRelation = (queryClient: QueryClient, id: number, body: OfficeRelationInput) =>
  send(queryClient, 'PUT', relationPath(id), body);

export const addContactPerson = (queryClient: QueryClient, relationId: number, body: OfficeContactPersonInput) =>
  send(queryClient, 'POST', `${relationPath(relationId)}/contact-persons`, body);

export const renameContactPerson = (queryClient: QueryClient, id: number, body: OfficeContactPersonInput) =>
  send(queryClient, 'PUT', contactPersonPath(id), body);

export const removeContactPerson = (queryClient: QueryClient, id: number) =>
  send(queryClient, 'DELETE', contactPersonPath(id));

/** A project group made or renamed: the list asks again, as the project form's choice does. */
const sendGroup = (queryClient: QueryClient, method: 'POST' | 'PUT', path: string, body: OfficeProjectGroupInput) =>
  api<OfficeProjectGroup>(path, { method, body }).then((group) => {
    void queryClient.invalidateQueries({ queryKey: keys.projectGroups, exact: true });
    void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
    return group;
  });

export const createProjectGroup = (queryClient: QueryClient, body: OfficeProjectGroupInput) =>
  sendGroup(queryClient, 'POST', PROJECT_GROUPS, body);

export const updateProjectGroup = (queryClient: QueryClient, id: number, body: OfficeProjectGroupInput) =>
  sendGroup(queryClient, 'PUT', `${PROJECT_GROUPS}/${id}`, body);

import {
  IdParamSchema,
  OfficePartInputSchema,
  OfficeProjectInputSchema,
  OfficeProjectSchema,
  OfficeProjectsSchema,
  OfficeWorkInputSchema,
  type OfficeProject,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import {
  partColumnsOf,
  partFieldsOf,
  projectColumnsOf,
  projectFieldsOf,
  workColumnsOf,
  workFieldsOf,
} from '../../repositories/master-data-columns';
import { requireOffice } from '../authentication';
import { checkProjectReferences } from '../project-references';
import { officeWriter, refuseManaged } from '../writes';

const IdParams = z.strictObject({ id: IdParamSchema });
const projectNotFound = () => notFound('There is no project with this id in your company', 'PROJECT_NOT_FOUND');
const workNotFound = () => notFound('There is no work with this id in your company', 'WORK_NOT_FOUND');
const partNotFound = () => notFound('There is no part with this id in your company', 'PART_NOT_FOUND');

/** A project's page: the project, its works and their parts. */
async function projectPage(repos: Repositories, companyId: number, id: number): Promise<OfficeProject> {
  const project = await repos.officeMasterData.project(companyId, id);
  if (!project) throw projectNotFound();
  const works = await repos.officeMasterData.worksOf(companyId, id);
  const parts = await repos.officeMasterData.partsOf(
    companyId,
    works.map((w) => w.id),
  );
  return {
    id: project.id,
    externalId: project.externalId,
    ...projectFieldsOf(project),
    relationId: project.relationId,
    contactPersonId: project.contactPersonId,
    projectGroupId: project.projectGroupId,
    works: works.map((work) => ({
      id: work.id,
      externalId: work.externalId,
      ...workFieldsOf(work),
      parts: parts
        .filter((part) => part.workId === work.id)
        .map((part) => ({ id: part.id, externalId: part.externalId, ...partFieldsOf(part) })),
    })),
  };
}

const ok = (schema: z.ZodType, ...statuses: Array<400 | 401 | 403 | 404 | 409>) => ({
  200: schema,
  ...errorResponses(...statuses),
});

/**
 * Projects, their works and their parts in the console: listed, read, made and changed under the import's
 * rules; a record the package feeds is read-only (decision 017). What the console writes reaches the phones at
 * their next revalidation (the change versions) and the package by the audit log and its own listings.
 */
export const officeProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  app.get('/projects', { schema: { response: ok(OfficeProjectsSchema, 401, 403) } }, async (request) => {
    const rows = await app.repos.officeMasterData.projects(requireOffice(request).companyId);
    return {
      projects: rows.map((row) => ({
        id: row.id,
        externalId: row.externalId,
        code: row.code,
        customer: row.customer,
        description: row.description,
        city: row.city,
        done: row.is_done,
        old: row.is_oud,
        activeAdministration: row.has_active_administration,
        works: row.works ?? 0,
      })),
    };
  });

  app.get(
    '/projects/:id',
    { schema: { params: IdParams, response: ok(OfficeProjectSchema, 400, 401, 403, 404) } },
    async (request) => projectPage(app.repos, requireOffice(request).companyId, request.params.id),
  );

  app.post(
    '/projects',
    {
      schema: {
        body: OfficeProjectInputSchema,
        response: { 201: OfficeProjectSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const page = await write(caller, async (repos) => {
        await checkProjectReferences(repos, caller.companyId, request.body);
        const id = await repos.officeMasterData.insertProject(
          caller.companyId,
          projectColumnsOf(request.body),
          request.body,
        );
        return projectPage(repos, caller.companyId, id);
      });
      return reply.status(201).send(page);
    },
  );

  app.put(
    '/projects/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeProjectInputSchema,
        response: ok(OfficeProjectSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      return write(caller, async (repos) => {
        const project = await repos.officeMasterData.project(caller.companyId, id, { forUpdate: true });
        if (!project) throw projectNotFound();
        refuseManaged('project', project.externalId);
        await checkProjectReferences(repos, caller.companyId, request.body, project);
        await repos.officeMasterData.updateProject(caller.companyId, id, projectColumnsOf(request.body), request.body);
        return projectPage(repos, caller.companyId, id);
      });
    },
  );

  app.post(
    '/projects/:id/works',
    {
      schema: {
        params: IdParams,
        body: OfficeWorkInputSchema,
        response: { 201: OfficeProjectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const page = await write(caller, async (repos) => {
        if (!(await repos.officeMasterData.project(caller.companyId, id, { forUpdate: true }))) throw projectNotFound();
        await repos.officeMasterData.insertWork(caller.companyId, id, workColumnsOf(request.body));
        return projectPage(repos, caller.companyId, id);
      });
      return reply.status(201).send(page);
    },
  );

  app.put(
    '/works/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeWorkInputSchema,
        response: ok(OfficeProjectSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      return write(caller, async (repos) => {
        const work = await repos.officeMasterData.work(caller.companyId, request.params.id);
        if (!work) throw workNotFound();
        refuseManaged('work', work.externalId);
        await repos.officeMasterData.updateWork(caller.companyId, work.id, workColumnsOf(request.body));
        return projectPage(repos, caller.companyId, work.projectId);
      });
    },
  );

  app.post(
    '/works/:id/parts',
    {
      schema: {
        params: IdParams,
        body: OfficePartInputSchema,
        response: { 201: OfficeProjectSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const page = await write(caller, async (repos) => {
        const work = await repos.officeMasterData.work(caller.companyId, request.params.id);
        if (!work) throw workNotFound();
        await repos.officeMasterData.insertPart(caller.companyId, work.id, partColumnsOf(request.body));
        return projectPage(repos, caller.companyId, work.projectId);
      });
      return reply.status(201).send(page);
    },
  );

  app.put(
    '/parts/:id',
    {
      schema: {
        params: IdParams,
        body: OfficePartInputSchema,
        response: ok(OfficeProjectSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      return write(caller, async (repos) => {
        const part = await repos.officeMasterData.part(caller.companyId, request.params.id);
        if (!part) throw partNotFound();
        refuseManaged('part', part.externalId);
        await repos.officeMasterData.updatePart(caller.companyId, part.id, partColumnsOf(request.body));
        return projectPage(repos, caller.companyId, part.projectId);
      });
    },
  );
};

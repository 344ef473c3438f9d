import {
  IdParamSchema,
  OfficeContactPersonInputSchema,
  OfficeProjectGroupInputSchema,
  OfficeProjectGroupSchema,
  OfficeProjectGroupsSchema,
  OfficeRelationInputSchema,
  OfficeRelationSchema,
  OfficeRelationsSchema,
  type OfficeProjectGroup,
  type OfficeRelation,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, errorResponses, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import { requireOffice } from '../authentication';
import { officeWriter, refuseManaged } from '../writes';

const IdParams = z.strictObject({ id: IdParamSchema });
const relationNotFound = () => notFound('There is no relation with this id in your company', 'RELATION_NOT_FOUND');
const contactPersonNotFound = () =>
  notFound('There is no contact person with this id in your company', 'CONTACT_PERSON_NOT_FOUND');
const projectGroupNotFound = () =>
  notFound('There is no project group with this id in your company', 'PROJECT_GROUP_NOT_FOUND');

/** A relation's page: the relation and its contact persons. */
async function relationPage(repos: Repositories, companyId: number, id: number): Promise<OfficeRelation> {
  const relation = await repos.officeRelations.relation(companyId, id);
  if (!relation) throw relationNotFound();
  return { ...relation, contactPersons: await repos.officeRelations.contactPersonsOf(companyId, id) };
}

async function projectGroupOf(repos: Repositories, companyId: number, id: number): Promise<OfficeProjectGroup> {
  const [group] = await repos.officeRelations.projectGroups(companyId, id);
  if (!group) throw projectGroupNotFound();
  return group;
}

/**
 * A contact person of the console's own, locked for a change. The package gives a relation's contact persons
 * as a whole, so those of a relation it manages are its own even without an externalId.
 */
async function ownContactPerson(repos: Repositories, companyId: number, id: number) {
  const person = await repos.officeRelations.contactPerson(companyId, id, { forUpdate: true });
  if (!person) throw contactPersonNotFound();
  refuseManaged('contact person', person.externalId);
  const relation = await repos.officeRelations.relation(companyId, person.relationId, { forUpdate: true });
  if (!relation) throw contactPersonNotFound();
  refuseManaged('relation', relation.externalId);
  return person;
}

const ok = (schema: z.ZodType, ...statuses: Array<400 | 401 | 403 | 404 | 409>) => ({
  200: schema,
  ...errorResponses(...statuses),
});
const created = (schema: z.ZodType, ...statuses: Array<400 | 401 | 403 | 404 | 409>) => ({
  201: schema,
  ...errorResponses(...statuses),
});

/**
 * Relations with their contact persons, and project groups, in the console: listed, read, made and changed
 * under the import's rules; a record the package feeds is read-only (decision 017). A contact person is
 * removed only while no project names it; the package's removals hide instead.
 */
export const officeRelationRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  app.get('/relations', { schema: { response: ok(OfficeRelationsSchema, 401, 403) } }, async (request) => ({
    relations: await app.repos.officeRelations.relations(requireOffice(request).companyId),
  }));

  app.get(
    '/relations/:id',
    { schema: { params: IdParams, response: ok(OfficeRelationSchema, 400, 401, 403, 404) } },
    async (request) => relationPage(app.repos, requireOffice(request).companyId, request.params.id),
  );

  app.post(
    '/relations',
    { schema: { body: OfficeRelationInputSchema, response: created(OfficeRelationSchema, 400, 401, 403) } },
    async (request, reply) => {
      const caller = requireOffice(request);
      const page = await write(caller, async (repos) => {
        const id = await repos.officeRelations.insertRelation(caller.companyId, request.body);
        return relationPage(repos, caller.companyId, id);
      });
      return reply.status(201).send(page);
    },
  );

  app.put(
    '/relations/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeRelationInputSchema,
        response: ok(OfficeRelationSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      return write(caller, async (repos) => {
        const relation = await repos.officeRelations.relation(caller.companyId, id, { forUpdate: true });
        if (!relation) throw relationNotFound();
        refuseManaged('relation', relation.externalId);
        await repos.officeRelations.updateRelation(caller.companyId, id, request.body);
        return relationPage(repos, caller.companyId, id);
      });
    },
  );

  app.post(
    '/relations/:id/contact-persons',
    {
      schema: {
        params: IdParams,
        body: OfficeContactPersonInputSchema,
        response: created(OfficeRelationSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const page = await write(caller, async (repos) => {
        const relation = await repos.officeRelations.relation(caller.companyId, id, { forUpdate: true });
        if (!relation) throw relationNotFound();
        refuseManaged('relation', relation.externalId);
        await repos.officeRelations.insertContactPerson(caller.companyId, id, request.body.name);
        return relationPage(repos, caller.companyId, id);
      });
      return reply.status(201).send(page);
    },
  );

  app.put(
    '/contact-persons/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeContactPersonInputSchema,
        response: ok(OfficeRelationSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      return write(caller, async (repos) => {
        const person = await ownContactPerson(repos, caller.companyId, request.params.id);
        await repos.officeRelations.renameContactPerson(caller.companyId, person.id, request.body.name);
        return relationPage(repos, caller.companyId, person.relationId);
      });
    },
  );

  app.delete(
    '/contact-persons/:id',
    { schema: { params: IdParams, response: ok(OfficeRelationSchema, 400, 401, 403, 404, 409) } },
    async (request) => {
      const caller = requireOffice(request);
      return write(caller, async (repos) => {
        const person = await ownContactPerson(repos, caller.companyId, request.params.id);
        if (await repos.officeRelations.contactPersonInUse(caller.companyId, person.id))
          throw conflict(
            'A project names this contact person; choose another contact person on it first',
            'CONTACT_PERSON_IN_USE',
          );
        await repos.officeRelations.deleteContactPerson(caller.companyId, person.id);
        return relationPage(repos, caller.companyId, person.relationId);
      });
    },
  );

  app.get('/project-groups', { schema: { response: ok(OfficeProjectGroupsSchema, 401, 403) } }, async (request) => ({
    projectGroups: await app.repos.officeRelations.projectGroups(requireOffice(request).companyId),
  }));

  app.post(
    '/project-groups',
    { schema: { body: OfficeProjectGroupInputSchema, response: created(OfficeProjectGroupSchema, 400, 401, 403) } },
    async (request, reply) => {
      const caller = requireOffice(request);
      const group = await write(caller, async (repos) => {
        const id = await repos.officeRelations.insertProjectGroup(caller.companyId, request.body.name);
        return projectGroupOf(repos, caller.companyId, id);
      });
      return reply.status(201).send(group);
    },
  );

  app.put(
    '/project-groups/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeProjectGroupInputSchema,
        response: ok(OfficeProjectGroupSchema, 400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      return write(caller, async (repos) => {
        const group = await repos.officeRelations.projectGroup(caller.companyId, id, { forUpdate: true });
        if (!group) throw projectGroupNotFound();
        refuseManaged('project group', group.externalId);
        await repos.officeRelations.renameProjectGroup(caller.companyId, id, request.body.name);
        return projectGroupOf(repos, caller.companyId, id);
      });
    },
  );
};

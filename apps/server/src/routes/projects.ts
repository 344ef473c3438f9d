import {
  canCreateRegiewerk,
  CreatedIdSchema,
  EmployeeSchema,
  formatDate,
  IdDateParamsSchema,
  IdParamsSchema,
  PartSchema,
  ProjectCreateSchema,
  ProjectGroupSchema,
  ProjectItemSchema,
  ProjectListItemSchema,
  RegiewerkCreateSchema,
  RelationSchema,
  WorkSchema,
  isInvoiced,
  type Employee,
  type ProjectListItem,
  type Relation,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EncodedBodies } from '../lib/encoded-bodies';
import { matchesEntityTag } from '../lib/entity-tags';
import { badRequest, conflict, errorResponses, forbidden, notFound } from '../lib/http-errors';
import { serverToday } from '../lib/today';
import { replyNotModified } from '../plugins/conditional-get';
import { requireAuth } from '../plugins/context';
import { writeAndAnswer } from '../plugins/idempotency';
import type { Repositories } from '../repositories';
import { toProjectItem } from '../repositories/project-item';

const errors = errorResponses(400, 401, 403, 404, 409);
const ProjectListSchema = z.array(ProjectListItemSchema);

async function existingProject(repos: Repositories, companyId: number, id: number) {
  const project = await repos.bookingTargets.project(companyId, id);
  if (!project) throw notFound(`Project ${id} does not exist`, 'PROJECT_NOT_FOUND');
  return project;
}

/**
 * GET /v1/projecten, /v1/projecten/{id}/onderdelen, /v1/werken/{id}/onderdelen, /v1/project/{id}/planning/{date},
 * /v1/resoureplanning/{date}/project/{id}/employees, /v1/relaties, /v1/projectgroepen; POST /v1/project,
 * /v1/projecten/{id}/regiewerk: the projects an employee may book on, and the ones he starts himself.
 */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const repos = app.repos;

  /** Every project of the company, with who is planned on it today. */
  async function projectList(companyId: number): Promise<ProjectListItem[]> {
    const [projects, planned] = await Promise.all([
      repos.projects.list(companyId),
      repos.projects.plannedOn(companyId, formatDate(serverToday(app.config), 'api')),
    ]);
    const byProject = new Map<number, Employee[]>();
    for (const { project_id, ...person } of planned) {
      const list = byProject.get(project_id!) ?? [];
      if (!list.some((e) => e.id === person.id)) list.push(person);
      byProject.set(project_id!, list);
    }
    return projects.map((p) => ({
      id: p.id,
      code: p.code,
      adres: p.address,
      postalcode: p.postalcode,
      city: p.city,
      opdrachgever: p.customer,
      description: p.description,
      soortId: p.soort_id,
      isOud: p.is_oud,
      isDone: p.is_done,
      hasActiveAdministration: p.has_active_administration,
      employees: byProject.get(p.id) ?? [],
    }));
  }

  /** Built and compressed once per company version and day, whoever of the company asks. */
  const projectLists = new EncodedBodies();

  app.get(
    '/v1/projecten',
    { schema: { response: { 200: ProjectListSchema, 304: z.null(), ...errors } } },
    async (request, reply) => {
      // An unchanged list is the phone's usual question: answered from memory while nothing was written.
      if (await app.revalidate(request, reply, 'company')) return reply;
      if (!request.auth) await app.authenticate(request);
      const { companyId } = requireAuth(request);
      // The list reads only what the company shares (projects, planning, people): an employee's own booking
      // leaves it current. Its tag is the company's (employee 0, the company's scope of the change versions),
      // read before the list, so a write in between gives an older tag, never a newer one.
      const company = { companyId, employeeId: 0 };
      const tag = app.changeTag(request, company, await repos.changeVersions.ofCompany(companyId));
      if (matchesEntityTag(request.headers['if-none-match'], tag)) return replyNotModified(reply, tag);
      request.changeTag = tag;
      // Checked against the schema once per version, as the serializer would check every answer.
      return projectLists.send(request, reply, tag, async () => ProjectListSchema.parse(await projectList(companyId)));
    },
  );

  app.get(
    '/v1/project/:id/planning/:date',
    {
      onRequest: [app.authenticate],
      schema: { params: IdDateParamsSchema, response: { 200: ProjectItemSchema, ...errors } },
    },
    async (request) => {
      const { companyId, employeeId } = requireAuth(request);
      const { id, date: day } = request.params;
      const [project] = await repos.weekOverview.projects(companyId, [id]);
      if (!project) throw notFound(`Project ${id} does not exist`, 'PROJECT_NOT_FOUND');
      const filter = { companyId, employeeId, projectId: id, from: day, to: day };
      const [planning, people, planningItems, hours, materials] = await Promise.all([
        repos.weekOverview.planningOfEmployee(companyId, employeeId, day, day),
        repos.weekOverview.plannedPeople(companyId, [id], [], day, day),
        repos.weekOverview.planningItems(companyId, [id], day, day),
        repos.registrationRows.hours(filter),
        repos.registrationRows.materials(filter),
      ]);
      const plan = planning.find((p) => p.project_id === id);
      return toProjectItem(project, day, { employeeId, plan, people, planningItems, hours, materials });
    },
  );

  app.get(
    '/v1/resoureplanning/:date/project/:id/employees',
    {
      onRequest: [app.authenticate],
      schema: { params: IdDateParamsSchema, response: { 200: z.array(EmployeeSchema), ...errors } },
    },
    async (request) => {
      const { companyId } = requireAuth(request);
      const day = request.params.date;
      await existingProject(repos, companyId, request.params.id);
      const people = await repos.weekOverview.plannedPeople(companyId, [request.params.id], [], day, day);
      const unique = new Map(
        people.map((p) => [
          p.id,
          { id: p.id, firstName: p.first_name, lastName: p.last_name, mobile: p.mobile, telephone: p.telephone },
        ]),
      );
      return [...unique.values()];
    },
  );

  app.get(
    '/v1/projecten/:id/onderdelen',
    {
      onRequest: [app.authenticate],
      schema: { params: IdParamsSchema, response: { 200: z.array(WorkSchema), ...errors } },
    },
    async (request) => {
      const { companyId } = requireAuth(request);
      await existingProject(repos, companyId, request.params.id);
      const works = await repos.projects.works(companyId, request.params.id);
      return works.map((w) => ({
        id: w.id,
        werkId: w.id,
        omschrijving: w.omschrijving,
        soortId: w.soort_id,
        isOud: w.is_oud,
        active: w.active,
        bevatBudgetten: w.has_budgets,
        bevatActieveBudgetten: w.has_active_budgets,
        bevatActieveStelPosten: w.has_active_stelposten,
        bevatActieveOverigeProjectkosten: w.has_active_other_costs,
      }));
    },
  );

  app.get(
    '/v1/werken/:id/onderdelen',
    {
      onRequest: [app.authenticate],
      schema: { params: IdParamsSchema, response: { 200: z.array(PartSchema), ...errors } },
    },
    async (request) => {
      const { companyId } = requireAuth(request);
      const work = await repos.bookingTargets.work(companyId, request.params.id);
      if (!work) throw notFound(`Work ${request.params.id} does not exist`, 'WORK_NOT_FOUND');
      const parts = await repos.projects.parts(companyId, work.id);
      return parts.map((b) => ({
        id: b.id,
        code: b.code,
        omschrijving: b.omschrijving,
        soort: b.soort,
        type: b.soort,
        soortId: work.soort_id,
        stelpostId: b.soort === 1 ? b.id : 0,
        werkId: b.work_id,
        active: b.active,
        isDone: b.is_done,
        geblokkeerd: b.geblokkeerd,
        factuurIdPresent: isInvoiced(b.factuur_id),
      }));
    },
  );

  app.get(
    '/v1/relaties',
    { onRequest: [app.authenticate], schema: { response: { 200: z.array(RelationSchema), ...errors } } },
    async (request) => {
      const rows = await repos.projects.relations(requireAuth(request).companyId);
      const relations = new Map<number, Relation>();
      for (const r of rows) {
        let relation = relations.get(r.id);
        if (!relation) {
          relation = {
            id: r.id,
            companyName: r.company_name,
            contactAddress: r.contact_address,
            contactZipCode: r.contact_zip_code,
            contactCity: r.contact_city,
            telephone: r.telephone,
            contactPersons: [],
          };
          relations.set(r.id, relation);
        }
        if (r.contact_id !== null) relation.contactPersons.push({ id: r.contact_id, name: r.contact_name ?? '' });
      }
      return [...relations.values()];
    },
  );

  app.get(
    '/v1/projectgroepen',
    { onRequest: [app.authenticate], schema: { response: { 200: z.array(ProjectGroupSchema), ...errors } } },
    async (request) => repos.projects.projectGroups(requireAuth(request).companyId),
  );

  app.post(
    '/v1/projecten/:id/regiewerk',
    {
      onRequest: [app.authenticate],
      schema: { params: IdParamsSchema, body: RegiewerkCreateSchema, response: { 201: CreatedIdSchema, ...errors } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { id } = request.params;
      if (request.body.projectId !== id)
        throw badRequest(`body.projectId: ${request.body.projectId} is not the project of the path (${id})`);
      return writeAndAnswer(request, reply, 201, async (repos) => {
        const rights = auth;
        if (
          !canCreateRegiewerk({
            createSurplusWork: rights.aanmaken_regiewerk,
            regiewerkAanmakenIngeschakeld: rights.regiewerk_aanmaken_ingeschakeld,
          })
        ) {
          throw forbidden('The employee may not create regiewerk', 'NO_REGIEWERK_RIGHT');
        }
        const project = await existingProject(repos, auth.companyId, id);
        if (project.is_done) throw conflict(`Project ${id} is done`, 'PROJECT_DONE');
        if (!project.has_active_administration)
          throw conflict(`Project ${id} has no active administration`, 'PROJECT_LOCKED');
        const work = await repos.projects.insertWork({
          companyId: auth.companyId,
          projectId: id,
          omschrijving: request.body.omschrijving,
          soortId: request.body.soortId,
          statusId: request.body.statusId,
          created: request.body.created,
          createdBy: auth.employeeId,
        });
        return { id: work.id };
      });
    },
  );

  app.post(
    '/v1/project',
    {
      onRequest: [app.authenticate],
      schema: { body: ProjectCreateSchema, response: { 201: CreatedIdSchema, ...errors } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const body = request.body;
      if (body.customer.toLowerCase() !== auth.companyCode.toLowerCase()) {
        throw badRequest('body.customer: must be the organisation (company code) of the signed-in employee');
      }
      return writeAndAnswer(request, reply, 201, async (repos) => {
        const rights = auth;
        if (!rights.project_administratie_ingeschakeld)
          throw forbidden('Project administration is not enabled for this employee', 'NO_PROJECT_ADMINISTRATION');
        const relation = await repos.projects.relation(auth.companyId, body.relationId);
        if (!relation) throw notFound(`Relation ${body.relationId} does not exist`, 'RELATION_NOT_FOUND');
        if (body.contactPersonId) {
          const contact = await repos.projects.contactPerson(auth.companyId, body.contactPersonId);
          if (!contact || contact.relation_id !== relation.id)
            throw notFound(
              `Contact person ${body.contactPersonId} does not exist for this relation`,
              'CONTACT_NOT_FOUND',
            );
        }
        if (body.projectGroupId && !(await repos.projects.projectGroup(auth.companyId, body.projectGroupId))) {
          throw notFound(`Project group ${body.projectGroupId} does not exist`, 'PROJECT_GROUP_NOT_FOUND');
        }
        const created = await repos.projects.insertProject({
          companyId: auth.companyId,
          code: body.code,
          relationId: relation.id,
          contactPersonId: body.contactPersonId ?? null,
          projectGroupId: body.projectGroupId ?? null,
          // The client of the project is the relation; "customer" in the payload names our own organisation.
          customer: relation.company_name,
          description: body.description,
          address: body.address,
          postalcode: body.postalcode,
          city: body.city,
          phone: body.phone || relation.telephone,
          projectYear: body.projectYear,
          status: body.status,
          afronden: body.afronden,
        });
        return { id: created.id };
      });
    },
  );
};

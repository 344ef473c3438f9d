import {
  IdParamSchema,
  NewFieldPasswordSchema,
  OfficeEmployeeCreatedSchema,
  OfficeEmployeeInputSchema,
  OfficeEmployeeSchema,
  OfficeEmployeesSchema,
  OfficeEmployeeTeamInputSchema,
  OfficeWorkingHoursInputSchema,
  type OfficeEmployee,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, errorResponses, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import { employeeColumnsOf, employeeFieldsOf } from '../../repositories/employee-fields';
import { requireOffice } from '../authentication';
import { officeWriter, refuseManaged } from '../writes';
import { newFieldPassword } from '../field-passwords';

const IdParams = z.strictObject({ id: IdParamSchema });
const employeeNotFound = () => notFound('There is no employee with this id in your company', 'EMPLOYEE_NOT_FOUND');
const usernameTaken = (username: string) =>
  conflict(`Another employee of the company already signs in as ${username}`, 'USERNAME_TAKEN');

type OfficeRow = Awaited<ReturnType<Repositories['employees']['listForOffice']>>[number];

const employeeOf = (row: OfficeRow): OfficeEmployee => ({
  id: row.id,
  ...employeeFieldsOf(row),
  team: row.team,
  workingHours: row.workingHours,
  externalId: row.externalId,
  activeSessions: row.activeSessions,
});

const labelOf = (fields: { firstName: string; lastName: string }) => `${fields.firstName} ${fields.lastName}`.trim();

async function employeeById(repos: Repositories, companyId: number, id: number): Promise<OfficeEmployee> {
  const [row] = await repos.employees.listForOffice(companyId, new Date(), id);
  if (!row) throw employeeNotFound();
  return employeeOf(row);
}

export const officeEmployeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  app.get(
    '/employees',
    { schema: { response: { 200: OfficeEmployeesSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const caller = requireOffice(request);
      const rows = await app.repos.employees.listForOffice(caller.companyId, new Date());
      return { employees: rows.map(employeeOf) };
    },
  );

  app.get(
    '/employees/:id',
    { schema: { params: IdParams, response: { 200: OfficeEmployeeSchema, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => employeeById(app.repos, requireOffice(request).companyId, request.params.id),
  );

  /** A new employee, with a first field password that the answer shows this once. */
  app.post(
    '/employees',
    {
      schema: {
        body: OfficeEmployeeInputSchema,
        response: { 201: OfficeEmployeeCreatedSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const fields = request.body;
      const { password, stored } = await newFieldPassword();
      const created = await write(caller, async (repos) => {
        if (await repos.employees.usernameTaken(caller.companyId, fields.username))
          throw usernameTaken(fields.username);
        const id = await repos.employees.insert(caller.companyId, employeeColumnsOf(fields), stored);
        return employeeById(repos, caller.companyId, id);
      });
      return reply.status(201).send({ ...created, password });
    },
  );

  app.put(
    '/employees/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeEmployeeInputSchema,
        response: { 200: OfficeEmployeeSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const fields = request.body;
      return write(caller, async (repos) => {
        const row = await repos.employees.lockForOffice(caller.companyId, id);
        if (!row) throw employeeNotFound();
        refuseManaged('employee', row.externalId);
        if (await repos.employees.usernameTaken(caller.companyId, fields.username, id))
          throw usernameTaken(fields.username);
        const before = employeeFieldsOf(row);
        const changed = Object.entries(fields).some(([key, value]) => before[key as keyof typeof before] !== value);
        // The same state again writes nothing: no entry, and the phones keep what they have.
        if (changed) {
          await repos.employees.update(caller.companyId, id, employeeColumnsOf(fields));
          // A deactivated employee signs in nowhere: his phones' sessions end with the change.
          if (before.active && !fields.active)
            await repos.employees.signOutEverywhere(caller.companyId, id, new Date());
        }
        return employeeById(repos, caller.companyId, id);
      });
    },
  );

  /**
   * His own working hours, or null to follow the company's again. Also for an employee the package manages:
   * the integration does not carry them, so they are the office's.
   */
  app.put(
    '/employees/:id/working-hours',
    {
      schema: {
        params: IdParams,
        body: OfficeWorkingHoursInputSchema,
        response: { 200: OfficeEmployeeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      return write(caller, async (repos) => {
        if (!(await repos.employees.lockForOffice(caller.companyId, id))) throw employeeNotFound();
        await repos.employees.setWorkingHours(caller.companyId, id, request.body.workingHours);
        return employeeById(repos, caller.companyId, id);
      });
    },
  );

  /**
   * His team, by which the Planbord groups; '' for none. Also for an employee the package manages: the
   * integration knows no teams, so they are the office's.
   */
  app.put(
    '/employees/:id/team',
    {
      schema: {
        params: IdParams,
        body: OfficeEmployeeTeamInputSchema,
        response: { 200: OfficeEmployeeSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const { team } = request.body;
      return write(caller, async (repos) => {
        const row = await repos.employees.lockForOffice(caller.companyId, id);
        if (!row) throw employeeNotFound();
        // The same team again writes nothing: no entry, and the boards are not told to read again.
        if (row.team !== team) await repos.employees.setTeam(caller.companyId, id, team);
        return employeeById(repos, caller.companyId, id);
      });
    },
  );

  /**
   * A new field password, shown once; the phones signed in with the old one are signed out. Also for an
   * employee the package manages: a lost password is the office's to solve, whoever keeps his other data.
   */
  app.post(
    '/employees/:id/password',
    {
      schema: {
        params: IdParams,
        response: { 200: NewFieldPasswordSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const { password, stored } = await newFieldPassword();
      await write(caller, async (repos, record) => {
        const row = await repos.employees.lockForOffice(caller.companyId, id);
        if (!row) throw employeeNotFound();
        await repos.employees.setPassword(caller.companyId, id, stored);
        const ended = await repos.employees.signOutEverywhere(caller.companyId, id, new Date());
        await record({
          action: 'employees.password',
          table: 'employees',
          id,
          label: labelOf(employeeFieldsOf(row)),
          before: { activeSessions: ended },
          after: { activeSessions: 0 },
        });
      });
      return { password };
    },
  );

  app.delete(
    '/employees/:id/sessions',
    { schema: { params: IdParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      await write(caller, async (repos, record) => {
        const row = await repos.employees.lockForOffice(caller.companyId, id);
        if (!row) throw employeeNotFound();
        const ended = await repos.employees.signOutEverywhere(caller.companyId, id, new Date());
        await record({
          action: 'employees.sign_out',
          table: 'employees',
          id,
          label: labelOf(employeeFieldsOf(row)),
          before: { activeSessions: ended },
          after: { activeSessions: 0 },
        });
      });
      return reply.status(204).send(null);
    },
  );
};

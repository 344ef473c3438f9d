import {
  IdParamSchema,
  OfficeHourTypeInputSchema,
  OfficeNamedTypeInputSchema,
  OfficeTypesSchema,
  type OfficeHourTypeFields,
  type OfficeNamedTypeFields,
  type OfficeTypes,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, errorResponses, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import type { NamedTypeColumns, NamedTypeTable } from '../../repositories/office-settings-repository';
import { requireOffice } from '../authentication';
import { officeWriter, refuseManaged } from '../writes';

const IdParams = z.strictObject({ id: IdParamSchema });

type Row = { id: number; externalId: string | null; omschrijving: string; sort_order: number; active: boolean };
const typeOf = (row: Row) => ({
  id: row.id,
  externalId: row.externalId,
  description: row.omschrijving,
  sortOrder: row.sort_order,
  active: row.active,
});
const columnsOf = (fields: OfficeNamedTypeFields): NamedTypeColumns => ({
  omschrijving: fields.description,
  sort_order: fields.sortOrder,
  active: fields.active,
});

/** The three lists whole: the answer of every read and write of this page. */
async function typesOf(repos: Repositories, companyId: number): Promise<OfficeTypes> {
  const hourTypes = await repos.officeSettings.hourTypes(companyId);
  const indirectTypes = await repos.officeSettings.namedTypes('indirect_work_types', companyId);
  const otherCostTypes = await repos.officeSettings.namedTypes('other_cost_types', companyId);
  return {
    hourTypes: hourTypes.map((row) => ({ ...typeOf(row), default: row.is_default })),
    indirectTypes: indirectTypes.map(typeOf),
    otherCostTypes: otherCostTypes.map(typeOf),
  };
}

const typeNotFound = (what: string) => notFound(`There is no ${what} with this id in your company`, 'TYPE_NOT_FOUND');

/**
 * Takes the default mark from the hour type that has it when another (`id`, or a new one: null) claims it; the
 * partial unique index allows one at every moment, so it goes before the claim is written. The package's default
 * is the package's: its next import would take the mark back (decision 017).
 */
async function releaseDefault(repos: Repositories, companyId: number, id: number | null) {
  const current = await repos.officeSettings.lockDefaultHourType(companyId);
  if (!current || current.id === id) return;
  if (current.externalId !== null)
    throw conflict(
      `The default hour type is managed through the integration (externalId ${current.externalId}); change it in the calculation package`,
      'MANAGED_BY_INTEGRATION',
    );
  await repos.officeSettings.clearDefaultHourType(companyId, current.id);
}

const hourTypeColumnsOf = (fields: OfficeHourTypeFields) => ({ ...columnsOf(fields), is_default: fields.default });

const LISTS: Array<{ path: string; table: Exclude<NamedTypeTable, 'hour_types'>; what: string }> = [
  { path: '/indirect-types', table: 'indirect_work_types', what: 'indirect type' },
  { path: '/other-cost-types', table: 'other_cost_types', what: 'other-cost type' },
];

/**
 * Hour types, indirect work types and other-cost types in the console, under the import's rules: made, renamed,
 * reordered, made inactive (never removed: registrations name them), and the company's default hour type. A
 * type the package feeds is read-only (decision 017). The phones see a change at their next revalidation: the
 * tables bump the company's change version (migration 009).
 */
export const officeTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);
  const created = { 201: OfficeTypesSchema, ...errorResponses(400, 401, 403, 409) };
  const changed = { 200: OfficeTypesSchema, ...errorResponses(400, 401, 403, 404, 409) };

  app.get('/types', { schema: { response: { 200: OfficeTypesSchema, ...errorResponses(401, 403) } } }, (request) =>
    typesOf(app.repos, requireOffice(request).companyId),
  );

  app.post(
    '/hour-types',
    { schema: { body: OfficeHourTypeInputSchema, response: created } },
    async (request, reply) => {
      const caller = requireOffice(request);
      const answer = await write(caller, async (repos) => {
        if (request.body.default) await releaseDefault(repos, caller.companyId, null);
        await repos.officeSettings.insertType('hour_types', caller.companyId, hourTypeColumnsOf(request.body));
        return typesOf(repos, caller.companyId);
      });
      return reply.status(201).send(answer);
    },
  );

  app.put(
    '/hour-types/:id',
    { schema: { params: IdParams, body: OfficeHourTypeInputSchema, response: changed } },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      return write(caller, async (repos) => {
        const type = await repos.officeSettings.lockType('hour_types', caller.companyId, id);
        if (!type) throw typeNotFound('hour type');
        refuseManaged('hour type', type.externalId);
        if (request.body.default) await releaseDefault(repos, caller.companyId, id);
        await repos.officeSettings.updateType('hour_types', caller.companyId, id, hourTypeColumnsOf(request.body));
        return typesOf(repos, caller.companyId);
      });
    },
  );

  for (const { path, table, what } of LISTS) {
    app.post(path, { schema: { body: OfficeNamedTypeInputSchema, response: created } }, async (request, reply) => {
      const caller = requireOffice(request);
      const answer = await write(caller, async (repos) => {
        await repos.officeSettings.insertType(table, caller.companyId, columnsOf(request.body));
        return typesOf(repos, caller.companyId);
      });
      return reply.status(201).send(answer);
    });

    app.put(
      `${path}/:id`,
      { schema: { params: IdParams, body: OfficeNamedTypeInputSchema, response: changed } },
      async (request) => {
        const caller = requireOffice(request);
        const { id } = request.params;
        return write(caller, async (repos) => {
          const type = await repos.officeSettings.lockType(table, caller.companyId, id);
          if (!type) throw typeNotFound(what);
          refuseManaged(what, type.externalId);
          await repos.officeSettings.updateType(table, caller.companyId, id, columnsOf(request.body));
          return typesOf(repos, caller.companyId);
        });
      },
    );
  }
};

import {
  IMPORT_COLLECTIONS as COLLECTION_NAMES,
  importBody,
  ImportBatchResultSchema,
  ImportBatchSchema,
  ImportPageQuerySchema,
  ImportResultSchema,
  pageOf,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asBuiltSerializer } from '../../lib/as-built-serializer';
import { requireIntegration } from '../authentication';
import { IMPORT_BODY_MAX, importBodyLimit } from './body-limit';
import { IMPORT_COLLECTIONS } from './collections';
import { importBatch, importCollection, importPage, sectionsOf } from './engine';
import { errorResponses } from '../../lib/http-errors';
import { integrationActor } from '../../lib/audit-actors';

const errors = errorResponses(400, 401, 409, 413);

/** The engine validates import bodies itself (see below): the route passes them on as they came. */
const asReceived = () => (value: unknown) => ({ value });

/**
 * PUT and GET /integration/v1/{collection} for every import collection. The PUT's body is validated by the
 * engine, not by the route: it checks the count first (413), and names a bad record as records[i] (the
 * route's validator would say body[i]); the schema still documents it. GET answers what is stored, some of
 * it written by the app under its own rules, so it is written out as built rather than checked again.
 */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_MAX,
      validatorCompiler: asReceived,
      schema: {
        summary: 'Import several collections at once',
        description:
          'The lists of several collections in one call and one transaction: all or nothing. Each collection is stored before the ones ' +
          'whose records name it (employees, relations, project groups, projects, works, parts, types, work orders, planning, working hours, ' +
          'catalogue), so a record may name one anywhere in the call. Errors name a record by its list: `projects[3].relationExternalId: …`.',
        tags: ['import'],
        body: ImportBatchSchema,
        response: { 200: ImportBatchResultSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requireIntegration(request);
      const results = await importBatch(app.db, caller.companyId, sectionsOf(request.body), integrationActor(caller));
      return Object.fromEntries(results);
    },
  );

  for (const name of COLLECTION_NAMES) {
    const { schemas, keyField } = IMPORT_COLLECTIONS[name];
    const key = keyField === 'externalId' ? '`externalId`' : '`weekday`';
    app.put(
      `/${name}`,
      {
        bodyLimit: importBodyLimit(schemas.record),
        validatorCompiler: asReceived,
        schema: {
          summary: `Import ${name}`,
          description:
            `Creates, updates, removes (\`deleted: true\`) and restores ${name} by ${key}, in one transaction: all records or none. ` +
            'Records the batch does not name are left alone. A batch equal to what is stored writes nothing and answers all unchanged. ' +
            'References name other records by their externalId, stored by an earlier call (or in the same call of POST /import). ' +
            'Errors name the record and field: `records[3].projectExternalId: …` (0-based).',
          tags: ['import'],
          body: importBody(schemas.record),
          response: { 200: ImportResultSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireIntegration(request);
        return importCollection(app.db, caller.companyId, name, request.body, integrationActor(caller));
      },
    );
    app.get(
      `/${name}`,
      {
        serializerCompiler: asBuiltSerializer,
        schema: {
          summary: `List ${name}`,
          description:
            `What is stored, in the fields the PUT takes (no passwords), ordered by ${key}; removed records with \`deleted: true\`. ` +
            (keyField === 'externalId'
              ? 'Records made in the app come last, with `externalId: null` and their `id`. '
              : '') +
            'Pass `next` as `after` for the following page.',
          tags: ['import'],
          querystring: ImportPageQuerySchema,
          response: { 200: pageOf(schemas.item), ...errorResponses(400, 401) },
        },
      },
      async (request) =>
        importPage(app.db, requireIntegration(request).companyId, name, request.query.after, request.query.limit),
    );
  }
};

import {
  IdParamSchema,
  MATERIAL_FILE_TYPES,
  MATERIAL_IMPORT_LIMITS,
  MATERIALS_PAGE_SIZE,
  MaterialImportReportSchema,
  OfficeMaterialInputSchema,
  OfficeMaterialSchema,
  OfficeMaterialsQuerySchema,
  OfficeMaterialsSchema,
  type MaterialImportReport,
} from '@bouwwerk/domain';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, HttpError, notFound } from '../../lib/http-errors';
import { materialColumnsOf } from '../../repositories/office-materials-repository';
import { requireOffice, type OfficeCaller } from '../authentication';
import { readCatalogueFile, type CatalogueFileKind } from '../material-files';
import { planImport } from '../material-import';
import { officeWriter, refuseManaged } from '../writes';

const IdParams = z.strictObject({ id: IdParamSchema });
const materialNotFound = () =>
  notFound('There is no catalogue line with this id in your company', 'MATERIAL_NOT_FOUND');

const fileTooLarge = () =>
  new HttpError(
    413,
    'FILE_TOO_LARGE',
    `A catalogue file is at most ${MATERIAL_IMPORT_LIMITS.maxBytes / 1024 / 1024} MB`,
  );

const KIND_OF_TYPE = new Map<string, CatalogueFileKind>([
  [MATERIAL_FILE_TYPES.csv, 'csv'],
  [MATERIAL_FILE_TYPES.xlsx, 'xlsx'],
]);

/** The media type of the request without its parameters (`text/csv; charset=utf-8`), lower case. */
const mediaTypeOf = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ?? '';

/** onRequest of an upload: another type, or a Content-Length over the limit, is refused before a byte is read. */
async function refuseUnreadable(request: FastifyRequest): Promise<void> {
  const type = mediaTypeOf(request);
  if (!KIND_OF_TYPE.has(type))
    throw new HttpError(
      415,
      'FILE_TYPE_UNSUPPORTED',
      `A catalogue file is sent as ${Object.values(MATERIAL_FILE_TYPES).join(' or ')}; this request is ${type ? `'${type}'` : 'without a Content-Type'}`,
    );
  if (Number(request.headers['content-length'] ?? 0) > MATERIAL_IMPORT_LIMITS.maxBytes) throw fileTooLarge();
}

const upload = {
  onRequest: [refuseUnreadable],
  schema: { response: { 200: MaterialImportReportSchema, ...errorResponses(400, 401, 403, 413, 415) } },
};

/**
 * The material catalogue in the console: a page of lines at a time, a line made, changed or removed, and a CSV or
 * XLSX file imported after a preview of what each row will do. A line the package feeds is read-only (decision
 * 017). Every write moves the catalogue's last-modified, so each phone fetches the catalogue again at its next
 * look. Registered as a context of its own: the parser of the file types and its limit belong to these routes.
 */
export const officeMaterialRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  app.addContentTypeParser(
    [...KIND_OF_TYPE.keys()],
    { parseAs: 'buffer', bodyLimit: MATERIAL_IMPORT_LIMITS.maxBytes },
    (_request, body, done) => done(null, body),
  );
  // Fastify's own refusal of a chunked body over the limit, as ours.
  app.setErrorHandler((error: FastifyError) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw fileTooLarge();
    throw error;
  });

  /** The file of the request, read; the plan against the catalogue as `repos` reads it. */
  const fileOf = async (request: FastifyRequest) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return readCatalogueFile(KIND_OF_TYPE.get(mediaTypeOf(request))!, bytes);
  };

  app.get(
    '/materials',
    {
      schema: {
        querystring: OfficeMaterialsQuerySchema,
        response: { 200: OfficeMaterialsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, page } = request.query;
      const found = await app.repos.officeMaterials.page(requireOffice(request).companyId, {
        search,
        offset: (page - 1) * MATERIALS_PAGE_SIZE,
        limit: MATERIALS_PAGE_SIZE,
      });
      return { ...found, page, pageSize: MATERIALS_PAGE_SIZE };
    },
  );

  app.post(
    '/materials',
    {
      schema: {
        body: OfficeMaterialInputSchema,
        response: { 201: OfficeMaterialSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const line = await write(caller, async (repos) => {
        const id = await repos.officeMaterials.insert(caller.companyId, materialColumnsOf(request.body));
        await repos.officeMaterials.touch(caller.companyId);
        return repos.officeMaterials.find(caller.companyId, id);
      });
      return reply.status(201).send(line!);
    },
  );

  app.put(
    '/materials/:id',
    {
      schema: {
        params: IdParams,
        body: OfficeMaterialInputSchema,
        response: { 200: OfficeMaterialSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const line = await write(caller, async (repos) => {
        const found = await repos.officeMaterials.find(caller.companyId, id, { forUpdate: true });
        if (!found) throw materialNotFound();
        refuseManaged('catalogue line', found.externalId);
        await repos.officeMaterials.update(caller.companyId, id, materialColumnsOf(request.body));
        await repos.officeMaterials.touch(caller.companyId);
        return repos.officeMaterials.find(caller.companyId, id);
      });
      return line!;
    },
  );

  // A line is removed for good, as the integration removes one: a registration of it keeps its own copy.
  app.delete(
    '/materials/:id',
    { schema: { params: IdParams, response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) } } },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      await write(caller, async (repos) => {
        const found = await repos.officeMaterials.find(caller.companyId, id, { forUpdate: true });
        if (!found) throw materialNotFound();
        refuseManaged('catalogue line', found.externalId);
        await repos.officeMaterials.remove(caller.companyId, id);
        await repos.officeMaterials.touch(caller.companyId);
      });
      return reply.status(204).send(null);
    },
  );

  // The preview reads and writes nothing but the answer; the import sends the same file again and plans anew
  // inside its transaction, so what it writes is measured against the catalogue as it is then.
  app.post('/materials/import/preview', upload, async (request) => {
    const caller = requireOffice(request);
    const file = await fileOf(request);
    return planImport(file, await app.repos.officeMaterials.all(caller.companyId)).report;
  });

  app.post('/materials/import', upload, async (request) => {
    const caller: OfficeCaller = requireOffice(request);
    // Read before the transaction: no connection or lock is held while the file is decoded.
    const file = await fileOf(request);
    return write(caller, async (repos): Promise<MaterialImportReport> => {
      await repos.officeMaterials.lockCatalogue(caller.companyId);
      const plan = planImport(file, await repos.officeMaterials.all(caller.companyId));
      await repos.officeMaterials.insertMany(caller.companyId, plan.inserts.map(materialColumnsOf));
      await repos.officeMaterials.updateMany(
        caller.companyId,
        plan.updates.map(({ id, fields }) => ({ id, columns: materialColumnsOf(fields) })),
      );
      if (plan.inserts.length + plan.updates.length > 0) await repos.officeMaterials.touch(caller.companyId);
      // What was written is in the counts; the rows listed are the refused ones, which the office still has to fix.
      return {
        ...plan.report,
        applied: true,
        rows: plan.report.rows.filter((row) => row.action === 'refused'),
      };
    });
  });
};

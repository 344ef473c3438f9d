import {
  CatalogueResponseSchema,
  LastModifiedResponseSchema,
  type CatalogueCode,
  type CatalogueResponse,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EncodedBodies } from '../lib/encoded-bodies';
import { matchesEntityTag } from '../lib/entity-tags';
import { errorResponses, notFound } from '../lib/http-errors';
import { requireAuth } from '../plugins/context';
import type { Repositories } from '../repositories';

type CatalogueRows = Awaited<ReturnType<Repositories['materials']['catalogue']>>;

/** Rows come sorted by parent group and group, so each level is built in one pass. */
export function nestCatalogue(rows: CatalogueRows): CatalogueCode[] {
  const codes: CatalogueCode[] = [];
  for (const r of rows) {
    let code = codes.at(-1);
    if (!code || code.code !== r.parent_group_code) {
      code = { code: r.parent_group_code, description: r.parent_group_description, tables: [] };
      codes.push(code);
    }
    let table = code.tables.at(-1);
    if (!table || table.code !== r.group_code) {
      table = { code: r.group_code, description: r.group_description, rows: [] };
      code.tables.push(table);
    }
    table.rows.push({
      groupLineId: r.id,
      code: r.code,
      description: r.description,
      unit: r.unit,
      quantity: r.quantity,
    });
  }
  return codes;
}

/** The catalogue changes only when the office sends a new one: its stamp is the version, per company. */
const etagOf = (companyId: number, modified: Date) => `W/"materials-${companyId}-${modified.getTime()}"`;

/**
 * GET /v1/materialen, /v1/materialen/lastmodified: the company's catalogue, which a phone keeps and asks for again
 * only when its stamp changed.
 */
export const materialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const catalogueBodies = new EncodedBodies();

  app.get(
    '/v1/materialen/lastmodified',
    {
      onRequest: [app.authenticate],
      schema: { response: { 200: LastModifiedResponseSchema, ...errorResponses(401, 404) } },
    },
    async (request) => {
      const auth = requireAuth(request);
      const modified = await app.repos.materials.lastModified(auth.companyId);
      if (!modified) throw notFound('The company does not exist', 'COMPANY_NOT_FOUND');
      return { lastModifiedMaterial: modified.toISOString() };
    },
  );

  app.get(
    '/v1/materialen',
    {
      onRequest: [app.authenticate],
      schema: { response: { 200: CatalogueResponseSchema, 304: z.null(), ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const modified = await app.repos.materials.lastModified(auth.companyId);
      if (!modified) throw notFound('The company does not exist', 'COMPANY_NOT_FOUND');
      const etag = etagOf(auth.companyId, modified);
      // private: the catalogue is one company's; no-cache: always ask, the 304 makes asking cheap.
      reply
        .header('etag', etag)
        .header('last-modified', modified.toUTCString())
        .header('cache-control', 'private, no-cache');
      // No payload at all (the typed send wants the schema's null): a serialized null would announce a
      // 4-byte body that a 304 never carries, and a kept-alive client would wait for it.
      if (matchesEntityTag(request.headers['if-none-match'], etag, { star: true }))
        return reply.status(304).send(undefined as never);
      return catalogueBodies.send(request, reply, etag, async () =>
        // Checked against the schema once per version, as the serializer would check every answer.
        CatalogueResponseSchema.parse({
          lastModifiedMaterial: modified.toISOString(),
          codes: nestCatalogue(await app.repos.materials.catalogue(auth.companyId)),
        } satisfies CatalogueResponse),
      );
    },
  );
};

import { AuditActorsSchema, AuditLogQuerySchema, AuditLogSchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entryOf } from '../../lib/audit-entries';
import { errorResponses } from '../../lib/http-errors';
import { requireOffice } from '../authentication';

const PAGE_SIZE = 100;

/** The Logboek: newest first, 100 at a time, by period, record, who wrote (office user, employee, key), or all. */
export const officeAuditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: { querystring: AuditLogQuerySchema, response: { 200: AuditLogSchema, ...errorResponses(400, 401, 403) } },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { from, to, table, recordId, actor, before } = request.query;
      const rows = await app.repos.auditLog.list(caller.companyId, {
        from,
        to,
        tables: table,
        recordId,
        actor,
        beforeId: before,
        limit: PAGE_SIZE + 1,
      });
      const page = rows.slice(0, PAGE_SIZE);
      const last = page.at(-1);
      return {
        entries: page.map(entryOf),
        nextBefore: rows.length > PAGE_SIZE && last ? String(last.id) : null,
      };
    },
  );

  app.get(
    '/audit-log/actors',
    { schema: { response: { 200: AuditActorsSchema, ...errorResponses(401, 403) } } },
    async (request) => ({ actors: await app.repos.auditLog.actors(requireOffice(request).companyId) }),
  );
};

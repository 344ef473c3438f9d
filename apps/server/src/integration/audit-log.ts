import { AuditFeedPageSchema, AuditFeedQuerySchema } from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { entryOf } from '../lib/audit-entries';
import { errorResponses } from '../lib/http-errors';
import { requireIntegration } from './authentication';
import { badCursor } from './bad-cursor';
import { decodeCursor, encodeCursor, INITIAL_CURSOR, START } from './feed-cursor';

/** The company's audit log for the calculation package: every change, by any door, in commit order. */
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        summary: 'Audit log since your cursor',
        description:
          "Every change to the company's data (master data, planning, registrations) and to its office accounts, made " +
          'through the office console, this API or the field app: who, when, what, before and after. Oldest first; ' +
          'store `next` and pass it as `after` next time, also when `entries` is empty, as with the registration ' +
          'changes. Nobody can change or delete an entry.',
        tags: ['audit log'],
        querystring: AuditFeedQuerySchema,
        response: { 200: AuditFeedPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { companyId } = requireIntegration(request);
      const { after, limit } = request.query;
      const from = after === undefined ? START : decodeCursor(after);
      if (!from) throw badCursor();
      const rows = await app.repos.auditLog.feed(companyId, from, limit);
      const last = rows.at(-1);
      return {
        entries: rows.map(entryOf),
        next: last ? encodeCursor({ tx: last.tx, seq: String(last.id) }) : (after ?? INITIAL_CURSOR),
      };
    },
  );
};

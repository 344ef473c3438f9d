import {
  ApiErrorSchema,
  IdParamSchema,
  PlanningBoardQuerySchema,
  PlanningBoardSchema,
  PlanningCopyResultSchema,
  PlanningCopyWeekSchema,
  PlanningLineDeleteQuerySchema,
  PlanningLineInputSchema,
  PlanningLineSchema,
  PlanningLineUpdateSchema,
  PlanningVersionConflictSchema,
  type PlanningLine,
} from '@bouwwerk/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, notFound } from '../../lib/http-errors';
import type { Repositories } from '../../repositories';
import { requireOffice } from '../authentication';
import { copyPlanningWeek } from '../planning-copy';
import { checkPlanningLine, currentLine, planningBoard } from '../planning-board';
import { officeWriter, refuseManaged } from '../writes';

const IdParams = z.strictObject({ id: IdParamSchema });
const lineNotFound = () =>
  notFound('There is no planning line with this id in your company', 'PLANNING_LINE_NOT_FOUND');

/** A change based on a version that is no longer the line's: answered with the line as it is now. */
class StaleVersion extends Error {
  constructor(readonly id: number) {
    super('stale planning version');
  }
}

/** 409 of a stale version, or the package's line, or a rule the line breaks. */
const Conflict = z.union([PlanningVersionConflictSchema, ApiErrorSchema]);

async function staleAnswer(repos: Repositories, companyId: number, id: number, reply: FastifyReply) {
  const current = (await currentLine(repos, companyId, id)) ?? null;
  const who = current?.lastChange ? ` by ${current.lastChange.name} at ${current.lastChange.at}` : '';
  return reply.status(409).send({
    code: 'PLANNING_VERSION_CONFLICT' as const,
    message: current
      ? `This planning line was changed${who} since you read it; it is now version ${current.version}`
      : 'This planning line was removed since you read it',
    current,
  });
}

/**
 * The line to change, locked for the rest of the transaction: 404 when the company never had it (another
 * company's id included), a stale version when it was removed meanwhile or is at another version now, 409
 * when the calculation package manages it (decision 017).
 */
async function lockedLine(repos: Repositories, companyId: number, id: number, version: number) {
  const line = await repos.planningBoard.lock(companyId, id);
  if (!line) {
    if (await repos.planningBoard.wasRemoved(companyId, id)) throw new StaleVersion(id);
    throw lineNotFound();
  }
  refuseManaged('planning line', line.external_id);
  if (line.version !== version) throw new StaleVersion(id);
  return line;
}

/**
 * The planning board (Planbord): the period's data in one answer, and the board's own lines made, moved,
 * stretched, removed and a week copied on. Every change names the version it was based on; one based on an
 * older version is refused with the line as it is now, so no change is lost silently. What the package
 * manages is read-only here; every write is the office user's in the audit log (the triggers of migration 013).
 */
export const officePlanningRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  /** A write whose stale version is answered with the current line rather than thrown on. */
  const versioned = async <T>(companyId: number, id: number, reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StaleVersion) return staleAnswer(app.repos, companyId, id, reply);
      throw error;
    }
  };

  app.get(
    '/planning',
    {
      schema: {
        querystring: PlanningBoardQuerySchema,
        response: { 200: PlanningBoardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { from, weeks, employeeIds } = request.query;
      return planningBoard(app.repos, requireOffice(request).companyId, {
        from,
        weeks,
        ...(employeeIds ? { employeeIds } : {}),
      });
    },
  );

  app.post(
    '/planning',
    {
      schema: {
        body: PlanningLineInputSchema,
        response: { 201: PlanningLineSchema, 409: ApiErrorSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const line = await write(caller, async (repos): Promise<PlanningLine> => {
        await checkPlanningLine(repos, caller.companyId, request.body);
        const id = await repos.planningBoard.insert(caller.companyId, request.body);
        return (await currentLine(repos, caller.companyId, id))!;
      });
      return reply.status(201).send(line);
    },
  );

  app.put(
    '/planning/:id',
    {
      schema: {
        params: IdParams,
        body: PlanningLineUpdateSchema,
        response: { 200: PlanningLineSchema, 409: Conflict, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const { version, ...fields } = request.body;
      return versioned(caller.companyId, id, reply, () =>
        write(caller, async (repos): Promise<PlanningLine> => {
          await lockedLine(repos, caller.companyId, id, version);
          await checkPlanningLine(repos, caller.companyId, fields);
          if (!(await repos.planningBoard.update(caller.companyId, id, version, fields))) throw new StaleVersion(id);
          return (await currentLine(repos, caller.companyId, id))!;
        }),
      );
    },
  );

  app.delete(
    '/planning/:id',
    {
      schema: {
        params: IdParams,
        querystring: PlanningLineDeleteQuerySchema,
        response: { 204: z.null(), 409: Conflict, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const caller = requireOffice(request);
      const { id } = request.params;
      const { version } = request.query;
      return versioned(caller.companyId, id, reply, async () => {
        await write(caller, async (repos) => {
          await lockedLine(repos, caller.companyId, id, version);
          if (!(await repos.planningBoard.remove(caller.companyId, id, version))) throw new StaleVersion(id);
        });
        return reply.status(204).send(null);
      });
    },
  );

  app.post(
    '/planning/copy-week',
    {
      schema: {
        body: PlanningCopyWeekSchema,
        response: { 200: PlanningCopyResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      return write(caller, (repos) => copyPlanningWeek(repos, caller.companyId, request.body));
    },
  );
};

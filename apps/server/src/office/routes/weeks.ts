import {
  ApproveCleanInputSchema,
  ApproveCleanResultSchema,
  mayDecideWeek,
  weekStateAfter,
  WeekDecisionInputSchema,
  WeekReviewDetailSchema,
  WeekReviewParamsSchema,
  WeekReviewSchema,
  WeekReviewsQuerySchema,
  WeekReviewsSchema,
  type WeekDecision,
  type WeekReview,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conflict, errorResponses, forbidden, notFound } from '../../lib/http-errors';
import type { Executor, Repositories } from '../../repositories';
import { enqueueWeekDecision } from '../../integration/webhooks/week-events';
import { sendPdf } from '../../lib/pdf/send';
import { timesheetPdf } from '../../lib/timesheet-pdf/index';
import { requireOffice, type OfficeCaller } from '../authentication';
import { weekReviewDetail, weekReviews } from '../week-reviews';
import { officeWriter } from '../writes';

const employeeNotFound = () => notFound('There is no employee with this id in your company', 'EMPLOYEE_NOT_FOUND');

const DECISION_VERBS: Record<WeekDecision, string> = {
  approve: 'approved',
  'send-back': 'sent back',
  reopen: 'reopened',
};

/**
 * Takes the decision on one week, in the caller's transaction: from the state the caller saw it in, so two
 * reviewers at once never both decide. Approving also validates the week's registrations; a webhook hears of
 * it in the same transaction.
 */
async function decide(
  { repos, trx }: { repos: Repositories; trx: Executor },
  caller: OfficeCaller,
  week: { employeeId: number; monday: string; seen: WeekReview['state'] },
  decision: WeekDecision,
  reason: string,
) {
  const decided = await repos.weekSubmissions.decide(caller.companyId, week.employeeId, week.monday, {
    from: week.seen,
    decision,
    reason,
    reviewer: caller.name,
  });
  if (!decided) return undefined;
  if (decision === 'approve') await repos.weekReviews.validateWeek(caller.companyId, week.employeeId, week.monday);
  await enqueueWeekDecision(trx, caller.companyId, week, decision);
  return decided;
}

/**
 * 'Weken' (docs/decisions/021-week-approval.md): the office's review of submitted weeks. A decision is an update
 * of the week's submission row, whose audit trigger writes the Logboek entry (who, before, after, reason) and
 * whose change version tells the employee's phone at its next revalidation.
 */
export const officeWeekRoutes: FastifyPluginAsyncZod = async (app) => {
  const write = officeWriter(app);

  app.get(
    '/weeks',
    {
      schema: {
        querystring: WeekReviewsQuerySchema,
        response: { 200: WeekReviewsSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => weekReviews(app.repos, requireOffice(request).companyId, request.query),
  );

  app.get(
    '/weeks/:employeeId/:weekStart',
    {
      schema: {
        params: WeekReviewParamsSchema,
        response: { 200: WeekReviewDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { employeeId, weekStart } = request.params;
      const detail = await weekReviewDetail(app.repos, requireOffice(request).companyId, employeeId, weekStart);
      if (!detail) throw employeeNotFound();
      return detail;
    },
  );

  /** The week as an urenstaat PDF, from the same data as the page: to print, file or send to the employee. */
  app.get(
    '/weeks/:employeeId/:weekStart/pdf',
    {
      schema: {
        params: WeekReviewParamsSchema,
        response: {
          200: { description: 'The urenstaat PDF', content: { 'application/pdf': { schema: z.string() } } },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { companyId } = requireOffice(request);
      const { employeeId, weekStart } = request.params;
      const detail = await weekReviewDetail(app.repos, companyId, employeeId, weekStart);
      if (!detail) throw employeeNotFound();
      return sendPdf(reply, await timesheetPdf(app.repos, companyId, detail));
    },
  );

  app.post(
    '/weeks/:employeeId/:weekStart/decision',
    {
      schema: {
        params: WeekReviewParamsSchema,
        body: WeekDecisionInputSchema,
        response: { 200: WeekReviewSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      const { employeeId, weekStart: monday } = request.params;
      const { decision, reason } = request.body;
      if (!mayDecideWeek(caller.role, decision))
        throw forbidden('Only a beheerder reopens an approved week', 'REOPEN_NEEDS_BEHEERDER');
      return write(caller, async (repos, _record, trx) => {
        const current = await weekReviews(repos, caller.companyId, { from: monday, weeks: 1, employeeId });
        const week = current.employees[0]?.weeks[0];
        if (!week) throw employeeNotFound();
        if (weekStateAfter(week.state, decision) === null)
          throw conflict(
            `The week of ${monday} is ${week.state} and cannot be ${DECISION_VERBS[decision]}`,
            'WEEK_STATE_CONFLICT',
          );
        const decided = await decide(
          { repos, trx },
          caller,
          { employeeId, monday, seen: week.state },
          decision,
          reason.trim(),
        );
        if (!decided)
          throw conflict(
            `The week of ${monday} was changed by someone else meanwhile; look again`,
            'WEEK_STATE_CONFLICT',
          );
        const [after] = (await weekReviews(repos, caller.companyId, { from: monday, weeks: 1, employeeId })).employees;
        return after!.weeks[0]!;
      });
    },
  );

  /**
   * 'Goedkeuren wat klopt': every submitted week of the period without a deviation or a late change, approved in
   * one transaction; a week that changed meanwhile is left for a look of its own.
   */
  app.post(
    '/weeks/approve-clean',
    {
      schema: {
        body: ApproveCleanInputSchema,
        response: { 200: ApproveCleanResultSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const caller = requireOffice(request);
      return write(caller, async (repos, _record, trx) => {
        const reviews = await weekReviews(repos, caller.companyId, request.body);
        const approved = [];
        for (const employee of reviews.employees)
          for (const week of employee.weeks) {
            if (week.state !== 'submitted' || week.deviationDays > 0 || week.lateChanges > 0) continue;
            const ask = { employeeId: employee.id, monday: week.weekStart, seen: week.state };
            if (await decide({ repos, trx }, caller, ask, 'approve', ''))
              approved.push({ employeeId: employee.id, weekStart: week.weekStart });
          }
        return { approved };
      });
    },
  );
};

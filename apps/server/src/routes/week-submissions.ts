import {
  canRegister,
  canSubmitWeek,
  parseDate,
  WeekSubmissionParamsSchema,
  WeekSubmissionSchema,
  weekStartText,
  type WeekSubmission,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, errorResponses, forbidden } from '../lib/http-errors';
import { serverToday } from '../lib/today';
import { requireAuth } from '../plugins/context';
import { writeAndAnswer } from '../plugins/idempotency';
import { weekStateOf, type WeekSubmissionRow } from '../repositories/week-submissions-repository';

const errors = errorResponses(400, 401, 403, 409);

/** A week as the phone and the office read it: its state, and the office's last decision on it. */
export const weekSubmissionOf = (monday: string, row: WeekSubmissionRow | undefined): WeekSubmission => ({
  weekStart: monday,
  submittedAt: row ? row.submitted_at.toISOString() : null,
  state: weekStateOf(row),
  reason: row?.reason ?? '',
  reviewedAt: row?.reviewed_at ? row.reviewed_at.toISOString() : null,
  reviewedBy: row?.reviewed_by ?? null,
});

/** The path's date (valid: the schema checked it) as the Monday of its ISO week. */
const mondayOf = (date: string) => weekStartText(parseDate(date, 'api')!);

/**
 * "Week indienen" (docs/decisions/012-one-hand-gloves-and-sunlight.md): the employee marks an ISO week as complete,
 * once, or again after the office sent it back (decision 021). There is no withdraw: the office may have acted on
 * it the moment it was read, and a correction afterwards reaches the office anyway, as a registration change
 * (docs/integration.md, "Week submissions").
 */
export const weekSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/weekindiening/:date',
    {
      onRequest: [app.authenticate],
      schema: { params: WeekSubmissionParamsSchema, response: { 200: WeekSubmissionSchema, ...errors } },
    },
    async (request) => {
      const { companyId, employeeId } = requireAuth(request);
      const monday = mondayOf(request.params.date);
      return weekSubmissionOf(monday, await app.repos.weekSubmissions.find(companyId, employeeId, monday));
    },
  );

  app.post(
    '/v1/weekindiening/:date',
    {
      onRequest: [app.authenticate],
      schema: { params: WeekSubmissionParamsSchema, response: { 200: WeekSubmissionSchema, ...errors } },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { companyId, employeeId } = auth;
      const monday = mondayOf(request.params.date);
      return writeAndAnswer(request, reply, 200, async (repos) => {
        if (!canRegister({ registrationRights: auth.registratie_rechten })) {
          throw forbidden('Submitting a week needs registration rights', 'NO_REGISTRATION_RIGHTS');
        }
        // A week that has not begun cannot be complete. Refused as a state (409), not as bad input: the same
        // request is accepted once the week has come.
        if (!canSubmitWeek(parseDate(monday, 'api')!, serverToday(app.config))) {
          throw conflict(`The week of ${monday} has not begun yet and cannot be submitted`, 'WEEK_NOT_STARTED');
        }
        // Submitted before (another phone, a retry without its key): the first submission stands, answered as
        // is; a week the office sent back is submitted anew.
        return weekSubmissionOf(monday, await repos.weekSubmissions.submit(companyId, employeeId, monday));
      });
    },
  );
};

import {
  isoWeekNumber,
  parseDate,
  WeekSubmissionsPageSchema,
  WeekSubmissionsQuerySchema,
  type ExportedWeekSubmission,
  type WeekSubmissionsPage,
} from '@bouwwerk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Executor } from '../repositories/executor';
import { requireIntegration } from './authentication';
import { badCursor } from './bad-cursor';
import { decodeCursor, encodeCursor, INITIAL_CURSOR } from './feed-cursor';
import { errorResponses } from '../lib/http-errors';

interface SubmissionRow {
  seq: number;
  tx: string;
  employee_id: number;
  external_id: string | null;
  first_name: string;
  last_name: string;
  week_start: string;
  submitted_at: Date;
  state: 'submitted' | 'approved' | 'sent-back';
  reason: string;
  reviewed_at: Date | null;
  reviewed_by: string | null;
}

const SUBMISSION_COLUMNS = sql`s.seq, s.tx::text AS tx, s.employee_id, e.external_id, e.first_name, e.last_name,
  s.week_start, s.submitted_at, s.state, s.reason, s.reviewed_at, s.reviewed_by
  FROM week_submissions s
  JOIN employees e ON e.id = s.employee_id AND e.company_id = s.company_id`;

const iso = (at: Date | null) => (at === null ? null : new Date(at).toISOString());

const exportedOf = (row: SubmissionRow): ExportedWeekSubmission => ({
  submissionId: Number(row.seq),
  employeeId: row.employee_id,
  employeeExternalId: row.external_id,
  employeeName: `${row.first_name} ${row.last_name}`.trim(),
  weekStart: row.week_start,
  weekNumber: isoWeekNumber(parseDate(row.week_start, 'api')!),
  submittedAt: iso(row.submitted_at)!,
  state: row.state,
  reason: row.reason,
  reviewedAt: iso(row.reviewed_at),
  reviewedBy: row.reviewed_by,
});

/**
 * The company's week submissions after `after` (null: from the beginning), in commit order with the change
 * feed's cursor (decision 009): only rows of transactions below the oldest one still running, paged by
 * (tx, seq), so a submission that commits late never falls behind a cursor. A week the office decides on, or
 * the employee submits again, takes its writer's transaction id (migration 022) and so shows once more, with
 * its new state, after every earlier page.
 */
export async function readWeekSubmissions(
  db: Executor,
  companyId: number,
  after: string | null,
  limit: number,
): Promise<WeekSubmissionsPage> {
  const from = after === null ? { tx: '0', seq: '0' } : decodeCursor(after);
  if (!from) throw badCursor();
  const { rows } = await sql<SubmissionRow>`
    SELECT ${SUBMISSION_COLUMNS}
    WHERE s.company_id = ${companyId}
      AND s.tx < pg_snapshot_xmin(pg_current_snapshot())
      AND (s.tx, s.seq) > (${from.tx}::xid8, ${from.seq}::bigint)
    ORDER BY s.tx, s.seq
    LIMIT ${limit}`.execute(db);
  const last = rows.at(-1);
  return {
    submissions: rows.map(exportedOf),
    next: last ? encodeCursor({ tx: last.tx, seq: String(last.seq) }) : (after ?? INITIAL_CURSOR),
  };
}

/** One employee's week as the feed shows it, or undefined while it is open. */
export async function readWeekSubmission(
  db: Executor,
  companyId: number,
  employeeId: number,
  monday: string,
): Promise<ExportedWeekSubmission | undefined> {
  const { rows } = await sql<SubmissionRow>`
    SELECT ${SUBMISSION_COLUMNS}
    WHERE s.company_id = ${companyId} AND s.employee_id = ${employeeId} AND s.week_start = ${monday}`.execute(db);
  return rows[0] && exportedOf(rows[0]);
}

export const weekSubmissionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/week-submissions',
    {
      schema: {
        summary: 'Weeks your employees submitted as complete',
        description:
          'An employee marks a week as complete in the app ("Week indienen"); it cannot be withdrawn. The office ' +
          'approves it (its registrations become validated and final) or sends it back with a reason, after which ' +
          'the employee submits it again. Each week shows again whenever its state changes, in commit order. ' +
          'Store `next` and pass it as `after` on your next call, also when `submissions` is empty: polling that ' +
          'way never misses a change of state. Corrections the employee makes afterwards arrive on the registration ' +
          'change feed as usual.',
        tags: ['week submissions'],
        querystring: WeekSubmissionsQuerySchema,
        response: { 200: WeekSubmissionsPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { companyId } = requireIntegration(request);
      return readWeekSubmissions(app.db, companyId, request.query.after ?? null, request.query.limit);
    },
  );
};

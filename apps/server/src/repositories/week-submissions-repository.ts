import { maySubmitWeek, weekStateAfter, type WeekDecision, type WeekState } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from './executor';

export interface WeekSubmissionRow {
  week_start: string;
  submitted_at: Date;
  state: Exclude<WeekState, 'open'>;
  reason: string;
  reviewed_at: Date | null;
  reviewed_by: string | null;
}

const COLUMNS = ['week_start', 'submitted_at', 'state', 'reason', 'reviewed_at', 'reviewed_by'] as const;

/** The state of a week without or with its row: no row is an open week. */
export const weekStateOf = (row: WeekSubmissionRow | undefined): WeekState => row?.state ?? 'open';

/**
 * An employee's submitted weeks ("Week indienen") and the office's decisions on them (docs/decisions/
 * 021-week-approval.md), each kept by its Monday; every query scoped by company.
 */
export function createWeekSubmissionsRepository(db: Executor) {
  const week = (companyId: number, employeeId: number, monday: string) =>
    db
      .selectFrom('week_submissions')
      .select(COLUMNS)
      .where('company_id', '=', companyId)
      .where('employee_id', '=', employeeId)
      .where('week_start', '=', monday);

  return {
    find(companyId: number, employeeId: number, monday: string): Promise<WeekSubmissionRow | undefined> {
      return week(companyId, employeeId, monday).executeTakeFirst();
    },

    /**
     * Submits the week unless it stands submitted or approved: the first submission stands, answered as is. A
     * week sent back is submitted anew. Two submits at once (two phones) both end with the one row: the loser's
     * insert does nothing, and its update of a sent-back week finds it submitted already.
     */
    async submit(companyId: number, employeeId: number, monday: string): Promise<WeekSubmissionRow> {
      const inserted = await db
        .insertInto('week_submissions')
        .values({ company_id: companyId, employee_id: employeeId, week_start: monday })
        .onConflict((conflict) => conflict.columns(['company_id', 'employee_id', 'week_start']).doNothing())
        .returning(COLUMNS)
        .executeTakeFirst();
      if (inserted) return inserted;
      const resubmitted = await db
        .updateTable('week_submissions')
        .set({ state: 'submitted', submitted_at: sql<Date>`now()` })
        .where('company_id', '=', companyId)
        .where('employee_id', '=', employeeId)
        .where('week_start', '=', monday)
        .where('state', '=', 'sent-back')
        .returning(COLUMNS)
        .executeTakeFirst();
      if (resubmitted) return resubmitted;
      const existing = await this.find(companyId, employeeId, monday);
      if (!existing || maySubmitWeek(existing.state)) {
        throw new Error(`Week ${monday} of employee ${employeeId} conflicted and is not there`);
      }
      return existing;
    },

    /**
     * The office's decision, taken only from the state it applies to (weekStateAfter): a compare-and-set, so
     * of two reviewers at once one decides and the other finds the week changed. Undefined when the week was
     * not in that state (the caller reads what it is).
     */
    async decide(
      companyId: number,
      employeeId: number,
      monday: string,
      change: { from: WeekState; decision: WeekDecision; reason: string; reviewer: string },
    ): Promise<WeekSubmissionRow | undefined> {
      const to = weekStateAfter(change.from, change.decision);
      if (to === null || to === 'open' || change.from === 'open') return undefined;
      return db
        .updateTable('week_submissions')
        .set({ state: to, reason: change.reason, reviewed_at: sql<Date>`now()`, reviewed_by: change.reviewer })
        .where('company_id', '=', companyId)
        .where('employee_id', '=', employeeId)
        .where('week_start', '=', monday)
        .where('state', '=', change.from)
        .returning(COLUMNS)
        .executeTakeFirst();
    },
  };
}

import type { Executor } from './executor';

export interface WeekSubmissionRow {
  week_start: string;
  submitted_at: Date;
}

/** An employee's submitted weeks ("Week indienen"), each kept by its Monday; every query scoped by company. */
export function createWeekSubmissionsRepository(db: Executor) {
  return {
    async find(companyId: number, employeeId: number, monday: string): Promise<WeekSubmissionRow | undefined> {
      return db
        .selectFrom('week_submissions')
        .select(['week_start', 'submitted_at'])
        .where('company_id', '=', companyId)
        .where('employee_id', '=', employeeId)
        .where('week_start', '=', monday)
        .executeTakeFirst();
    },

    /**
     * Submits the week unless it was already: `created` says which. Two submits at once (two phones) both
     * end with the one row: the loser's insert does nothing and it reads the winner's.
     */
    async submit(
      companyId: number,
      employeeId: number,
      monday: string,
    ): Promise<{ row: WeekSubmissionRow; created: boolean }> {
      const inserted = await db
        .insertInto('week_submissions')
        .values({ company_id: companyId, employee_id: employeeId, week_start: monday })
        .onConflict((conflict) => conflict.columns(['company_id', 'employee_id', 'week_start']).doNothing())
        .returning(['week_start', 'submitted_at'])
        .executeTakeFirst();
      if (inserted) return { row: inserted, created: true };
      const existing = await this.find(companyId, employeeId, monday);
      if (!existing) throw new Error(`Week ${monday} of employee ${employeeId} conflicted and is not there`);
      return { row: existing, created: false };
    },
  };
}

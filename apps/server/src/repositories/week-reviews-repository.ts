import type { PlanningTargetKind } from '@bouwwerk/domain';
import { sql } from 'kysely';
import type { Executor } from './executor';
import { TARGET_COLUMNS, TARGET_JOINS } from './registration-targets';
import type { WeekSubmissionRow } from './week-submissions-repository';

/** A week's submission in a period, with the registrations of the week written after it was submitted. */
export interface ReviewedWeekRow extends WeekSubmissionRow {
  employee_id: number;
  late_changes: number;
}

/** A registration of a week as the reviewer reads it. */
export interface WeekRegistrationRow {
  kind: 'hours' | 'material';
  id: number;
  date: string;
  target_kind: PlanningTargetKind;
  target_id: number;
  target_label: string;
  amount: number;
  what: string;
  remark: string;
  validated: number;
  updated_at: Date;
}

/** The office's review of submitted weeks (docs/decisions/021-week-approval.md); every query scoped by company. */
export function createWeekReviewsRepository(db: Executor) {
  return {
    /**
     * The submitted, approved and sent-back weeks of a period (Mondays from `firstMonday` to `lastMonday`). A week
     * under review counts the registrations written after its submission: late outbox writes and corrections.
     */
    async weeks(
      companyId: number,
      period: { firstMonday: string; lastMonday: string; employeeId?: number },
    ): Promise<ReviewedWeekRow[]> {
      const { rows } = await sql<ReviewedWeekRow>`
        SELECT s.employee_id, s.week_start, s.submitted_at, s.state, s.reason, s.reviewed_at, s.reviewed_by,
          CASE WHEN s.state <> 'submitted' THEN 0 ELSE (
            (SELECT count(*) FROM hour_registrations h
              WHERE h.company_id = s.company_id AND h.employee_id = s.employee_id
                AND h.date BETWEEN s.week_start AND s.week_start + 6 AND h.updated_at > s.submitted_at)
            + (SELECT count(*) FROM material_registrations m
              WHERE m.company_id = s.company_id AND m.employee_id = s.employee_id
                AND m.date BETWEEN s.week_start AND s.week_start + 6 AND m.updated_at > s.submitted_at)
          ) END::int AS late_changes
        FROM week_submissions s
        WHERE s.company_id = ${companyId} AND s.week_start BETWEEN ${period.firstMonday} AND ${period.lastMonday}
          ${period.employeeId === undefined ? sql`` : sql`AND s.employee_id = ${period.employeeId}`}`.execute(db);
      return rows;
    },

    /** The employee's hours and material of the week, by day. */
    async registrations(companyId: number, employeeId: number, monday: string): Promise<WeekRegistrationRow[]> {
      const { rows } = await sql<WeekRegistrationRow>`
        SELECT 'hours' AS kind, r.id, r.date, ${TARGET_COLUMNS}, r.hours::float8 AS amount,
          coalesce(t.omschrijving, o.omschrijving, '') AS what, r.remark, r.validated, r.updated_at
        FROM hour_registrations r ${TARGET_JOINS}
        LEFT JOIN hour_types t ON t.company_id = r.company_id AND t.id = r.hour_type_id
        LEFT JOIN other_cost_types o ON o.company_id = r.company_id AND o.id = r.other_cost_type_id
        WHERE r.company_id = ${companyId} AND r.employee_id = ${employeeId}
          AND r.date BETWEEN ${monday}::date AND ${monday}::date + 6
        UNION ALL
        SELECT 'material', r.id, r.date, ${TARGET_COLUMNS}, r.quantity::float8,
          coalesce(nullif(r.description, ''), ma.description, ''), r.remark, r.validated, r.updated_at
        FROM (SELECT *, NULL::int AS indirect_work_type_id FROM material_registrations) r ${TARGET_JOINS}
        LEFT JOIN materials ma ON ma.company_id = r.company_id AND ma.id = r.material_id
        WHERE r.company_id = ${companyId} AND r.employee_id = ${employeeId}
          AND r.date BETWEEN ${monday}::date AND ${monday}::date + 6
        ORDER BY date, kind, id`.execute(db);
      return rows;
    },

    /** The days of a period on which each employee's reminder to book went out (migration 023). */
    async remindedDays(companyId: number, from: string, to: string, employeeId?: number) {
      const { rows } = await sql<{ employee_id: number; day: string }>`
        SELECT employee_id, to_char(day, 'YYYY-MM-DD') AS day FROM push_notices
        WHERE company_id = ${companyId} AND kind = 'hours-reminder' AND status = 'sent'
          AND day BETWEEN ${from}::date AND ${to}::date
          ${employeeId === undefined ? sql`` : sql`AND employee_id = ${employeeId}`}
        ORDER BY employee_id, day`.execute(db);
      return rows;
    },

    /** 'Week goedkeuren' validates the week's registrations of the employee in the same transaction. */
    async validateWeek(companyId: number, employeeId: number, monday: string): Promise<void> {
      for (const table of ['hour_registrations', 'material_registrations'] as const)
        await db
          .updateTable(table)
          .set({ validated: 1 })
          .where('company_id', '=', companyId)
          .where('employee_id', '=', employeeId)
          .where('date', '>=', monday)
          .where(sql<boolean>`date <= ${monday}::date + 6`)
          .where('validated', '<>', 1)
          .execute();
    },
  };
}

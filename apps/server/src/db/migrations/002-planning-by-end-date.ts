import type { Kysely } from 'kysely';
import { executeStatements } from '../execute-statements';

/**
 * Planning is looked up by the days it covers (start_date <= last day, end_date >= first day). Past planning
 * piles up for as long as a company plans (years of weeks per employee and per project), and all of it
 * starts before the asked day, so an index ordered by start_date read a project's or an employee's whole
 * history to find this week (a week overview 1.2 -> 2.2 ms with three years of weekly planning on PostgreSQL).
 * What ends on or after the asked day is this week and what is planned ahead: a short range at the end of an
 * index ordered by end_date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP INDEX planning_employee_idx;
    DROP INDEX planning_project_idx;
    DROP INDEX planning_order_idx;
    CREATE INDEX planning_employee_idx ON planning (company_id, employee_id, end_date);
    CREATE INDEX planning_project_idx ON planning (company_id, project_id, end_date);
    CREATE INDEX planning_order_idx ON planning (company_id, work_order_id, end_date);
    CREATE INDEX planning_day_idx ON planning (company_id, end_date);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await executeStatements(
    db,
    `
    DROP INDEX planning_day_idx;
    DROP INDEX planning_employee_idx;
    DROP INDEX planning_project_idx;
    DROP INDEX planning_order_idx;
    CREATE INDEX planning_employee_idx ON planning (company_id, employee_id, start_date, end_date);
    CREATE INDEX planning_project_idx ON planning (company_id, project_id, start_date);
    CREATE INDEX planning_order_idx ON planning (company_id, work_order_id, start_date);
  `,
  );
}

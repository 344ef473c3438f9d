import { sql } from 'kysely';
import type { Executor, Id } from './executor';

/** The columns of employee_working_hours (migration 015), Monday to Sunday. */
const WEEKDAY_COLUMNS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const asNumber = (column: string) => sql`w.${sql.ref(column)}::float8`;

/**
 * An employee's own working hours as a JSON array, Monday to Sunday, or null where he follows the company's:
 * a subquery by primary key, so a list of employees or the week's statement reads them in the same statement.
 */
export function ownWorkingWeek(companyId: Id, employeeId: Id) {
  return sql<number[] | null>`(select json_build_array(${sql.join(WEEKDAY_COLUMNS.map(asNumber))})
    from employee_working_hours w where w.company_id = ${companyId} and w.employee_id = ${employeeId})`;
}

/**
 * His own hours, or back to the company's (null). The same hours again write nothing: no audit entry, and the
 * week his phone keeps stays current.
 */
export async function setOwnWorkingWeek(db: Executor, companyId: number, employeeId: number, hours: number[] | null) {
  if (hours === null) {
    await db
      .deleteFrom('employee_working_hours')
      .where('company_id', '=', companyId)
      .where('employee_id', '=', employeeId)
      .execute();
    return;
  }
  const days = Object.fromEntries(WEEKDAY_COLUMNS.map((column, index) => [column, hours[index]!])) as Record<
    (typeof WEEKDAY_COLUMNS)[number],
    number
  >;
  const stored = sql.join(WEEKDAY_COLUMNS.map((column) => sql.ref(`employee_working_hours.${column}`)));
  const given = sql.join(WEEKDAY_COLUMNS.map((column) => sql.ref(`excluded.${column}`)));
  await db
    .insertInto('employee_working_hours')
    .values({ company_id: companyId, employee_id: employeeId, ...days })
    .onConflict((conflict) =>
      conflict
        .columns(['company_id', 'employee_id'])
        .doUpdateSet(Object.fromEntries(WEEKDAY_COLUMNS.map((column) => [column, sql.ref(`excluded.${column}`)])))
        .where(sql<boolean>`(${stored}) is distinct from (${given})`),
    )
    .execute();
}

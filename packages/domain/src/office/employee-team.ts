import { z } from 'zod';
import { lineText } from '../contracts/common';

/** The longest team name; the database's CHECK holds the same (migration 021). */
export const EMPLOYEE_TEAM_MAX = 60;

/**
 * A team as the office types it ("Installatie Noord"), spaces around it left off; '' for no team. A board
 * groups by the text itself, so "Noord" and "Noord " must not become two teams.
 */
export const EmployeeTeamSchema = z
  .string({ error: 'must be text' })
  .trim()
  .pipe(lineText(EMPLOYEE_TEAM_MAX))
  // An invisible line break at an end becomes a space (lineText): left off too.
  .transform((team) => team.trim());

/**
 * PUT /office/v1/employees/{id}/team. The office's also for an employee the package manages: the package
 * knows no teams.
 */
export const OfficeEmployeeTeamInputSchema = z.strictObject({ team: EmployeeTeamSchema });
export type OfficeEmployeeTeamInput = z.input<typeof OfficeEmployeeTeamInputSchema>;

/** The company's teams, each once, as people read them: for a choice of the teams there are. */
export function teamsOf(employees: readonly { team: string }[]): string[] {
  const teams = new Set(employees.map((employee) => employee.team).filter((team) => team !== ''));
  return [...teams].sort(new Intl.Collator('nl', { sensitivity: 'base', numeric: true }).compare);
}

import {
  blockingConflicts,
  lineConflicts,
  planningLineFields,
  type PlanningCopyWeek,
  type PlanningCopyWeekSchema,
  type PlanningLine,
  type PlanningLineFields,
} from '@bouwwerk/domain';
import type { z } from 'zod';
import { badRequest } from '../lib/http-errors';
import type { Repositories } from '../repositories';
import { addDays, planningLines, weekdayOf } from './planning-board';

type CopyAsk = z.output<typeof PlanningCopyWeekSchema>;

function mustBeMonday(field: keyof PlanningCopyWeek, day: string) {
  if (weekdayOf(day) !== 1) throw badRequest(`body.${field}: must be a Monday (yyyy-MM-dd), not ${day}`);
}

const fieldsOf = (line: PlanningLine, startDate: string, endDate: string): PlanningLineFields =>
  planningLineFields(line, { startDate, endDate });

/** What makes two lines the same block: copying a week twice does not plan everything twice. */
const sameBlock = (fields: PlanningLineFields) =>
  JSON.stringify([
    fields.employeeId,
    fields.startDate,
    fields.endDate,
    fields.arrival,
    fields.durationHours,
    fields.projectId,
    fields.workOrderId,
    fields.indirectTypeId,
    fields.description,
    fields.remark,
  ]);

/**
 * "Kopieer vorige week": the lines of the week from `fromWeek`, as far as they fall in that week, planned the
 * same weekdays of the week from `toWeek`, as the board's own lines (no externalId, so the package's next
 * import leaves them alone). Left out, and counted: what cannot be saved (a closed project or work order, an
 * inactive employee: lineConflicts' blocking rules) and what that week already holds exactly.
 */
export async function copyPlanningWeek(repos: Repositories, companyId: number, ask: CopyAsk) {
  mustBeMonday('fromWeek', ask.fromWeek);
  mustBeMonday('toWeek', ask.toWeek);
  if (ask.fromWeek === ask.toWeek) throw badRequest('body.toWeek: must be another week than fromWeek');
  const board = repos.planningBoard;
  const wanted = ask.employeeIds === null ? undefined : [...new Set(ask.employeeIds)];
  if (wanted) {
    const known = new Set((await board.employeesByIds(companyId, wanted)).map((employee) => employee.id));
    const unknown = wanted.filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw badRequest(
        `body.employeeIds: no employee of your company has the id ${unknown.join(', ')}`,
        'PLANNING_REFERENCE_NOT_FOUND',
      );
  }
  const week = (monday: string) => ({
    from: monday,
    to: addDays(monday, 6),
    ...(wanted ? { employeeIds: wanted } : {}),
  });
  const source = week(ask.fromWeek);
  const lines = await planningLines(repos, companyId, source);
  const present = new Set(
    (await planningLines(repos, companyId, week(ask.toWeek))).map((line) =>
      sameBlock(fieldsOf(line, line.startDate, line.endDate)),
    ),
  );
  const active = new Map(
    (await board.employeesByIds(companyId, [...new Set(lines.map((line) => line.employeeId))])).map((employee) => [
      employee.id,
      employee.active,
    ]),
  );
  const shift = Math.round((Date.parse(ask.toWeek) - Date.parse(ask.fromWeek)) / 86_400_000);

  const copies: PlanningLineFields[] = [];
  let skipped = 0;
  for (const line of lines) {
    const start = addDays(line.startDate < source.from ? source.from : line.startDate, shift);
    const end = addDays(line.endDate > source.to ? source.to : line.endDate, shift);
    const copy = fieldsOf(line, start, end);
    const refused = blockingConflicts(
      lineConflicts(
        { id: line.id, kind: line.target.kind, closed: line.target.closed, ...copy },
        { active: active.get(line.employeeId) ?? false },
        [],
      ),
    );
    const key = sameBlock(copy);
    if (refused.length > 0 || present.has(key)) {
      skipped++;
      continue;
    }
    present.add(key);
    copies.push(copy);
  }
  await board.insertMany(companyId, copies);
  return { copied: copies.length, skipped };
}

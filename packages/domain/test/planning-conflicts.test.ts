import { describe, expect, it } from 'vitest';
import { blockingConflicts, lineConflicts, type ConflictDay, type ConflictLine } from '../src/planning-conflicts';

const job: ConflictLine = {
  id: 1,
  kind: 'project',
  closed: false,
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  durationHours: 8,
};
const active = { active: true };
const day = (date: string, workingHours: number, lines: ConflictDay['lines']): ConflictDay => ({
  date,
  workingHours,
  lines,
});

describe('lineConflicts', () => {
  it('finds nothing wrong with a full day of work on working days', () => {
    const days = [day('2026-03-02', 8, [job]), day('2026-03-03', 8, [job])];
    expect(lineConflicts(job, active, days)).toEqual([]);
  });

  it('warns when the day holds more planned hours than working hours, counting every line', () => {
    const other = { id: 2, kind: 'workOrder' as const, durationHours: 0.25 };
    expect(lineConflicts(job, active, [day('2026-03-02', 8, [job, other])])).toEqual(['over-working-hours']);
    // A day without working hours (a Saturday) is over with any planned hours.
    expect(lineConflicts(job, active, [day('2026-03-07', 0, [job])])).toEqual([]);
    expect(lineConflicts({ ...job, endDate: '2026-03-07' }, active, [day('2026-03-07', 0, [job])])).toEqual([
      'over-working-hours',
    ]);
  });

  it('does not blame a line without hours for a full day', () => {
    const open = { ...job, durationHours: 0 };
    const full = { id: 2, kind: 'project' as const, durationHours: 9 };
    expect(lineConflicts(open, active, [day('2026-03-02', 8, [open, full])])).toEqual([]);
  });

  it('marks a job, not the absence itself, on a day of indirect work', () => {
    const leave = { id: 3, kind: 'indirect' as const, durationHours: 0 };
    const days = [day('2026-03-02', 8, [job, leave])];
    expect(lineConflicts(job, active, days)).toEqual(['on-absence']);
    expect(
      lineConflicts({ ...leave, closed: false, startDate: '2026-03-02', endDate: '2026-03-02' }, active, days),
    ).toEqual([]);
  });

  it('only looks at the days the line covers', () => {
    const leave = { id: 3, kind: 'indirect' as const, durationHours: 8 };
    expect(lineConflicts(job, active, [day('2026-03-04', 8, [leave, job])])).toEqual([]);
  });

  it('names a closed project or order and an inactive employee, which block saving', () => {
    const conflicts = lineConflicts({ ...job, closed: true }, { active: false }, []);
    expect(conflicts).toEqual(['closed-target', 'inactive-employee']);
    expect(blockingConflicts([...conflicts, 'over-working-hours'])).toEqual(['closed-target', 'inactive-employee']);
  });
});

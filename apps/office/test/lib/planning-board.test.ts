import type { PlanningBoard, PlanningLine } from '@bouwwerk/domain';
import { describe, expect, it } from 'vitest';
import { readBoardView, shiftPeriod, writeBoardView } from '../../src/features/planning/lib/board-address';
import { addDays, formatHours, isoWeek, mondayOf } from '../../src/features/planning/lib/board-dates';
import { drawMoves, mergeRows, removeLine, upsertLine } from '../../src/features/planning/lib/board-merge';
import { buildBoardRows, filterRows } from '../../src/features/planning/lib/board-model';
import { createChangeBatcher, MAX_BATCHED_ROWS, type Refresh } from '../../src/features/planning/lib/change-batcher';
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';
import { cellStepper, dropOf } from '../../src/features/planning/components/use-board-dnd';
import { cellId } from '../../src/features/planning/lib/board-layout';

const line = (id: number, employeeId: number, startDate: string, endDate = startDate, hours = 8): PlanningLine => ({
  id,
  version: 1,
  employeeId,
  startDate,
  endDate,
  arrival: '',
  durationHours: hours,
  target: { kind: 'workOrder', id: 70 + id, label: `WB-${id}`, closed: false },
  description: '',
  remark: '',
  externalId: null,
  lastChange: null,
});

const employee = (id: number, name: string, active = true): PlanningBoard['employees'][number] => ({
  id,
  name,
  active,
  workingHours: [8, 8, 8, 8, 8, 0, 0],
  submittedWeeks: [] as string[],
  team: '',
  rights: {
    registrationRights: true,
    projectAdministration: false,
    createCostPlusWork: false,
    bookOtherProjectCosts: false,
    createSurplusWork: false,
    validateRegistrations: false,
  },
});

const board = (
  lines: PlanningLine[],
  employees = [employee(1, 'Anna Bakker'), employee(2, 'Jan Jansen')],
): PlanningBoard => ({ from: '2026-11-23', to: '2026-11-29', employees, lines, booked: [] });

describe('the board’s calendar', () => {
  it('finds the Monday, the ISO week and writes hours as the field does', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(isoWeek('2026-11-24')).toBe(48);
    expect(isoWeek('2027-01-01')).toBe(53);
    expect(formatHours(7.5)).toBe('7:30');
    expect(formatHours(8)).toBe('8:00');
  });
});

describe('the board’s address', () => {
  it('keeps the period and filters, and falls back to this week and two weeks', () => {
    const now = new Date('2026-11-25T10:00:00');
    expect(readBoardView(new URLSearchParams(''), now)).toEqual({
      from: '2026-11-23',
      weeks: 2,
      search: '',
      projectId: null,
      grouping: 'none',
      right: null,
    });
    const view = readBoardView(new URLSearchParams('van=2026-11-26&weken=4&zoek=jan&project=9'), now);
    expect(view).toEqual({
      from: '2026-11-23',
      weeks: 4,
      search: 'jan',
      projectId: 9,
      grouping: 'none',
      right: null,
    });
    expect(writeBoardView(view).toString()).toBe('van=2026-11-23&weken=4&zoek=jan&project=9');
    expect(readBoardView(new URLSearchParams('van=2026-02-30&weken=3&project=x'), now)).toMatchObject({
      from: '2026-11-23',
      weeks: 2,
      projectId: null,
    });
    expect(shiftPeriod(view, -1).from).toBe('2026-10-26');
    expect(shiftPeriod({ ...view, weeks: 1 }, 1).from).toBe('2026-11-30');
  });
});

describe('merging the rows read again', () => {
  it('replaces only the rows asked for, and draws a line that moved between rows once', () => {
    const before = board([line(1, 1, '2026-11-24'), line(2, 2, '2026-11-24'), line(3, 2, '2026-11-25')]);
    // Line 1 moved from Anna to Jan; only Jan's row was read again.
    const rows = {
      ...board([{ ...line(1, 2, '2026-11-26'), version: 2 }, line(3, 2, '2026-11-25')]),
      employees: [employee(2, 'Jan Jansen')],
    };
    const after = mergeRows(before, rows, [2]);
    expect(after.lines.map((other) => [other.id, other.employeeId, other.startDate]).sort()).toEqual([
      [1, 2, '2026-11-26'],
      [3, 2, '2026-11-25'],
    ]);
    expect(after.employees.map((other) => other.id)).toEqual([1, 2]);
  });

  it('drops an employee the server no longer shows and adds a new one by name', () => {
    const before = board([], [employee(1, 'Anna Bakker', false), employee(3, 'Piet Zwart')]);
    const rows = { ...board([]), employees: [employee(2, 'Jan Jansen')] };
    expect(mergeRows(before, rows, [1, 2]).employees.map((other) => other.name)).toEqual(['Jan Jansen', 'Piet Zwart']);
  });

  it('puts a line in place of its old self, or adds it, or takes it away', () => {
    const before = board([line(1, 1, '2026-11-24')]);
    expect(upsertLine(before, { ...line(1, 1, '2026-11-25'), version: 2 }).lines).toEqual([
      { ...line(1, 1, '2026-11-25'), version: 2 },
    ]);
    expect(upsertLine(before, line(2, 1, '2026-11-25')).lines).toHaveLength(2);
    expect(removeLine(before, 1).lines).toEqual([]);
  });

  it('draws a line being moved where the planner put it, over what the server said, unless it is gone', () => {
    const read = board([line(1, 1, '2026-11-24'), line(2, 1, '2026-11-27')]);
    const moving = new Map([
      [1, line(1, 2, '2026-11-26')],
      [3, line(3, 1, '2026-11-25')],
    ]);
    expect(drawMoves(read, moving).lines).toEqual([line(1, 2, '2026-11-26'), line(2, 1, '2026-11-27')]);
    expect(drawMoves(read, new Map())).toBe(read);
  });
});

describe('batching the changes heard', () => {
  const fakeTimers = () => {
    const pending: (() => void)[] = [];
    return {
      timers: { set: (callback: () => void) => pending.push(callback), clear: () => pending.splice(0) },
      run: () => pending.splice(0).forEach((callback) => callback()),
      pending,
    };
  };

  it('reads the rows of every employee heard within the delay in one go', () => {
    const { timers, run, pending } = fakeTimers();
    const flushed: Refresh[] = [];
    const batcher = createChangeBatcher(200, (refresh) => flushed.push(refresh), timers);
    batcher.add(8);
    batcher.add(3);
    batcher.add(8);
    expect(pending).toHaveLength(1);
    run();
    expect(flushed).toEqual([{ kind: 'rows', employeeIds: [3, 8] }]);
    batcher.add(5);
    run();
    expect(flushed[1]).toEqual({ kind: 'rows', employeeIds: [5] });
  });

  it('reads everything after a company-wide change or too many rows, and nothing after cancel', () => {
    const { timers, run } = fakeTimers();
    const flushed: Refresh[] = [];
    const batcher = createChangeBatcher(200, (refresh) => flushed.push(refresh), timers);
    batcher.add(1);
    batcher.add(null);
    run();
    for (let id = 1; id <= MAX_BATCHED_ROWS + 1; id += 1) batcher.add(id);
    run();
    batcher.add(4);
    batcher.cancel();
    run();
    expect(flushed).toEqual([{ kind: 'all' }, { kind: 'all' }]);
  });
});

describe('the rows of the board', () => {
  it('stacks overlapping lines, counts planned hours and finds the conflicts', () => {
    const data = board([
      line(1, 1, '2026-11-23', '2026-11-25', 6),
      line(2, 1, '2026-11-24', '2026-11-24', 4),
      { ...line(3, 1, '2026-11-27'), target: { kind: 'indirect', id: 4, label: 'Verlof', closed: false } },
      { ...line(4, 1, '2026-11-27', '2026-12-02', 2) },
    ]);
    data.booked = [
      { employeeId: 1, date: '2026-11-23', hours: 6, on: [{ kind: 'workOrder', id: 71, label: 'WB-1', hours: 6 }] },
      { employeeId: 1, date: '2026-11-24', hours: 3, on: [{ kind: 'project', id: 9, label: 'P9', hours: 3 }] },
    ];
    data.employees[0]!.submittedWeeks = ['2026-11-23'];
    const [anna] = buildBoardRows(data, 1, '2026-11-25');
    expect(anna!.lines.map((other) => [other.id, other.lane, other.firstColumn, other.lastColumn])).toEqual([
      [1, 0, 0, 2],
      [2, 1, 1, 1],
      [3, 0, 4, 4],
      [4, 1, 4, 6],
    ]);
    expect(anna!.lanes).toBe(2);
    expect(anna!.lines.find((other) => other.id === 2)!.conflicts).toEqual(['over-working-hours']);
    expect(anna!.lines.find((other) => other.id === 4)!.conflicts).toEqual(['over-working-hours', 'on-absence']);
    expect(anna!.days[0]).toMatchObject({ planned: 6, short: true, unplanned: false, submitted: true });
    expect(anna!.days[1]).toMatchObject({ planned: 10, short: true, unplanned: true });
    expect(anna!.days[2]).toMatchObject({ short: false });
  });

  it('shows an inactive employee only while he has lines, and filters by name and project', () => {
    const data = board(
      [{ ...line(1, 2, '2026-11-24'), target: { kind: 'project', id: 9, label: 'P9', closed: false } }],
      [employee(1, 'Anna Bakker'), employee(2, 'Jan Jansen'), employee(3, 'Piet Zwart', false)],
    );
    const rows = buildBoardRows(data, 1, '2026-11-24');
    expect(filterRows(rows, '', null).map((row) => row.employee.id)).toEqual([1, 2]);
    expect(filterRows(rows, 'jan', null).map((row) => row.employee.id)).toEqual([2]);
    expect(filterRows(rows, '', 9).map((row) => row.employee.id)).toEqual([2]);
  });
});

describe('what a drop does', () => {
  const [row] = buildBoardRows(board([line(1, 1, '2026-11-24', '2026-11-25')]), 1, '2026-11-24');
  const block = row!.lines[0]!;
  const cell = (employeeId: number, date: string) => ({ employeeId, name: 'Jan Jansen', date, freeHours: 8 });

  it('moves a block keeping the day it was taken by, copies it with Ctrl, and stretches its end', () => {
    expect(dropOf({ type: 'line', line: block }, cell(2, '2026-11-27'), 1, false)).toMatchObject({
      type: 'move',
      startDate: '2026-11-26',
    });
    expect(dropOf({ type: 'line', line: block }, cell(1, '2026-11-24'), 0, false)).toBeNull();
    expect(dropOf({ type: 'line', line: block }, cell(1, '2026-11-24'), 0, true)).toMatchObject({ type: 'duplicate' });
    expect(dropOf({ type: 'resize', line: block }, cell(1, '2026-11-27'), 0, false)).toMatchObject({
      type: 'stretch',
      endDate: '2026-11-27',
    });
    expect(dropOf({ type: 'resize', line: block }, cell(1, '2026-11-20'), 0, false)).toMatchObject({
      endDate: '2026-11-24',
    });
    expect(dropOf({ type: 'resize', line: block }, cell(2, '2026-11-27'), 0, false)).toBeNull();
  });
});

describe('dragging by keyboard', () => {
  const rows = buildBoardRows(board([]), 1, '2026-11-24');
  const dates = ['2026-11-23', '2026-11-24', '2026-11-25'];
  const step = cellStepper({
    rowsRef: { current: rows },
    datesRef: { current: dates },
    // The board's focused cell: the second row's Monday (column 0 is the employee's name).
    focusRef: { current: { row: 1, column: 1 } },
  });
  type Context = Parameters<KeyboardCoordinateGetter>[1]['context'];
  // The parts of @dnd-kit's context the stepper reads.
  const press = (code: string, context: Record<string, unknown>) =>
    step({ code, preventDefault() {} } as KeyboardEvent, {
      active: 'held',
      currentCoordinates: { x: 0, y: 0 },
      context: { droppableRects: new Map(), droppableContainers: new Map(), ...context } as unknown as Context,
    });
  const at = (left: number, top: number) => ({ left, top, width: 80, height: 40, right: left + 80, bottom: top + 40 });
  const node = (rect: ReturnType<typeof at>) => ({ node: { current: { getBoundingClientRect: () => rect } } });

  it('takes what comes from the side list to the focused cell, then one cell on per arrow', () => {
    const droppableRects = new Map([
      [cellId(2, '2026-11-23'), at(200, 100)],
      [cellId(2, '2026-11-24'), at(280, 100)],
      [cellId(1, '2026-11-24'), at(280, 60)],
    ]);
    expect(press('ArrowLeft', { droppableRects })).toEqual({ x: 203, y: 103 });
    const over = (employeeId: number, date: string) => ({ over: { data: { current: { employeeId, date } } } });
    expect(press('ArrowRight', { droppableRects, ...over(2, '2026-11-23') })).toEqual({ x: 283, y: 103 });
    expect(press('ArrowUp', { droppableRects, ...over(2, '2026-11-24') })).toEqual({ x: 283, y: 63 });
    expect(press('ArrowUp', { droppableRects, ...over(1, '2026-11-24') })).toBeUndefined();
    expect(press('Tab', { droppableRects })).toBeUndefined();
  });

  it('measures the cell itself when an arrow comes before the board measured its cells', () => {
    const droppableContainers = new Map([[cellId(2, '2026-11-23'), node(at(200, 100))]]);
    expect(press('ArrowLeft', { droppableContainers })).toEqual({ x: 203, y: 103 });
  });
});

import { useDroppable } from '@dnd-kit/core';
import { memo } from 'react';
import { nl } from '../../../i18n/nl';
import { formatDay, formatHours } from '../lib/board-dates';
import { cellId, LANE_PX } from '../lib/board-layout';
import type { BoardDay, BoardLine, BoardRow } from '../lib/board-model';
import type { DropCell } from '../lib/drag-data';
import { useBoardActions } from './board-context';
import { LineBlock } from './line-block';

interface BoardCellProps {
  row: BoardRow;
  rowIndex: number;
  /** 1 for the first day: column 0 is the employee's name. */
  column: number;
  day: BoardDay;
  /** The lines that start (or enter the period) on this day: drawn from here over their days. */
  blocks: BoardLine[];
  focused: boolean;
  today: boolean;
  /** The first day of a week shown: where a submitted week says so. */
  weekStart: boolean;
}

/** One employee on one day: his blocks, planned against working hours, and what he booked. */
export const BoardCell = memo(function BoardCell({
  row,
  rowIndex,
  column,
  day,
  blocks,
  focused,
  today,
  weekStart,
}: BoardCellProps) {
  const actions = useBoardActions();
  const { employee } = row;
  const drop: DropCell = {
    employeeId: employee.id,
    name: employee.name,
    date: day.date,
    freeHours: Math.max(0, day.workingHours - day.planned),
  };
  const { setNodeRef, isOver } = useDroppable({
    id: cellId(employee.id, day.date),
    data: drop,
    disabled: !actions.editable,
  });
  const text = nl.planning;
  const className = [
    'board__cell',
    today ? 'board__cell--today' : '',
    day.workingHours === 0 ? 'board__cell--off' : '',
    day.submitted ? 'board__cell--submitted' : '',
    isOver ? 'board__cell--over' : '',
  ].join(' ');
  const showHours = day.workingHours > 0 || day.planned > 0;
  const booked = day.booked !== null && day.booked.hours > 0 ? day.booked : null;
  return (
    <div
      ref={setNodeRef}
      role="gridcell"
      aria-label={text.cellLabel(employee.name, formatDay(day.date))}
      aria-colindex={column + 1}
      tabIndex={focused ? 0 : -1}
      data-cell={`${rowIndex}:${column}`}
      className={className}
      onDoubleClick={() => actions.openCell(row, day.date)}
    >
      <div className="board__lanes" style={{ height: row.lanes * LANE_PX }}>
        {blocks.map((line) => (
          <LineBlock key={line.id} line={line} tabbable={focused} />
        ))}
      </div>
      <div className="board__foot">
        <span className="board__foot-line">
          {showHours ? (
            <span
              className={day.planned > day.workingHours ? 'board__hours board__hours--over' : 'board__hours'}
              title={text.plannedExplained(formatHours(day.planned), formatHours(day.workingHours))}
            >
              {text.plannedOfWorking(formatHours(day.planned), formatHours(day.workingHours))}
            </span>
          ) : null}
        </span>
        <span className="board__foot-line">
          {booked ? (
            <span
              className="board__booked"
              title={booked.on.map((on) => text.bookedOn(formatHours(on.hours), on.label)).join('\n')}
            >
              {text.booked(formatHours(booked.hours))}
              <span className="visually-hidden">
                {': '}
                {booked.on.map((on) => text.bookedOn(formatHours(on.hours), on.label)).join(', ')}
              </span>
            </span>
          ) : null}
          {day.short ? (
            <span className="board__mark board__mark--short" title={text.short}>
              <span aria-hidden="true">−</span>
              <span className="visually-hidden">{text.short}</span>
            </span>
          ) : null}
          {day.unplanned ? (
            <span className="board__mark board__mark--unplanned" title={text.unplanned}>
              <span aria-hidden="true">≠</span>
              <span className="visually-hidden">{text.unplanned}</span>
            </span>
          ) : null}
          {day.submitted && weekStart ? <span className="board__submitted">{text.submitted}</span> : null}
        </span>
      </div>
    </div>
  );
});

import { memo } from 'react';
import { nl } from '../../../i18n/nl';
import { GROUP_ROW_PX, rowHeight } from '../lib/board-layout';
import type { BoardRow } from '../lib/board-model';
import { BoardCell } from './board-cell';
import { useBoardActions } from './board-context';
import { RowMenu } from './row-menu';

interface BoardRowViewProps {
  row: BoardRow;
  /** Its place among the employees' rows, by which the focus names its cells. */
  index: number;
  /** Its place in the grid (aria-rowindex): the header is 1, a team's header counts too. */
  rowIndex: number;
  /** Where the virtualizer puts it. */
  start: number;
  /** The column of this row that has the board's focus; -1 when another row has it. */
  focusedColumn: number;
  todayColumn: number;
}

/** An employee's row: his name (with the row's menu) and a cell per day. */
export const BoardRowView = memo(function BoardRowView({
  row,
  index,
  rowIndex,
  start,
  focusedColumn,
  todayColumn,
}: BoardRowViewProps) {
  const actions = useBoardActions();
  const { employee } = row;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className="board__row"
      style={{ transform: `translateY(${start}px)`, height: rowHeight(row.lanes) }}
    >
      <div
        role="rowheader"
        aria-colindex={1}
        tabIndex={focusedColumn === 0 ? 0 : -1}
        data-cell={`${index}:0`}
        className="board__name"
      >
        <span className="board__name-text">{employee.name}</span>
        {employee.active ? null : <span className="badge">{nl.planning.inactive}</span>}
        {actions.editable ? (
          <RowMenu
            name={employee.name}
            items={[{ label: nl.planning.copyPreviousWeek, onSelect: () => actions.copyPreviousWeek(row) }]}
          />
        ) : null}
      </div>
      {row.days.map((day, column) => (
        <BoardCell
          key={day.date}
          row={row}
          rowIndex={index}
          column={column + 1}
          day={day}
          blocks={row.lines.filter((line) => line.firstColumn === column && line.lastColumn >= column)}
          focused={focusedColumn === column + 1}
          today={column === todayColumn}
          weekStart={column % 7 === 0}
        />
      ))}
    </div>
  );
});

interface BoardGroupViewProps {
  /** '' for the employees without a team. */
  team: string;
  size: number;
  rowIndex: number;
  /** The grid's columns, which the header spans. */
  columns: number;
  start: number;
}

/** A team's header above its rows: one cell across the board, not a stop of the focus. */
export const BoardGroupView = memo(function BoardGroupView({
  team,
  size,
  rowIndex,
  columns,
  start,
}: BoardGroupViewProps) {
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      className="board__row board__row--group"
      style={{ transform: `translateY(${start}px)`, height: GROUP_ROW_PX }}
    >
      <div role="rowheader" aria-colindex={1} aria-colspan={columns} className="board__group">
        <span className="board__group-label">
          <span className="board__group-name">{team === '' ? nl.planning.noTeam : team}</span>{' '}
          <span className="board__group-size">{nl.planning.groupSize(size)}</span>
        </span>
      </div>
    </div>
  );
});

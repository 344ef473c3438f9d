import { useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { nl } from '../../../i18n/nl';
import type { BoardWeeks } from '../lib/board-address';
import { formatDayMonth, formatWeekday, isoWeek } from '../lib/board-dates';
import type { BoardItem } from '../lib/board-groups';
import { dayWidth, GROUP_ROW_PX, ROW_HEAD_PX, rowHeight } from '../lib/board-layout';
import type { BoardLine, BoardRow } from '../lib/board-model';
import { useBoardActions } from './board-context';
import { BoardGroupView, BoardRowView } from './board-row';

/** The cell that has the board's focus: a row of the rows shown, a column (0: the name, 1…: the days). */
export interface GridFocus {
  row: number;
  column: number;
}

interface PlanningGridProps {
  /** The employees' rows, in the order drawn: what the focus moves through. */
  rows: BoardRow[];
  /** What is drawn: the rows, with a team's header above its rows when grouped (board-groups.ts). */
  items: BoardItem[];
  /** Each row's place among the items. */
  itemOfRow: number[];
  dates: string[];
  weeks: BoardWeeks;
  today: string;
  focus: GridFocus;
  onFocusChange: (focus: GridFocus) => void;
  /** True while something is dragged: the arrow keys then move it, not the focus. */
  draggingRef: RefObject<boolean>;
  /** Set by a drop, so that the focus follows what was moved by keyboard. */
  focusRequestRef: RefObject<boolean>;
}

const PAGE_ROWS = 10;

/**
 * The board as an ARIA grid: a row per employee, a cell per day; grouped, a team's header is a row of one
 * cell across the board, which the focus steps over. Only the rows in view are rendered (TanStack Virtual),
 * so 500 employees cost what 20 do. One cell is in the tab order at a time (roving tabindex); the arrow keys,
 * Home, End, PageUp and PageDown move it, Enter opens it.
 */
export function PlanningGrid({
  rows,
  items: boardItems,
  itemOfRow,
  dates,
  weeks,
  today,
  focus,
  onFocusChange,
  draggingRef,
  focusRequestRef,
}: PlanningGridProps) {
  const actions = useBoardActions();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(1000);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer's functions are read in render on purpose; nothing here is memoized by the compiler.
  const virtualizer = useVirtualizer({
    count: boardItems.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => {
      const item = boardItems[index];
      return item?.kind === 'group' ? GROUP_ROW_PX : rowHeight(item?.row.lanes ?? 1);
    },
    getItemKey: (index) => boardItems[index]?.key ?? index,
    overscan: 6,
  });
  // A row's height follows its lanes: a move can add one, so the sizes are taken again when the rows change.
  useEffect(() => virtualizer.measure(), [boardItems, virtualizer]);
  const focusItem = itemOfRow[focus.row] ?? focus.row;

  // The focus follows the keys (and a keyboard drop): to a row out of view, once it is scrolled in and drawn.
  useEffect(() => {
    if (!focusRequestRef.current) return;
    const cell = scrollRef.current?.querySelector<HTMLElement>(`[data-cell="${focus.row}:${focus.column}"]`);
    if (cell) {
      focusRequestRef.current = false;
      cell.focus();
    } else virtualizer.scrollToIndex(focusItem);
  });

  const todayColumn = dates.indexOf(today);
  const lastColumn = dates.length;

  const move = (row: number, column: number) => {
    focusRequestRef.current = true;
    onFocusChange({
      row: Math.max(0, Math.min(rows.length - 1, row)),
      column: Math.max(0, Math.min(lastColumn, column)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (draggingRef.current || event.defaultPrevented || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('[role="menu"]')) return;
    const { row, column } = focus;
    switch (event.key) {
      case 'ArrowRight':
        move(row, column + 1);
        break;
      case 'ArrowLeft':
        move(row, column - 1);
        break;
      case 'ArrowDown':
        move(row + 1, column);
        break;
      case 'ArrowUp':
        move(row - 1, column);
        break;
      case 'Home':
        move(event.ctrlKey ? 0 : row, 0);
        break;
      case 'End':
        move(event.ctrlKey ? rows.length - 1 : row, lastColumn);
        break;
      case 'PageDown':
        move(row + PAGE_ROWS, column);
        break;
      case 'PageUp':
        move(row - PAGE_ROWS, column);
        break;
      case 'Enter':
        if (!openAt(target)) return;
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  /** Enter: a block opens itself, a day opens its cell, a name opens the row's menu. */
  const openAt = (target: HTMLElement): boolean => {
    if (target.tagName === 'BUTTON') return false;
    const lineId = target.closest<HTMLElement>('[data-line-id]')?.dataset.lineId;
    const row = rows[focus.row];
    if (!row) return false;
    const line = lineId === undefined ? undefined : row.lines.find((other) => String(other.id) === lineId);
    if (line) actions.openLine(line as BoardLine);
    else if (focus.column === 0) target.closest('[role="rowheader"]')?.querySelector('button')?.click();
    else actions.openCell(row, dates[focus.column - 1]!);
    return true;
  };

  // The focused cell's row scrolled out of view (and out of the DOM): the grid itself keeps the Tab stop, and
  // hands the focus on to that cell, scrolled back in.
  const items = virtualizer.getVirtualItems();
  const focusDrawn = items.some((item) => item.index === focusItem);

  /** A click or Tab into a cell makes it the focused one. */
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target === event.currentTarget) {
      focusRequestRef.current = true;
      onFocusChange({ ...focus });
      return;
    }
    const at = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]')?.dataset.cell;
    if (!at) return;
    const [row, column] = at.split(':').map(Number) as [number, number];
    if (row !== focus.row || column !== focus.column) onFocusChange({ row, column });
  };

  const style = {
    '--day-w': `${dayWidth(width, weeks)}px`,
    '--row-head': `${ROW_HEAD_PX}px`,
    '--days': dates.length,
  } as CSSProperties;

  return (
    <div
      ref={scrollRef}
      className="board"
      role="grid"
      aria-label={nl.planning.boardLabel}
      aria-rowcount={boardItems.length + 1}
      aria-colcount={dates.length + 1}
      tabIndex={focusDrawn ? undefined : 0}
      style={style}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div role="rowgroup" className="board__head">
        <div role="row" aria-rowindex={1} className="board__row board__row--head">
          <div role="columnheader" aria-colindex={1} className="board__corner">
            {nl.planning.employeeColumn}
          </div>
          {dates.map((date, index) => (
            <div
              key={date}
              role="columnheader"
              aria-colindex={index + 2}
              className={index === todayColumn ? 'board__day board__day--today' : 'board__day'}
            >
              <span className="board__weekday">{formatWeekday(date)}</span>
              <span>{formatDayMonth(date)}</span>
              {index % 7 === 0 ? <span className="board__week">{nl.planning.weekNumber(isoWeek(date))}</span> : null}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup" className="board__body" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const drawn = boardItems[item.index]!;
          return drawn.kind === 'group' ? (
            <BoardGroupView
              key={item.key}
              team={drawn.team}
              size={drawn.size}
              rowIndex={item.index + 2}
              columns={dates.length + 1}
              start={item.start}
            />
          ) : (
            <BoardRowView
              key={item.key}
              row={drawn.row}
              index={drawn.rowIndex}
              rowIndex={item.index + 2}
              start={item.start}
              focusedColumn={focus.row === drawn.rowIndex ? focus.column : -1}
              todayColumn={todayColumn}
            />
          );
        })}
      </div>
    </div>
  );
}

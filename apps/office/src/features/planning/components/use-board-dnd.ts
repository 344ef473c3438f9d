import {
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { nl } from '../../../i18n/nl';
import { addDays, daysBetween, formatDay } from '../lib/board-dates';
import { cellId } from '../lib/board-layout';
import type { BoardRow } from '../lib/board-model';
import { sourceLabel, type DragSource, type DropCell } from '../lib/drag-data';
import type { GridFocus } from './planning-grid';

/** What a drop does: the page carries it out. */
export type Drop =
  | { type: 'create'; source: Extract<DragSource, { type: 'new' }>; cell: DropCell }
  | { type: 'move' | 'duplicate'; source: Extract<DragSource, { type: 'line' }>; cell: DropCell; startDate: string }
  | { type: 'stretch'; source: Extract<DragSource, { type: 'resize' }>; cell: DropCell; endDate: string };

interface BoardDndOptions {
  rowsRef: RefObject<BoardRow[]>;
  datesRef: RefObject<string[]>;
  focusRef: RefObject<GridFocus>;
  draggingRef: RefObject<boolean>;
  /** `byKeyboard`: the focus then follows the drop. */
  onDrop: (drop: Drop, byKeyboard: boolean) => void;
}

const sourceOf = (data: unknown) => data as DragSource | undefined;
const cellOf = (data: unknown) => data as DropCell | undefined;

/** The day of a block that the pointer took it by: a block dropped keeps that day under the pointer. */
function grabbedOffset(event: DragStartEvent, source: DragSource, dates: string[]): number {
  if (source.type !== 'line') return 0;
  const { line } = source;
  const firstShown = dates[line.firstColumn] ?? line.startDate;
  const rect = event.active.rect.current.initial;
  const pointer = event.activatorEvent instanceof PointerEvent ? event.activatorEvent : null;
  const span = line.lastColumn - line.firstColumn + 1;
  const grabbedColumn =
    pointer && rect && rect.width > 0
      ? Math.min(span - 1, Math.max(0, Math.floor(((pointer.clientX - rect.left) / rect.width) * span)))
      : 0;
  return daysBetween(line.startDate, firstShown) + grabbedColumn;
}

/** What a drop on a cell would do, or null when it does nothing (the same place, another employee's end). */
export function dropOf(source: DragSource, cell: DropCell, offset: number, copy: boolean): Drop | null {
  if (source.type === 'new') return { type: 'create', source, cell };
  const { line } = source;
  if (source.type === 'resize') {
    const endDate = cell.date < line.startDate ? line.startDate : cell.date;
    return cell.employeeId === line.employeeId && endDate !== line.endDate
      ? { type: 'stretch', source, cell, endDate }
      : null;
  }
  const startDate = addDays(cell.date, -offset);
  if (!copy && startDate === line.startDate && cell.employeeId === line.employeeId) return null;
  return { type: copy ? 'duplicate' : 'move', source, cell, startDate };
}

/** The status line's (and the screen reader's) sentence of a drop: "Werkbon WB-1 verplaatst naar Jan, dinsdag 3 maart". */
export function dropText(drop: Drop): string {
  const label = sourceLabel(drop.source);
  const text = nl.planning;
  switch (drop.type) {
    case 'create':
      return text.created(label, drop.cell.name, formatDay(drop.cell.date));
    case 'move':
      return text.moved(label, drop.cell.name, formatDay(drop.startDate));
    case 'duplicate':
      return text.duplicated(label, drop.cell.name, formatDay(drop.startDate));
    case 'stretch':
      return text.stretched(label, formatDay(drop.endDate));
  }
}

/**
 * Keyboard dragging goes from cell to cell: the arrow keys move what is held to the next day or employee; from
 * the side list, the first arrow takes it to the board's focused cell.
 */
export function cellStepper(
  options: Pick<BoardDndOptions, 'rowsRef' | 'datesRef' | 'focusRef'>,
): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const rows = options.rowsRef.current;
    const dates = options.datesRef.current;
    const over = cellOf(context.over?.data.current);
    const arrows: string[] = [KeyboardCode.Right, KeyboardCode.Left, KeyboardCode.Down, KeyboardCode.Up];
    if (!arrows.includes(event.code)) return undefined;
    let row = over ? rows.findIndex((other) => other.employee.id === over.employeeId) : -1;
    let column = over ? dates.indexOf(over.date) : -1;
    if (row === -1 || column === -1) {
      row = options.focusRef.current.row;
      column = Math.max(0, options.focusRef.current.column - 1);
    } else {
      switch (event.code) {
        case KeyboardCode.Right:
          column += 1;
          break;
        case KeyboardCode.Left:
          column -= 1;
          break;
        case KeyboardCode.Down:
          row += 1;
          break;
        default:
          row -= 1;
      }
    }
    const target = rows[row];
    const date = dates[column];
    if (!target || !date) return undefined;
    event.preventDefault();
    // The cells are measured a render after the pick-up; an arrow pressed before that measures its cell itself.
    const id = cellId(target.employee.id, date);
    const rect =
      context.droppableRects.get(id) ?? context.droppableContainers.get(id)?.node.current?.getBoundingClientRect();
    return rect ? { x: rect.left + 3, y: rect.top + 3 } : undefined;
  };
}

/** The pointer's cell for a mouse or a finger; for the keyboard, the cell the held thing's corner is in. */
const collisionDetection: CollisionDetection = (args) => {
  if (args.pointerCoordinates) return pointerWithin(args);
  const x = args.collisionRect.left + 3;
  const y = args.collisionRect.top + 3;
  for (const container of args.droppableContainers) {
    const rect = args.droppableRects.get(container.id);
    if (rect && x >= rect.left && x < rect.left + rect.width && y >= rect.top && y < rect.top + rect.height)
      return [{ id: container.id, data: { droppableContainer: container, value: 0 } }];
  }
  return [];
};

/** @dnd-kit for the board: sensors, where a drop lands, what it does, and what the screen reader is told. */
export function useBoardDnd(options: BoardDndOptions) {
  const { draggingRef } = options;
  const offsetRef = useRef(0);
  const copyRef = useRef(false);
  const keyboardRef = useRef(false);
  const [held, setHeld] = useState<DragSource | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: cellStepper(options),
      keyboardCodes: {
        start: [KeyboardCode.Space],
        cancel: [KeyboardCode.Esc],
        end: [KeyboardCode.Space, KeyboardCode.Enter],
      },
    }),
  );

  const dropAt = (active: DragEndEvent['active'], over: DragEndEvent['over']) => {
    const source = sourceOf(active.data.current);
    const cell = cellOf(over?.data.current);
    return source && cell ? dropOf(source, cell, offsetRef.current, copyRef.current) : null;
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const source = sourceOf(active.data.current);
      return source ? nl.planning.dnd.picked(sourceLabel(source)) : undefined;
    },
    onDragOver: ({ active, over }) => {
      const source = sourceOf(active.data.current);
      const cell = cellOf(over?.data.current);
      if (!source) return undefined;
      return cell
        ? nl.planning.dnd.over(sourceLabel(source), `${cell.name}, ${formatDay(cell.date)}`)
        : nl.planning.dnd.outside(sourceLabel(source));
    },
    onDragEnd: ({ active, over }) => {
      const drop = dropAt(active, over);
      return drop ? dropText(drop) : undefined;
    },
    onDragCancel: ({ active }) => {
      const source = sourceOf(active.data.current);
      return source ? nl.planning.dnd.cancelled(sourceLabel(source)) : undefined;
    },
  };

  const onDragStart = (event: DragStartEvent) => {
    const source = sourceOf(event.active.data.current);
    draggingRef.current = true;
    offsetRef.current = source ? grabbedOffset(event, source, options.datesRef.current) : 0;
    copyRef.current =
      event.activatorEvent instanceof PointerEvent && (event.activatorEvent.ctrlKey || event.activatorEvent.metaKey);
    keyboardRef.current = event.activatorEvent instanceof KeyboardEvent;
    setHeld(source ?? null);
  };

  const finish = () => {
    draggingRef.current = false;
    setHeld(null);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const drop = dropAt(active, over);
    finish();
    if (drop) options.onDrop(drop, keyboardRef.current);
  };

  // Ctrl (or Cmd) held at the drop makes a copy: the key may be pressed, or let go, after the drag began.
  useEffect(() => {
    if (held === null) return;
    const follow = (event: KeyboardEvent | PointerEvent) => {
      copyRef.current = event.ctrlKey || event.metaKey;
    };
    window.addEventListener('keydown', follow);
    window.addEventListener('keyup', follow);
    window.addEventListener('pointermove', follow);
    return () => {
      window.removeEventListener('keydown', follow);
      window.removeEventListener('keyup', follow);
      window.removeEventListener('pointermove', follow);
    };
  }, [held]);

  return {
    held,
    dndProps: {
      sensors,
      collisionDetection,
      accessibility: {
        announcements,
        screenReaderInstructions: { draggable: nl.planning.dnd.instructions },
        // The board puts the focus on the cell dropped on itself: the block held is drawn anew there.
        restoreFocus: false,
      },
      onDragStart,
      onDragEnd,
      onDragCancel: finish,
    },
  };
}

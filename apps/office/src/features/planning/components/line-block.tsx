import { useDraggable } from '@dnd-kit/core';
import { memo, type ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import { formatDay, formatHours } from '../lib/board-dates';
import { LANE_PX } from '../lib/board-layout';
import type { BoardLine } from '../lib/board-model';
import type { DragSource } from '../lib/drag-data';
import { useBoardActions } from './board-context';

interface LineBlockProps {
  line: BoardLine;
  /** In the cell that has the board's focus: reachable by Tab. */
  tabbable: boolean;
}

/** The accessible name of a block: what, how long a day, from when, on which days, and what is wrong with it. */
export function blockName(line: BoardLine): string {
  const text = nl.planning;
  return [
    `${text.kinds[line.target.kind]} ${line.target.label}, ${text.lineHours(formatHours(line.durationHours), line.arrival)}`,
    text.blockDays(formatDay(line.startDate), formatDay(line.endDate)),
    ...line.conflicts.map((conflict) => text.conflicts[conflict]),
    ...(line.externalId === null ? [] : [nl.managed.badge]),
  ].join('; ');
}

/** A planning line drawn over the days it covers; a planner drags it elsewhere, or by its end over more days. */
export const LineBlock = memo(function LineBlock({ line, tabbable }: LineBlockProps) {
  const actions = useBoardActions();
  const movable = actions.editable && line.externalId === null;
  const span = line.lastColumn - line.firstColumn + 1;
  const blocking = line.conflicts.some((conflict) => conflict === 'closed-target' || conflict === 'inactive-employee');
  const className = [
    'block',
    `block--${line.target.kind}`,
    line.conflicts.length > 0 ? (blocking ? 'block--blocked' : 'block--warning') : '',
    line.externalId === null ? '' : 'block--managed',
  ].join(' ');
  const style = { top: line.lane * LANE_PX, width: `calc(var(--day-w) * ${span} - 6px)` };
  return (
    <>
      <Draggable id={`line:${line.id}`} source={{ type: 'line', line }} movable={movable}>
        {(drag) => (
          <div
            {...drag}
            role="button"
            tabIndex={tabbable ? 0 : -1}
            aria-label={blockName(line)}
            title={blockName(line)}
            data-line-id={line.id}
            className={`${className}${drag['data-dragging'] ? ' block--dragging' : ''}`}
            style={style}
            onClick={() => actions.openLine(line)}
          >
            <span className="block__label">
              {line.conflicts.length > 0 ? (
                <span className="block__warn" aria-hidden="true">
                  !
                </span>
              ) : null}
              {line.target.label}
            </span>
            <span className="block__meta" aria-hidden="true">
              {formatHours(line.durationHours)}
              {line.arrival ? ` · ${line.arrival}` : ''}
              {line.externalId === null ? '' : ` · ${nl.managed.badge}`}
            </span>
          </div>
        )}
      </Draggable>
      {movable ? (
        <Draggable id={`resize:${line.id}`} source={{ type: 'resize', line }} movable>
          {(drag) => (
            <div
              {...drag}
              role="button"
              tabIndex={tabbable ? 0 : -1}
              aria-label={nl.planning.resize(line.target.label)}
              className="block__resize"
              style={{ top: line.lane * LANE_PX, left: `calc(var(--day-w) * ${span} - 14px)` }}
            />
          )}
        </Draggable>
      ) : null}
    </>
  );
});

type DragProps = Record<string, unknown> & { ref: (node: HTMLElement | null) => void; 'data-dragging'?: boolean };

/** A draggable of the board; one that may not move gets no listeners and says nothing of dragging. */
function Draggable({
  id,
  source,
  movable,
  children,
}: {
  id: string;
  source: DragSource;
  movable: boolean;
  children: (props: DragProps) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id,
    data: source,
    disabled: !movable,
    attributes: { roleDescription: nl.planning.draggable },
  });
  if (!movable) return children({ ref: setNodeRef });
  const { role: _role, tabIndex: _tabIndex, ...rest } = attributes;
  return children({ ref: setNodeRef, ...rest, ...listeners, 'data-dragging': isDragging || undefined });
}

import { nl } from '../../../i18n/nl';
import type { BoardLine } from './board-model';
import type { TargetChoice } from './targets';

/** What is being dragged: something of the side list, a block, or the end of a block. */
export type DragSource =
  { type: 'new'; choice: TargetChoice } | { type: 'line'; line: BoardLine } | { type: 'resize'; line: BoardLine };

/** A cell as a place to drop on. */
export interface DropCell {
  employeeId: number;
  name: string;
  date: string;
  /** The day's working hours not planned yet: what a line dropped here is planned for. */
  freeHours: number;
}

/** "Werkbon WB-12 Storing cv": what the screen reader and the status line call it. */
export function sourceLabel(source: DragSource): string {
  const target =
    source.type === 'new' ? source.choice : { kind: source.line.target.kind, label: source.line.target.label };
  return `${nl.planning.kinds[target.kind]} ${target.label}`;
}

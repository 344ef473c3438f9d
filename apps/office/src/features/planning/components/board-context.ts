import { createContext, useContext } from 'react';
import type { BoardLine, BoardRow } from '../lib/board-model';

/** What a cell, block or row of the board asks the page to do: stable, so the memoized cells stay put. */
export interface BoardActions {
  editable: boolean;
  openCell: (row: BoardRow, date: string) => void;
  openLine: (line: BoardLine) => void;
  copyPreviousWeek: (row: BoardRow) => void;
}

export const BoardActionsContext = createContext<BoardActions | null>(null);

export function useBoardActions(): BoardActions {
  const actions = useContext(BoardActionsContext);
  if (!actions) throw new Error('useBoardActions outside the planning board');
  return actions;
}

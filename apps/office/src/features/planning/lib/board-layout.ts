import type { BoardWeeks } from './board-address';

/** The board's measures, in pixels: CSS reads them from the grid's custom properties. */
export const LANE_PX = 30;
const CELL_FOOT_PX = 40;
const ROW_PAD_PX = 6;
export const ROW_HEAD_PX = 180;

/** The narrowest a day gets; below it the board scrolls sideways. */
const MIN_DAY_PX: Record<BoardWeeks, number> = { 1: 84, 2: 84, 4: 64 };

export const rowHeight = (lanes: number) => lanes * LANE_PX + CELL_FOOT_PX + ROW_PAD_PX;
/** A team's header row, when the board is grouped. */
export const GROUP_ROW_PX = 32;

/** The width of a day: the room there is shared by the days, never narrower than a block's text needs. */
export const dayWidth = (boardWidth: number, weeks: BoardWeeks) =>
  Math.max(MIN_DAY_PX[weeks], Math.floor((boardWidth - ROW_HEAD_PX) / (weeks * 7)));

/** The id of a cell as a drop target: "cell:<employee>:<date>". */
export const cellId = (employeeId: number, date: string) => `cell:${employeeId}:${date}`;

import { PLANNING_EDITORS, planningLineFields, planningTargetFields } from '@bouwwerk/domain';
import { DndContext, DragOverlay } from '@dnd-kit/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../api/session';
import { nl } from '../../../i18n/nl';
import { boardQuery } from '../api/planning';
import { useBoardWrites } from '../api/use-board-writes';
import { useLiveBoard } from '../api/use-live-board';
import { readBoardView, writeBoardView, type BoardView } from '../lib/board-address';
import { addDays, daysBetween, periodDays, today } from '../lib/board-dates';
import {
  buildBoardRows,
  filterRows,
  plainLine,
  plannedProjects,
  type BoardLine,
  type BoardRow,
} from '../lib/board-model';
import { groupRows, withRight } from '../lib/board-groups';
import { drawMoves } from '../lib/board-merge';
import { sourceLabel } from '../lib/drag-data';
import { BoardActionsContext, type BoardActions } from './board-context';
import { BoardDialogs, type DialogState } from './board-dialogs';
import { BoardLegend } from './board-legend';
import { BoardToolbar } from './board-toolbar';
import './planning.css';
import { PlanningGrid, type GridFocus } from './planning-grid';
import { TargetList } from './target-list';
import { useBoardDnd, dropText, type Drop } from './use-board-dnd';
import { useTargetChoices } from './use-target-choices';

/**
 * /kantoor/planning, the Planbord: employees down the side, days across, planning lines as blocks; a planner
 * drags from the side list onto a day, moves and stretches blocks, and sees what the field booked.
 */
export function PlanningPage() {
  const session = useSession();
  const editable = PLANNING_EDITORS.includes(session.user.role);
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readBoardView(searchParams);
  const setView = (next: BoardView, replace = false) => setSearchParams(writeBoardView(next), { replace });
  const titleId = useId();
  const text = nl.planning;

  const board = useQuery({ ...boardQuery(view.from, view.weeks), placeholderData: keepPreviousData });
  const writes = useBoardWrites(view.from, view.weeks);
  const shownBoard = useMemo(
    () => (board.data && board.data.from === view.from ? drawMoves(board.data, writes.moving) : undefined),
    [board.data, view.from, writes.moving],
  );
  const todayDate = today();
  const dates = useMemo(() => periodDays(view.from, view.weeks), [view.from, view.weeks]);
  const allRows = useMemo(
    () => (shownBoard ? buildBoardRows(shownBoard, view.weeks, todayDate) : []),
    [shownBoard, view.weeks, todayDate],
  );
  const grouped = useMemo(
    () => groupRows(withRight(filterRows(allRows, view.search, view.projectId), view.right), view.grouping),
    [allRows, view.search, view.projectId, view.right, view.grouping],
  );
  const { rows } = grouped;
  const projects = useMemo(() => (shownBoard ? plannedProjects(shownBoard) : []), [shownBoard]);
  const lost = useLiveBoard(view.from, view.weeks);
  const choices = useTargetChoices(editable);

  const [focus, setFocus] = useState<GridFocus>({ row: 0, column: 1 });
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const rowsRef = useRef(rows);
  const datesRef = useRef(dates);
  const focusRef = useRef(focus);
  const draggingRef = useRef(false);
  const focusRequestRef = useRef(false);
  useLayoutEffect(() => {
    rowsRef.current = rows;
    datesRef.current = dates;
    focusRef.current = focus;
  });
  const shownFocus = { row: Math.min(focus.row, Math.max(0, rows.length - 1)), column: focus.column };

  const onDrop = (drop: Drop, byKeyboard: boolean) => {
    const said = () => dropText(drop);
    const { cell } = drop;
    if (byKeyboard) {
      const row = rows.findIndex((other) => other.employee.id === cell.employeeId);
      focusRequestRef.current = true;
      const date = drop.type === 'move' || drop.type === 'duplicate' ? drop.startDate : cell.date;
      setFocus({ row: Math.max(0, row), column: Math.max(0, dates.indexOf(date)) + 1 });
    }
    if (drop.type === 'create') {
      const { kind, id } = drop.source.choice;
      void writes.create(
        {
          employeeId: cell.employeeId,
          startDate: cell.date,
          endDate: cell.date,
          arrival: '',
          durationHours: cell.freeHours,
          ...planningTargetFields(kind, id),
          description: '',
          remark: '',
        },
        said,
      );
      return;
    }
    const line = plainLine(drop.source.line);
    if (drop.type === 'stretch') {
      void writes.change(line, { endDate: drop.endDate }, said);
      return;
    }
    const endDate = addDays(drop.startDate, daysBetween(line.startDate, line.endDate));
    const place = { employeeId: cell.employeeId, startDate: drop.startDate, endDate };
    if (drop.type === 'duplicate') void writes.create(planningLineFields(line, place), said);
    else void writes.change(line, place, said);
  };
  const dnd = useBoardDnd({ rowsRef, datesRef, focusRef, draggingRef, onDrop });

  const actions = useMemo<BoardActions>(
    () => ({
      editable,
      openCell: (row: BoardRow, date: string) => setDialog({ type: 'cell', employeeId: row.employee.id, date }),
      openLine: (line: BoardLine) => setDialog({ type: 'line', lineId: line.id }),
      copyPreviousWeek: (row: BoardRow) => setDialog({ type: 'copy', employeeId: row.employee.id }),
    }),
    [editable],
  );

  return (
    <section className="page planning" aria-labelledby={titleId}>
      <title>{`${text.title} · ${nl.app.name}`}</title>
      <div className="page__header">
        <h1 id={titleId}>{text.title}</h1>
        {editable ? (
          <button type="button" className="button" onClick={() => setDialog({ type: 'copy', employeeId: null })}>
            {text.copyPreviousWeek}
          </button>
        ) : (
          <p className="muted">{text.readOnly}</p>
        )}
      </div>
      <BoardToolbar
        view={view}
        onChange={setView}
        projects={projects}
        shown={shownBoard ? rows.length : null}
        total={allRows.length}
      />
      <p role="status" className={`planning__notice planning__notice--${writes.notice?.tone ?? 'done'}`}>
        {writes.notice?.text ?? ''}
      </p>
      {lost ? (
        <p role="alert" className="planning__lost">
          {text.disconnected}
        </p>
      ) : null}
      <BoardActionsContext.Provider value={actions}>
        <DndContext {...dnd.dndProps}>
          <div className={editable ? 'planning__body planning__body--side' : 'planning__body'}>
            {board.isError && !shownBoard ? (
              <div role="alert" className="card">
                <p>{text.loadFailed}</p>
                <button type="button" className="button" onClick={() => void board.refetch()}>
                  {nl.errors.retry}
                </button>
              </div>
            ) : !shownBoard ? (
              <p role="status">{nl.app.loading}</p>
            ) : rows.length === 0 ? (
              <p>{text.none}</p>
            ) : (
              <PlanningGrid
                rows={rows}
                items={grouped.items}
                itemOfRow={grouped.itemOfRow}
                dates={dates}
                weeks={view.weeks}
                today={todayDate}
                focus={shownFocus}
                onFocusChange={setFocus}
                draggingRef={draggingRef}
                focusRequestRef={focusRequestRef}
              />
            )}
            {editable ? <TargetList choices={choices} /> : null}
          </div>
          <BoardLegend />
          <DragOverlay dropAnimation={null}>
            {dnd.held ? <div className="block block--overlay">{sourceLabel(dnd.held)}</div> : null}
          </DragOverlay>
        </DndContext>
      </BoardActionsContext.Provider>

      <BoardDialogs
        dialog={dialog}
        onDialog={setDialog}
        rows={allRows}
        editable={editable}
        employees={shownBoard?.employees ?? []}
        choices={choices}
        writes={writes}
        from={view.from}
      />
    </section>
  );
}

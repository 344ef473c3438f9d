import { planningLineFields } from '@bouwwerk/domain';
import type { PlanningBoard, PlanningCopyWeek, PlanningLine, PlanningLineInput } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { keys } from '../../../api/keys';
import { isApiError } from '../../../lib/api-client';
import { removeLine, upsertLine } from '../lib/board-merge';
import { currentLine, planningRefusal, VERSION_CONFLICT, versionConflictText } from '../lib/refusal';
import { boardKey, copyWeek, PLANNING_KEY, createLine, deleteLine, updateLine } from './planning';

/** What the last change of the board did, or why it did not: said in the status line above the board. */
export interface BoardNotice {
  text: string;
  tone: 'done' | 'warning';
}

/**
 * The board's writes: each shown at once where it makes sense (a move), saved, and then drawn as the server
 * answered. A refusal puts back what was there; a change based on an older version draws the line as it is
 * now and says who changed it: nothing is lost without a word.
 */
export function useBoardWrites(from: string, weeks: number) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<BoardNotice | null>(null);
  const key = boardKey(from, weeks);
  const sending = useRef(new Map<number, Promise<boolean>>());
  const ownVersions = useRef(new Map<number, number>());
  const [moving, setMoving] = useState<ReadonlyMap<number, PlanningLine>>(() => new Map());

  const edit = (update: (board: PlanningBoard) => PlanningBoard) =>
    queryClient.setQueryData<PlanningBoard>(key, (board) => (board ? update(board) : board));
  const done = (text: string) => {
    setNotice({ text, tone: 'done' });
    // Other periods kept in memory may show this line: they are read again when next shown.
    void queryClient.invalidateQueries({ queryKey: PLANNING_KEY, refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: keys.auditLogs });
  };

  /** Puts the board right after a refusal: the line as the server has it now, or as it was before. */
  const refused = (error: unknown, before: PlanningLine | null) => {
    if (isApiError(error, 409, VERSION_CONFLICT) && before) {
      const current = currentLine(error);
      edit((board) => (current ? upsertLine(board, current) : removeLine(board, before.id)));
    } else if (before) edit((board) => upsertLine(board, before));
    setNotice({ text: planningRefusal(error), tone: 'warning' });
  };

  const create = async (body: PlanningLineInput, said: (line: PlanningLine) => string) => {
    try {
      const line = await createLine(body);
      edit((board) => upsertLine(board, line));
      done(said(line));
      return true;
    } catch (error) {
      refused(error, null);
      return false;
    }
  };

  /**
   * A move or a stretch: drawn at once, and kept so while it is saved, even when the board is read again
   * meanwhile (another planner's change, a stream that reconnected); put back if refused. A planner who moves
   * a block again before the first move is saved is not refused by his own change: the moves of a line are
   * sent one after another, each on the version the one before it made.
   */
  const change = (line: PlanningLine, changes: Partial<PlanningLineInput>, said: (line: PlanningLine) => string) => {
    const { employeeId, startDate, endDate } = { ...line, ...changes };
    setMoving((before) => new Map(before).set(line.id, { ...line, employeeId, startDate, endDate }));
    const previous = sending.current.get(line.id) ?? Promise.resolve(true);
    const next: Promise<boolean> = previous
      .then(async () => {
        try {
          const version = Math.max(line.version, ownVersions.current.get(line.id) ?? 0);
          const saved = await updateLine(line.id, { ...planningLineFields(line, changes), version });
          ownVersions.current.set(line.id, saved.version);
          edit((board) => upsertLine(board, saved));
          done(said(saved));
          return true;
        } catch (error) {
          refused(error, line);
          return false;
        }
      })
      .then((saved) => {
        if (sending.current.get(line.id) === next) {
          sending.current.delete(line.id);
          setMoving((before) => withoutKey(before, line.id));
        }
        return saved;
      });
    sending.current.set(line.id, next);
    return next;
  };

  /**
   * The line form's save: the answer drawn; a version conflict drawn and said (the form closes, resolving
   * null); any other refusal thrown back to the form, which explains it at its field.
   */
  const save = async (line: PlanningLine | null, body: PlanningLineInput, said: string) => {
    try {
      const saved = line
        ? await updateLine(line.id, { ...body, version: Math.max(line.version, ownVersions.current.get(line.id) ?? 0) })
        : await createLine(body);
      ownVersions.current.set(saved.id, saved.version);
      edit((board) => upsertLine(board, saved));
      done(said);
      return saved;
    } catch (error) {
      if (!line || !isApiError(error, 409, VERSION_CONFLICT)) throw error;
      refused(error, line);
      return null;
    }
  };

  const remove = async (line: PlanningLine, said: string) => {
    try {
      await deleteLine(line.id, line.version);
      edit((board) => removeLine(board, line.id));
      done(said);
      return true;
    } catch (error) {
      if (isApiError(error, 404)) {
        edit((board) => removeLine(board, line.id));
        setNotice({ text: versionConflictText(null), tone: 'warning' });
      } else refused(error, line);
      return false;
    }
  };

  const copy = async (body: PlanningCopyWeek, said: (copied: number, skipped: number) => string) => {
    try {
      const result = await copyWeek(body);
      done(said(result.copied, result.skipped));
      await queryClient.invalidateQueries({ queryKey: key });
      return true;
    } catch (error) {
      refused(error, null);
      return false;
    }
  };

  return { notice, setNotice, moving, create, change, save, remove, copy };
}

function withoutKey<K, V>(map: ReadonlyMap<K, V>, key: K): ReadonlyMap<K, V> {
  const rest = new Map(map);
  rest.delete(key);
  return rest;
}

export type BoardWrites = ReturnType<typeof useBoardWrites>;

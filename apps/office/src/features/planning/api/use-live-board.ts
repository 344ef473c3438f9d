import { OfficeChangeEventSchema, type PlanningBoard } from '@bouwwerk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { mergeRows } from '../lib/board-merge';
import { createChangeBatcher } from '../lib/change-batcher';
import { boardKey, fetchRows } from './planning';

const EVENTS = '/office/v1/events';
/** Changes heard within this long of each other are read in one request. */
const BATCH_MS = 200;
/** A stream the server closed for good (it answered with an error) is opened again after this long. */
const REOPEN_MS = 5_000;

/**
 * Keeps the board of a period live: the server's stream of changes (Server-Sent Events) names the employees
 * whose rows changed, and only those are read again; a company-wide change or a stream that (re)connected reads
 * it all. Answers true while the stream is lost.
 */
export function useLiveBoard(from: string, weeks: number): boolean {
  const queryClient = useQueryClient();
  const [lost, setLost] = useState(false);

  useEffect(() => {
    const key = boardKey(from, weeks);
    const readAll = () => void queryClient.invalidateQueries({ queryKey: key, exact: true });
    const batcher = createChangeBatcher(BATCH_MS, (refresh) => {
      if (refresh.kind === 'all') return readAll();
      fetchRows(from, weeks, refresh.employeeIds).then(
        (rows) =>
          queryClient.setQueryData<PlanningBoard>(key, (board) =>
            board ? mergeRows(board, rows, refresh.employeeIds) : board,
          ),
        readAll,
      );
    });

    let source: EventSource | null = null;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      const openedAt = Date.now();
      let missed = false;
      source = new EventSource(EVENTS);
      source.addEventListener('ready', () => {
        setLost(false);
        batcher.cancel();
        // What changed while the stream was away was never sent: read it all, unless the stream never was away
        // and the board was read after it opened.
        if (missed || (queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) < openedAt) readAll();
        missed = false;
      });
      source.addEventListener('change', (event: MessageEvent<string>) => {
        const change = parseChange(event.data);
        if (change) batcher.add(change.employeeId);
      });
      source.addEventListener('error', () => {
        missed = true;
        setLost(true);
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          reopen = setTimeout(open, REOPEN_MS);
        }
      });
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
      batcher.cancel();
    };
  }, [from, weeks, queryClient]);

  return lost;
}

function parseChange(data: string) {
  try {
    const parsed = OfficeChangeEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

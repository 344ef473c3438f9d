import { useId } from 'react';
import { Dialog } from '../../../components/dialog';
import { ManagedBadge } from '../../../components/managed-badge';
import { nl } from '../../../i18n/nl';
import { formatDateTime } from '../../../lib/dates';
import { formatDay, formatHours } from '../lib/board-dates';
import type { BoardLine } from '../lib/board-model';

export type LineAction = 'edit' | 'move' | 'duplicate' | 'remove';

interface CellDialogProps {
  title: string;
  lines: BoardLine[];
  editable: boolean;
  onAction: (action: LineAction, line: BoardLine) => void;
  /** 'Nieuwe planning' on this day; none for a single block or a role that reads. */
  onNew?: () => void;
  onClose: () => void;
}

/** A day of an employee (Enter on a cell) or one block (a click): its lines, each with what can be done with it. */
export function CellDialog({ title, lines, editable, onAction, onNew, onClose }: CellDialogProps) {
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          {onNew && editable ? (
            <button type="button" className="button button--primary" onClick={onNew}>
              {nl.planning.newLine}
            </button>
          ) : null}
          <button type="button" className="button" onClick={onClose}>
            {nl.app.close}
          </button>
        </>
      }
    >
      {lines.length === 0 ? (
        <p>{nl.planning.cellEmpty}</p>
      ) : (
        <ul className="cell-lines">
          {lines.map((line) => (
            <LineItem key={line.id} line={line} editable={editable} onAction={onAction} />
          ))}
        </ul>
      )}
    </Dialog>
  );
}

const ACTIONS: LineAction[] = ['edit', 'move', 'duplicate', 'remove'];

function LineItem({
  line,
  editable,
  onAction,
}: {
  line: BoardLine;
  editable: boolean;
  onAction: CellDialogProps['onAction'];
}) {
  const text = nl.planning;
  const titleId = useId();
  const changeable = editable && line.externalId === null;
  return (
    <li className={`cell-line cell-line--${line.target.kind}`}>
      <p id={titleId} className="cell-line__title">
        <strong>
          {text.kinds[line.target.kind]} {line.target.label}
        </strong>
        {line.externalId === null ? null : <ManagedBadge inList />}
      </p>
      <p>
        {text.blockDays(formatDay(line.startDate), formatDay(line.endDate))} ·{' '}
        {text.lineHours(formatHours(line.durationHours), line.arrival)}
      </p>
      {line.description ? <p>{line.description}</p> : null}
      {line.remark ? <p className="muted">{line.remark}</p> : null}
      {line.conflicts.length > 0 ? (
        <ul className="cell-line__conflicts">
          {line.conflicts.map((conflict) => (
            <li key={conflict}>{text.conflicts[conflict]}</li>
          ))}
        </ul>
      ) : null}
      {line.lastChange ? (
        <p className="muted">{text.changedBy(line.lastChange.name, formatDateTime(line.lastChange.at))}</p>
      ) : null}
      {changeable ? (
        <div className="button-row">
          {ACTIONS.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'remove' ? 'button button--small button--danger' : 'button button--small'}
              aria-describedby={titleId}
              onClick={() => onAction(action, line)}
            >
              {text[action]}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}

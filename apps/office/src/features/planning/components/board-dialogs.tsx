import type { PlanningLine, PlanningLineInput, PlanningTargetKind } from '@bouwwerk/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { nl } from '../../../i18n/nl';
import type { BoardWrites } from '../api/use-board-writes';
import { addDays, formatDay, isoWeek } from '../lib/board-dates';
import { plainLine, type BoardEmployee, type BoardLine, type BoardRow } from '../lib/board-model';
import { lineValues, newLineValues, type LineValues } from '../lib/line-values';
import type { TargetChoice } from '../lib/targets';
import { CellDialog, type LineAction } from './cell-dialog';
import { LineDialog, type LineDialogMode } from './line-dialog';

/** The dialog the board has open, if any. */
export type DialogState =
  | { type: 'cell'; employeeId: number; date: string }
  | { type: 'line'; lineId: number }
  | { type: 'form'; mode: LineDialogMode; line: PlanningLine | null; initial: LineValues }
  | { type: 'remove'; line: BoardLine }
  | { type: 'copy'; employeeId: number | null };

interface BoardDialogsProps {
  dialog: DialogState | null;
  onDialog: (dialog: DialogState | null) => void;
  /** Every row of the period, unfiltered: a dialog shows its lines as they are now, live. */
  rows: BoardRow[];
  editable: boolean;
  employees: BoardEmployee[];
  choices: Record<PlanningTargetKind, TargetChoice[]> | null;
  writes: BoardWrites;
  /** The first day shown: 'Kopieer vorige week' copies onto its week. */
  from: string;
}

/** The board's dialogs: a day, a block, the line form, and the questions before removing or copying. */
export function BoardDialogs({
  dialog,
  onDialog,
  rows,
  editable,
  employees,
  choices,
  writes,
  from,
}: BoardDialogsProps) {
  const text = nl.planning;
  const rowOf = (employeeId: number) => rows.find((row) => row.employee.id === employeeId);
  const lineOf = (lineId: number) => rows.flatMap((row) => row.lines).find((line) => line.id === lineId);

  const onLineAction = (action: LineAction, line: BoardLine) => {
    if (action === 'remove') return onDialog({ type: 'remove', line });
    const plain = plainLine(line);
    if (action === 'duplicate') return onDialog({ type: 'form', mode: 'new', line: null, initial: lineValues(plain) });
    onDialog({ type: 'form', mode: action, line: plain, initial: lineValues(plain) });
  };

  const saveLine = async (line: PlanningLine | null, body: PlanningLineInput) => {
    await writes.save(line, body, text.saved);
  };

  const close = () => onDialog(null);
  const named = (line: BoardLine) => `${text.kinds[line.target.kind]} ${line.target.label}`;

  switch (dialog?.type) {
    case 'cell': {
      const { employeeId, date } = dialog;
      const row = rowOf(employeeId);
      const day = row?.days.find((other) => other.date === date);
      const free = Math.max(0, (day?.workingHours ?? 0) - (day?.planned ?? 0));
      return (
        <CellDialog
          title={text.cellTitle(row?.employee.name ?? '', formatDay(date))}
          lines={row?.lines.filter((line) => line.startDate <= date && line.endDate >= date) ?? []}
          editable={editable}
          onAction={onLineAction}
          onNew={() =>
            onDialog({ type: 'form', mode: 'new', line: null, initial: newLineValues(employeeId, date, free) })
          }
          onClose={close}
        />
      );
    }
    case 'line': {
      const line = lineOf(dialog.lineId);
      return (
        <CellDialog
          title={line ? named(line) : text.removedMeanwhile}
          lines={line ? [line] : []}
          editable={editable}
          onAction={onLineAction}
          onClose={close}
        />
      );
    }
    case 'form':
      return (
        <LineDialog
          mode={dialog.mode}
          line={dialog.line}
          initial={dialog.initial}
          employees={employees}
          choices={choices ?? { project: [], workOrder: [], indirect: [] }}
          onSave={saveLine}
          onClose={close}
        />
      );
    case 'remove': {
      const { line } = dialog;
      return (
        <ConfirmDialog
          title={text.removeTitle}
          confirmLabel={text.remove}
          onCancel={close}
          onConfirm={() => {
            close();
            void writes.remove(plainLine(line), text.removed(named(line)));
          }}
        >
          <p>
            {text.removeQuestion(
              named(line),
              text.blockDays(formatDay(line.startDate), formatDay(line.endDate)),
              rowOf(line.employeeId)?.employee.name ?? '',
            )}
          </p>
        </ConfirmDialog>
      );
    }
    case 'copy': {
      const { employeeId } = dialog;
      const fromWeek = addDays(from, -7);
      return (
        <ConfirmDialog
          title={text.copyTitle}
          confirmLabel={text.copy}
          onCancel={close}
          onConfirm={() => {
            close();
            void writes.copy(
              { fromWeek, toWeek: from, employeeIds: employeeId === null ? null : [employeeId] },
              text.copied,
            );
          }}
        >
          <p>
            {employeeId === null
              ? text.copyQuestionAll(isoWeek(fromWeek), isoWeek(from))
              : text.copyQuestionOne(isoWeek(fromWeek), isoWeek(from), rowOf(employeeId)?.employee.name ?? '')}
          </p>
        </ConfirmDialog>
      );
    }
    default:
      return null;
  }
}

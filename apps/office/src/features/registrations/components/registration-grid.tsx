import type { ReviewedRegistration } from '@bouwwerk/domain';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { nl } from '../../../i18n/nl';
import { formatDate } from '../../../lib/dates';
import { formatAmount, lockLabel, rowKey } from '../lib/registration-values';

const text = nl.registrations;

/** Every row is this high, whatever it holds (its texts end in an ellipsis): the virtualizer need measure none. */
export const ROW_PX = 40;
/** Rows before the end of what is loaded at which the next page is asked for, so scrolling seldom waits. */
const LOAD_AHEAD_ROWS = 100;

const COLUMN_IDS = [
  'select',
  'date',
  'employee',
  'target',
  'part',
  'what',
  'amount',
  // Where the grid is wider than the screen, the free text is what scrolls out of view first.
  'status',
  'week',
  'remark',
  'actions',
] as const;
type ColumnId = (typeof COLUMN_IDS)[number];

/** No sorting, filtering nor paging in the browser: the server pages the period in date order. */
const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ReviewedRegistration>();

interface RegistrationGridProps {
  rows: ReviewedRegistration[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** Administratie and beheerder: the selection and 'Corrigeren'. */
  canEdit: boolean;
  selected: { has: (key: string) => boolean };
  /** Every loaded row is selected. */
  allSelected: boolean;
  onToggle: (row: ReviewedRegistration) => void;
  onToggleAll: () => void;
  onCorrect: (row: ReviewedRegistration) => void;
  onHistory: (row: ReviewedRegistration) => void;
  /** The registrations of one group, under its row: a box no higher than its rows. */
  nested?: boolean;
  /** What the grid holds, for a screen reader; the period's registrations when absent. */
  label?: string;
}

/** The amount right-aligned; the actions kept in view at the right while the rest scrolls sideways. */
const cellClass = (id: string) =>
  id === 'amount' ? 'table__number' : id === 'actions' ? 'registration-grid__sticky' : undefined;

const employeeName = (row: ReviewedRegistration) => row.employee?.name ?? text.noEmployee;

/** A cell's text, cut off with an ellipsis in its fixed row, and whole in its tooltip. */
const Clipped = ({ children }: { children: string }) => <span title={children}>{children}</span>;

/**
 * The period's registrations as a table of which only the rows in view are in the page (TanStack Virtual),
 * between two spacer rows as high as the rows above and below: a period of 100,000 registrations scrolls as
 * one of 100. Scrolling near the end of what is loaded asks for the next page.
 */
export function RegistrationGrid(props: RegistrationGridProps) {
  const { rows, hasMore, loadingMore, onMore, canEdit } = props;
  const scrollRef = useRef<HTMLDivElement>(null);

  const columns = useMemo(
    () =>
      helper.columns(
        COLUMN_IDS.filter((id) => canEdit || id !== 'select').map((id) =>
          helper.display({ id, header: text.columns[id] }),
        ),
      ),
    [canEdit],
  );
  // The table gives the columns; the rows in view are read from `rows` by index, so that a page more of a long
  // period builds no row objects for all that were loaded before it.
  const table = useTable({ features, columns, data: rows, getRowId: rowKey });
  // eslint-disable-next-line react-hooks/incompatible-library -- the table's and the virtualizer's functions are read in render on purpose; nothing here is memoized by the compiler.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_PX,
    getItemKey: (index) => (rows[index] ? rowKey(rows[index]) : index),
    overscan: 12,
  });

  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= rows.length - LOAD_AHEAD_ROWS) onMore();
  }, [hasMore, loadingMore, lastShown, rows.length, onMore]);

  const cells = cellsOf(props);
  const shownColumns = table.getAllLeafColumns();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const spacer = (height: number) =>
    height > 0 ? (
      <tr aria-hidden="true" className="registration-grid__spacer" style={{ height }}>
        <td colSpan={shownColumns.length} />
      </tr>
    ) : null;

  return (
    <div
      ref={scrollRef}
      className={props.nested ? 'registration-grid registration-grid--nested' : 'registration-grid'}
      style={props.nested ? { height: `min(24rem, ${(Math.max(rows.length, 1) + 1) * ROW_PX + 2}px)` } : undefined}
      role="region"
      aria-label={props.label ?? text.grid}
      tabIndex={0}
    >
      <table
        className="table registration-grid__table"
        aria-label={props.label ?? text.grid}
        aria-rowcount={rows.length + 1}
      >
        <colgroup>
          {shownColumns.map((column) => (
            <col key={column.id} className={`registration-grid__col--${column.id}`} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {shownColumns.map((column) =>
              column.id === 'select' ? (
                <th key={column.id} scope="col">
                  <input
                    type="checkbox"
                    aria-label={text.selectAll}
                    checked={props.allSelected}
                    disabled={rows.length === 0}
                    onChange={props.onToggleAll}
                  />
                </th>
              ) : (
                <th key={column.id} scope="col" className={cellClass(column.id)}>
                  {String(column.columnDef.header)}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {spacer(paddingTop)}
          {items.map((item) => {
            const registration = rows[item.index];
            if (!registration) return null;
            return (
              <tr key={item.key} aria-rowindex={item.index + 2} className="registration-grid__row">
                {shownColumns.map((column) => (
                  <td key={column.id} className={cellClass(column.id)}>
                    {cells[column.id as ColumnId](registration)}
                  </td>
                ))}
              </tr>
            );
          })}
          {spacer(paddingBottom)}
        </tbody>
      </table>
      {rows.length === 0 ? <p className="list-table__none">{text.none}</p> : null}
      {loadingMore ? (
        <p className="registration-grid__more" role="status">
          {text.loadingMore}
        </p>
      ) : null}
    </div>
  );
}

/** What each column shows of a registration. */
function cellsOf({ canEdit, selected, onToggle, onCorrect, onHistory }: RegistrationGridProps) {
  return {
    select: (row) => (
      <input
        type="checkbox"
        aria-label={text.selectRow(formatDate(row.date), employeeName(row))}
        checked={selected.has(rowKey(row))}
        onChange={() => onToggle(row)}
      />
    ),
    date: (row) => <span className="nowrap">{formatDate(row.date)}</span>,
    employee: (row) => <Clipped>{employeeName(row)}</Clipped>,
    target: (row) => (
      <Clipped>{row.target ? `${text.targetKinds[row.target.kind]} ${row.target.label}` : text.noEmployee}</Clipped>
    ),
    part: (row) => <Clipped>{row.part?.label ?? ''}</Clipped>,
    what: (row) => <Clipped>{row.what}</Clipped>,
    amount: (row) => <span className="nowrap">{formatAmount(row)}</span>,
    remark: (row) => <Clipped>{row.remark}</Clipped>,
    status: (row) => (
      <span className={`badge registration-grid__status--${row.status}`}>{text.statuses[row.status]}</span>
    ),
    week: (row) => <Clipped>{text.weekStates[row.weekState]}</Clipped>,
    // Why a row cannot be corrected stands where its 'Corrigeren' would.
    actions: (row) => (
      <span className="registration-grid__actions">
        {row.lockReason !== null ? (
          <span className="registration-grid__lock" title={text.lockedBecause(lockLabel(row.lockReason)!)}>
            {lockLabel(row.lockReason)}
          </span>
        ) : canEdit ? (
          <button type="button" className="button button--small" onClick={() => onCorrect(row)}>
            {text.correct}
          </button>
        ) : null}
        <button type="button" className="button button--small" onClick={() => onHistory(row)}>
          {text.history}
        </button>
      </span>
    ),
  } satisfies Record<ColumnId, (row: ReviewedRegistration) => ReactNode>;
}

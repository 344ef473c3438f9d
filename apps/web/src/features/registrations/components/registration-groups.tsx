import { decimalToHhmm, unitName, type RegistrationGroup, type ViewLockReason } from '@bouwwerk/domain';
import { useId } from 'react';
import { categoriesOf, categoryTitle } from '../../../lib/registration-groups';
import { formatQuantity } from '../../../lib/quantities';
import { PencilIcon } from '../../../components/icons';
import { nl } from '../../../i18n/nl';
import { useRights } from '../../../api/rights';
import { useApprovedWeeks } from '../../../api/week-submissions';
import type { OutboxItem } from '../../../api/outbox/types';
import { registrationKey, UnsentState } from '../../outbox';
import type { Editing } from '../hooks/use-registration-edits';
import { shownHour, shownMaterial, type PendingEdits } from '../lib/pending-edits';
import { materialKind, rowLock, rowMonday, type RowLock } from '../lib/rows';

interface RegistrationGroupsProps {
  groups: RegistrationGroup[];
  edits: PendingEdits;
  /** The latest unsent edit or delete of each row (registrationKey): the row says it is not sent yet. */
  unsent: ReadonlyMap<string, OutboxItem>;
  locked: boolean | ViewLockReason;
  /** The signed-in employee is planned on the work order: he may change its predefined material. */
  plannedOnOrder: boolean;
  onEdit: (editing: Editing) => void;
}

/** The day's rows by work, then by category (code | description, or overige projectkosten). */
export function RegistrationGroups({ groups, edits, unsent, locked, plannedOnOrder, onEdit }: RegistrationGroupsProps) {
  const rights = useRights().data;
  const works = groups
    .map((group) => ({ group, categories: categoriesOf(group) }))
    .filter((w) => w.categories.length > 0);
  // The weeks of the rows shown (one, for a day's list): an approved week's rows say 'Goedgekeurd'.
  const rows = works.flatMap((w) => w.categories.flatMap(({ category }) => [...category.hours, ...category.materials]));
  const approvedWeeks = useApprovedWeeks([
    ...new Set(rows.map(rowMonday).filter((monday): monday is string => monday !== null)),
  ]);

  return (
    <div className="day-registrations__works">
      {works.map(({ group, categories }) => (
        <div key={group.workId} className="day-registrations__work">
          {group.workDescription ? <h3 className="day-registrations__work-title">{group.workDescription}</h3> : null}
          {categories.map(({ kind, category }) => {
            const isOtherCosts = kind === 'otherCosts';
            const title = isOtherCosts ? nl.registrations.otherProjectCosts : categoryTitle(category);
            const lockOf = (row: Parameters<typeof rowLock>[0]) =>
              rowLock(row, category, rights, locked, plannedOnOrder, approvedWeeks);
            return (
              <div
                key={`${kind}-${category.id}`}
                className={`day-registrations__category day-registrations__category--${kind}`}
              >
                {title ? <h4 className="day-registrations__category-title">{title}</h4> : null}
                <ul className="day-registrations__rows">
                  {category.hours.map((row) => {
                    const shown = shownHour(row, edits);
                    return (
                      <Row
                        key={`h${row.id}`}
                        amount={`${decimalToHhmm(shown.quantity)} ${nl.registrations.hoursUnit}`}
                        description={shown.description}
                        remark={shown.remark}
                        changed={row.id in edits.hours}
                        unsent={unsent.get(registrationKey({ kind: 'hour', id: row.id }))}
                        lock={lockOf(row)}
                        onEdit={() => onEdit({ kind: 'hour', row, category, isOtherCosts })}
                      />
                    );
                  })}
                  {category.materials.map((row) => {
                    const shown = shownMaterial(row, edits);
                    const kindOfRow = materialKind(row);
                    return (
                      <Row
                        key={`m${row.id}`}
                        amount={`${formatQuantity(shown.quantity)} ${unitName(shown.unit)}`}
                        description={shown.description}
                        changed={row.id in (kindOfRow === 'predefined' ? edits.predefined : edits.materials)}
                        unsent={unsent.get(registrationKey({ kind: kindOfRow, id: row.id }))}
                        lock={lockOf(row)}
                        onEdit={() => onEdit({ kind: kindOfRow, row })}
                      />
                    );
                  })}
                </ul>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}

interface RowProps {
  amount: string;
  description: string;
  remark?: string;
  changed: boolean;
  /** An edit or delete of the row saved on the phone and not yet sent (or refused). */
  unsent?: OutboxItem;
  /** Why the pencil is disabled; null when the row can be changed, 'unknown' while the rights load. */
  lock: RowLock | 'unknown' | null;
  onEdit: () => void;
}

function Row({ amount, description, remark, changed, unsent, lock, onEdit }: RowProps) {
  const lockId = useId();
  // Said in words beside the disabled pencil (and read with it), not by its grey alone.
  const lockText = lock === null || lock === 'unknown' ? null : nl.registrations.locks[lock];
  const classes = ['day-registrations__row'];
  if (unsent) classes.push(`day-registrations__row--unsent-${unsent.shown.kind === 'delete' ? 'delete' : 'edit'}`);
  return (
    <li className={classes.join(' ')}>
      <span className="day-registrations__amount">{amount}</span>
      <span className="day-registrations__text">
        {description}
        {remark ? <span className="day-registrations__remark">{remark}</span> : null}
        {changed ? <span className="day-registrations__changed">{nl.registrations.changed}</span> : null}
        {unsent ? (
          <span className="day-registrations__unsent">
            <UnsentState item={unsent} /> {unsent.shown.summary}
          </span>
        ) : null}
      </span>
      <span className="day-registrations__action">
        {lockText ? (
          <span id={lockId} className="day-registrations__lock">
            {lockText}
          </span>
        ) : null}
        <button
          type="button"
          className="icon-button day-registrations__edit"
          aria-label={nl.registrations.edit(`${amount} ${description}`)}
          aria-describedby={lockText ? lockId : undefined}
          disabled={lock !== null}
          onClick={onEdit}
        >
          <PencilIcon />
        </button>
      </span>
    </li>
  );
}

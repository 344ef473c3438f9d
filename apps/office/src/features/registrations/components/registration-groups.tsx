import type { ReviewFilters, ReviewGroup, ReviewGrouping } from '@bouwwerk/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { nl } from '../../../i18n/nl';
import { formatDate } from '../../../lib/dates';
import { formatHours } from '../../planning';
import { registrationGroupsQuery } from '../api/registrations';
import { groupFilter, type RegistrationFilter } from '../lib/registration-filter';
import { groupLabel } from '../lib/registration-values';
import { useRegistrationPages, type RowActions } from '../lib/use-registration-pages';
import { RegistrationGrid } from './registration-grid';

const text = nl.registrations;

interface RegistrationGroupsProps extends RowActions {
  filter: RegistrationFilter;
  by: ReviewGrouping;
}

const groupKey = (group: ReviewGroup) =>
  group.weekStart !== null
    ? `${group.employee?.id ?? 'none'}/${group.weekStart}`
    : `${group.target?.kind ?? 'none'}/${group.target?.id ?? 0}`;

/**
 * 'Groeperen': a row per employee and week, or per project, with its totals; an employee's week measured
 * against his working hours, a week that fell short marked with the hours and days missing. A group opens to
 * its registrations, in the grid of the page with its selection, corrections and history.
 */
export function RegistrationGroups({ filter, by, ...actions }: RegistrationGroupsProps) {
  const groups = useQuery(registrationGroupsQuery(filter, by));
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (groups.isPending) return <p role="status">{nl.app.loading}</p>;
  if (groups.isError)
    return (
      <div role="alert" className="card">
        <p>{text.loadFailed}</p>
        <button type="button" className="button" onClick={() => void groups.refetch()}>
          {nl.errors.retry}
        </button>
      </div>
    );
  const list = groups.data.groups;
  const perWeek = by === 'employee-week';
  const columns = perWeek ? text.groups.weekColumns : text.groups.projectColumns;
  return (
    <div className="registration-groups">
      <p className="toolbar__count" role="status">
        {text.groups.totals(
          list.length,
          formatHours(list.reduce((sum, group) => sum + group.hours, 0)),
          list.filter((group) => (group.missingHours ?? 0) > 0).length,
        )}
      </p>
      {list.length === 0 ? (
        <p className="list-table__none">{text.none}</p>
      ) : (
        <table className="table registration-groups__table" aria-label={text.groups.label(by)}>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={column} scope="col" className={i >= 2 ? 'table__number' : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          {list.map((group) => {
            const key = groupKey(group);
            const narrowed = groupFilter(filter, group);
            const isOpen = open.has(key) && narrowed !== undefined;
            return (
              <tbody key={key} className={isOpen ? 'registration-groups__group--open' : undefined}>
                <GroupRow
                  group={group}
                  perWeek={perWeek}
                  isOpen={isOpen}
                  onToggle={narrowed ? () => toggle(key) : undefined}
                />
                {isOpen ? (
                  <tr className="registration-groups__rows">
                    <td colSpan={columns.length}>
                      <GroupRegistrations filter={narrowed} label={groupLabel(group)} {...actions} />
                    </td>
                  </tr>
                ) : null}
              </tbody>
            );
          })}
        </table>
      )}
    </div>
  );
}

interface GroupRowProps {
  group: ReviewGroup;
  perWeek: boolean;
  isOpen: boolean;
  /** Absent where the group's registrations cannot be listed on their own. */
  onToggle?: () => void;
}

function GroupRow({ group, perWeek, isOpen, onToggle }: GroupRowProps) {
  const missing = group.missingHours ?? 0;
  const label = groupLabel(group);
  const name = perWeek ? (group.employee?.name ?? text.groups.noEmployee) : label;
  return (
    <tr
      className={missing > 0 ? 'registration-groups__row registration-groups__row--short' : 'registration-groups__row'}
    >
      <th scope="row">
        {onToggle && group.registrations > 0 ? (
          <button
            type="button"
            className="registration-groups__toggle"
            aria-expanded={isOpen}
            aria-label={text.groups.toggle(label, isOpen)}
            onClick={onToggle}
          >
            <span aria-hidden="true">{isOpen ? '▾' : '▸'}</span> {name}
          </button>
        ) : (
          <span className="registration-groups__name">{name}</span>
        )}
      </th>
      {perWeek ? (
        <>
          <td>
            {text.groups.week(group.weekNumber ?? 0)}
            {group.weekState ? <span className="muted"> · {text.weekStates[group.weekState]}</span> : null}
          </td>
          <td className="table__number">{group.registrations.toLocaleString('nl-NL')}</td>
          <td className="table__number">{formatHours(group.hours)}</td>
          <td className="table__number">{group.bookedHours === null ? '' : formatHours(group.bookedHours)}</td>
          <td className="table__number">{group.workingHours === null ? '' : formatHours(group.workingHours)}</td>
          <td className="table__number">
            {missing > 0 ? (
              <span
                className="badge registration-groups__missing"
                title={text.groups.missingOn((group.missingDays ?? []).map((day) => formatDate(day)).join(', '))}
              >
                {text.groups.missing(formatHours(missing))}
              </span>
            ) : null}
          </td>
        </>
      ) : (
        <>
          <td>{group.target ? text.targetKinds[group.target.kind] : ''}</td>
          <td className="table__number">{group.registrations.toLocaleString('nl-NL')}</td>
          <td className="table__number">{formatHours(group.hours)}</td>
          <td className="table__number">{group.materialLines.toLocaleString('nl-NL')}</td>
          <td className="table__number">{group.open.toLocaleString('nl-NL')}</td>
        </>
      )}
    </tr>
  );
}

/** An opened group's registrations, page by page as its grid scrolls. */
function GroupRegistrations({ filter, label, ...actions }: RowActions & { filter: ReviewFilters; label: string }) {
  const { registrations, grid } = useRegistrationPages(filter, actions);
  if (registrations.isPending) return <p role="status">{nl.app.loading}</p>;
  if (registrations.isError) return <p role="alert">{text.loadFailed}</p>;
  return <RegistrationGrid nested label={text.groups.rowsOf(label)} {...grid} />;
}

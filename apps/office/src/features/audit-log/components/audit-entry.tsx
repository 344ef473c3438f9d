import type { AuditEntry } from '@bouwwerk/domain';
import { nl } from '../../../i18n/nl';
import { formatDateTime } from '../../../lib/dates';
import { changedColumns, entryLabel, formatValue, recordKindLabel, SOURCE_LABELS } from '../lib/audit-labels';

/** One change: when, through which door, who, what, and on request the columns it changed. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const changes = changedColumns(entry);
  const who = entry.actor.kind === 'system' ? nl.auditLog.system : entry.actor.name;
  return (
    <article className="audit-entry">
      <div className="audit-entry__line">
        <time className="audit-entry__time" dateTime={entry.at}>
          {formatDateTime(entry.at)}
        </time>
        <span className={`badge audit-entry__source audit-entry__source--${entry.source}`}>
          {SOURCE_LABELS[entry.source]}
        </span>
        <span className="audit-entry__action">{entryLabel(entry)}</span>
        <span className="audit-entry__target">
          {recordKindLabel(entry.target.table)}: {entry.target.label}
        </span>
        <span className="audit-entry__actor">{nl.auditLog.by(who)}</span>
      </div>
      {changes.length > 0 ? (
        <details className="audit-entry__details">
          <summary>{nl.auditLog.changes}</summary>
          <table className="table audit-entry__changes">
            <thead>
              <tr>
                <th scope="col">{nl.auditLog.column}</th>
                <th scope="col">{nl.auditLog.before}</th>
                <th scope="col">{nl.auditLog.after}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((change) => (
                <tr key={change.column}>
                  <th scope="row">{change.label}</th>
                  <td>{formatValue(change.before, entry.target.table, change.column)}</td>
                  <td>{formatValue(change.after, entry.target.table, change.column)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </article>
  );
}

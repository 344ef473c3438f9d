import { AUDIT_ACTOR_KINDS } from '@bouwwerk/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SelectField, TextField } from '../../../components/text-field';
import { nl } from '../../../i18n/nl';
import { useAddressState } from '../../../lib/use-address-state';
import { auditActorsQuery, auditLogQuery, type AuditFilter } from '../api/audit-log';
import { readAuditFilter, writeAuditFilter } from '../lib/audit-filter';
import { RECORD_KINDS } from '../lib/audit-labels';
import { AuditEntries } from './audit-entries';
import './audit-log.css';

/** Everyone who writes, by door: office users, the field's employees and the package's keys. */
function ActorFilter({ value, onChange }: { value?: string; onChange: (actor?: string) => void }) {
  const actors = useQuery(auditActorsQuery);
  return (
    <SelectField
      label={nl.auditLog.actor}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    >
      <option value="">{nl.auditLog.everyActor}</option>
      {AUDIT_ACTOR_KINDS.map((kind) => (
        <optgroup key={kind} label={nl.auditLog.actorKinds[kind]}>
          {actors.data?.actors
            .filter((actor) => actor.kind === kind)
            .map((actor) => (
              <option key={actor.id} value={`${kind}:${actor.id}`}>
                {actor.name}
              </option>
            ))}
        </optgroup>
      ))}
    </SelectField>
  );
}

const AUDIT_ADDRESS = { read: readAuditFilter, write: writeAuditFilter };

/**
 * /kantoor/logboek: every change to the company's data, newest first, 100 at a time, filtered by who made it
 * (an office user, an employee or a key), the kind of record and the period; the filters live in the address.
 */
export function AuditLogPage() {
  const [filter, changeFilter] = useAddressState(AUDIT_ADDRESS);
  const log = useInfiniteQuery(auditLogQuery(filter));

  const update = (change: Partial<AuditFilter>) => changeFilter((current) => ({ ...current, ...change }));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <section className="page" aria-labelledby="audit-log-title">
      <title>{`${nl.auditLog.title} · ${nl.app.name}`}</title>
      <h1 id="audit-log-title">{nl.auditLog.title}</h1>
      <p>{nl.auditLog.intro}</p>
      <div className="audit-filters" role="search">
        <ActorFilter value={filter.actor} onChange={(actor) => update({ actor })} />
        <SelectField
          label={nl.auditLog.kind}
          value={filter.table ?? ''}
          onChange={(event) => update({ table: event.target.value || undefined })}
        >
          <option value="">{nl.auditLog.everyKind}</option>
          {RECORD_KINDS.map((kind) => (
            <option key={kind.table} value={kind.table}>
              {kind.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={nl.auditLog.from}
          type="date"
          value={filter.from ?? ''}
          max={filter.to}
          onChange={(event) => update({ from: event.target.value || undefined })}
        />
        <TextField
          label={nl.auditLog.to}
          type="date"
          value={filter.to ?? ''}
          min={filter.from}
          onChange={(event) => update({ to: event.target.value || undefined })}
        />
        {log.data ? (
          <p className="audit-filters__count" role="status">
            {nl.auditLog.count(entries.length, log.hasNextPage)}
          </p>
        ) : null}
      </div>
      {log.isPending ? (
        <p role="status">{nl.app.loading}</p>
      ) : log.isError ? (
        <div role="alert" className="card">
          <p>{nl.auditLog.loadFailed}</p>
          <button type="button" className="button" onClick={() => void log.refetch()}>
            {nl.errors.retry}
          </button>
        </div>
      ) : (
        <AuditEntries
          entries={entries}
          label={nl.auditLog.entries}
          hasMore={log.hasNextPage}
          loadingMore={log.isFetchingNextPage}
          onMore={() => void log.fetchNextPage()}
        />
      )}
    </section>
  );
}

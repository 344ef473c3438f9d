import { AUDIT_ACTOR_KINDS } from '@bouwwerk/domain';
import type { AuditFilter } from '../api/audit-log';
import { RECORD_KINDS } from './audit-labels';

/** The Logboek's filters in the address (Dutch names, as the rest of it), so a filtered view can be shared. */
const PARAM = { actor: 'door', kind: 'soort', from: 'van', to: 'tot' } as const;

const ACTOR = new RegExp(`^(${AUDIT_ACTOR_KINDS.join('|')}):[1-9][0-9]{0,9}$`);

const isActor = (value: string | null): value is string => value !== null && ACTOR.test(value);
const isKind = (value: string | null) => RECORD_KINDS.some((kind) => kind.table === value);
const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What the address asks for; what the page offers no filter for (a hand-edited value) is left out. */
export function readAuditFilter(params: URLSearchParams): AuditFilter {
  const actor = params.get(PARAM.actor);
  const kind = params.get(PARAM.kind);
  const from = params.get(PARAM.from);
  const to = params.get(PARAM.to);
  return {
    ...(isDay(from) ? { from } : {}),
    ...(isDay(to) ? { to } : {}),
    ...(isKind(kind) ? { table: kind! } : {}),
    ...(isActor(actor) ? { actor } : {}),
  };
}

export function writeAuditFilter(filter: AuditFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.from) params.set(PARAM.from, filter.from);
  if (filter.to) params.set(PARAM.to, filter.to);
  if (filter.table) params.set(PARAM.kind, filter.table);
  if (filter.actor) params.set(PARAM.actor, filter.actor);
  return params;
}

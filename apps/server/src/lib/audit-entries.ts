import type { AuditEntry } from '@bouwwerk/domain';

/** An audit_log row as both the console and the integration API answer it. */
export interface AuditRow {
  id: number;
  at: Date | string;
  source: AuditEntry['source'];
  actor_kind: AuditEntry['actor']['kind'];
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_table: string;
  target_id: number | null;
  target_label: string;
  before: unknown;
  after: unknown;
}

const asRecord = (value: unknown) =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;

export const entryOf = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  source: row.source,
  actor: { kind: row.actor_kind, id: row.actor_id, name: row.actor_name },
  action: row.action,
  target: { table: row.target_table, id: row.target_id, label: row.target_label },
  before: asRecord(row.before),
  after: asRecord(row.after),
});

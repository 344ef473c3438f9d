import { sql } from '../db/kysely';
import type { Executor } from './executor';
import { sentWithNext } from '../db/pipelined-statements';

/** Who made a change, from which door. */
export interface AuditActor {
  source: 'console' | 'integration' | 'app';
  kind: 'office_user' | 'integration_key' | 'employee' | 'system';
  id: number | null;
  name: string;
}

/** One change: `employee.update` on employees 12 "Jan de Vries", with the record before and after. */
export interface AuditChange {
  action: string;
  table: string;
  id: number | null;
  label: string;
  before: object | null;
  after: object | null;
}

const ENTRY_COLUMNS = [
  'id',
  'at',
  'source',
  'actor_kind',
  'actor_id',
  'actor_name',
  'action',
  'target_table',
  'target_id',
  'target_label',
  'before',
  'after',
] as const;

/** The expression that declares the actor for the rest of the transaction. */
export const declareActor = (actor: AuditActor) =>
  sql<string>`set_config('bouwwerk.actor', ${JSON.stringify(actor)}, true)`;

/** Who can write: everyone but the system (a migration, the server's upkeep), which nobody looks for. */
type WriterKind = Exclude<AuditActor['kind'], 'system'>;

export interface AuditFilter {
  /** Days in Amsterdam (yyyy-MM-dd), both included. */
  from?: string;
  to?: string;
  tables?: readonly string[];
  recordId?: number;
  actor?: { kind: AuditActor['kind']; id: number };
  beforeId?: number;
  limit: number;
}

/**
 * The audit log: written in the transaction of the change it describes (so a change and its entry commit or
 * roll back together), read newest first. Nothing here updates or deletes; the table refuses both anyway.
 */
export function createAuditLogRepository(db: Executor) {
  return {
    /**
     * Declares who writes in this transaction: the audit triggers (migration 013) log each change to the
     * company's data under this actor. The first statement of every write transaction of the three doors; it
     * answers nothing, so it may go with the next (sentWithNext).
     */
    async actAs(actor: AuditActor) {
      await db.executeQuery(sentWithNext(db.selectNoFrom(declareActor(actor).as('actor')).compile()));
    },

    /** An entry of what no audited table shows (office accounts, sign-outs, a new password). */
    async record(companyId: number, actor: AuditActor, change: AuditChange) {
      await db
        .insertInto('audit_log')
        .values({
          company_id: companyId,
          source: actor.source,
          actor_kind: actor.kind,
          actor_id: actor.id,
          actor_name: actor.name,
          action: change.action,
          target_table: change.table,
          target_id: change.id,
          target_label: change.label,
          before: change.before === null ? null : JSON.stringify(change.before),
          after: change.after === null ? null : JSON.stringify(change.after),
        })
        .execute();
    },

    /**
     * Everyone who can write to the company's data, from their own tables rather than a scan of the log: the
     * office users, the employees and the integration keys, also those no longer active (their entries stay).
     */
    async actors(companyId: number) {
      return db
        .selectFrom('office_users')
        .select([sql<WriterKind>`'office_user'`.as('kind'), 'id', 'name'])
        .where('company_id', '=', companyId)
        .unionAll(
          db
            .selectFrom('employees')
            .select([
              sql<WriterKind>`'employee'`.as('kind'),
              'id',
              sql<string>`trim(first_name || ' ' || last_name)`.as('name'),
            ])
            .where('company_id', '=', companyId),
        )
        .unionAll(
          db
            .selectFrom('integration_keys')
            .select([sql<WriterKind>`'integration_key'`.as('kind'), 'id', 'prefix as name'])
            .where('company_id', '=', companyId),
        )
        .orderBy('kind')
        .orderBy('name')
        .execute();
    },

    async list(companyId: number, filter: AuditFilter) {
      let query = db.selectFrom('audit_log').select(ENTRY_COLUMNS).where('company_id', '=', companyId);
      if (filter.tables !== undefined) query = query.where('target_table', 'in', filter.tables);
      if (filter.recordId !== undefined) query = query.where('target_id', '=', filter.recordId);
      if (filter.actor !== undefined)
        query = query.where('actor_kind', '=', filter.actor.kind).where('actor_id', '=', filter.actor.id);
      if (filter.beforeId !== undefined) query = query.where('id', '<', filter.beforeId);
      if (filter.from !== undefined)
        query = query.where('at', '>=', sql<Date>`(${filter.from}::date)::timestamp AT TIME ZONE 'Europe/Amsterdam'`);
      if (filter.to !== undefined)
        query = query.where('at', '<', sql<Date>`(${filter.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Amsterdam'`);
      return query.orderBy('id', 'desc').limit(filter.limit).execute();
    },

    /**
     * The entries after a feed position, in commit order: only those of transactions below the oldest one
     * still running, so an entry that commits late is never behind a cursor already handed out (decision 009).
     */
    async feed(companyId: number, from: { tx: string; seq: string }, limit: number) {
      return db
        .selectFrom('audit_log')
        .select([...ENTRY_COLUMNS, sql<string>`tx::text`.as('tx')])
        .where('company_id', '=', companyId)
        .where(sql<boolean>`tx < pg_snapshot_xmin(pg_current_snapshot())`)
        .where(sql<boolean>`(tx, id) > (${from.tx}::xid8, ${from.seq}::bigint)`)
        .orderBy(sql`tx`)
        .orderBy('id')
        .limit(limit)
        .execute();
    },
  };
}

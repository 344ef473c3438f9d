// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import { timedConnectionWait } from './connection-stats';
import { ReadersWriterLock } from './readers-writer-lock';
import { PGliteStatementCache } from './pglite-statements';
import { protocol } from '@electric-sql/pglite';
import type { PGliteClient } from './pglite-client';
import { WriteGate } from './write-gate';

/** What the query builder compiles runs as a prepared statement; raw SQL (migrations, BEGIN, COMMIT) does not. */
const PREPARED_KINDS = new Set(['SelectQueryNode', 'InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
const BEGIN = protocol.serialize.query('BEGIN');

/**
 * What runs a statement on PGlite's one connection: the builder's as prepared statements, raw SQL as it is.
 * Statements from several requests may run at once: the channel pipelines them (pglite-worker-client.ts).
 */
class PGliteSession {
  private readonly statements: PGliteStatementCache;

  constructor(
    private readonly client: PGliteClient,
    private readonly gate: WriteGate,
  ) {
    this.statements = new PGliteStatementCache(client);
  }

  /** `begin`: the statement is the first of a transaction, whose BEGIN has not been sent yet (Lease). */
  async executeQuery<R>(compiled: CompiledQuery, begin = false): Promise<QueryResult<R>> {
    const result = await this.gate.around(compiled.query, async () => {
      if (PREPARED_KINDS.has(compiled.query.kind)) {
        return this.statements.query<R>(compiled.sql, compiled.parameters, begin ? BEGIN : undefined);
      }
      if (begin) await this.client.exec('BEGIN');
      return this.client.query<R>(compiled.sql, [...compiled.parameters]);
    });
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && compiled.query.kind !== 'SelectQueryNode'
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }
}

/** One holder of the connection: shared for a single statement, exclusive for a transaction. */
class Lease implements DatabaseConnection {
  exclusive = false;
  /**
   * A transaction began and nothing has run in it yet: its BEGIN goes in the same request as its first
   * statement. Every round trip of a transaction keeps all other requests waiting for the connection, and a
   * write's transaction is only a few statements.
   */
  beginPending = false;

  constructor(private readonly session: PGliteSession) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const begin = this.beginPending;
    // Cleared before it is sent: a statement that fails still began the transaction, which is then rolled back.
    this.beginPending = false;
    return this.session.executeQuery<R>(compiled, begin);
  }

  /** Ends the transaction with COMMIT or ROLLBACK; one that ran nothing was never begun. */
  end(statement: 'COMMIT' | 'ROLLBACK'): Promise<unknown> {
    if (this.beginPending) {
      this.beginPending = false;
      return Promise.resolve();
    }
    return this.session.executeQuery(CompiledQuery.raw(statement));
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries');
  }
}

/**
 * PGlite is one connection. Kysely runs a transaction on a connection it holds across awaits, so while a
 * transaction holds it nothing else may run, or another request's statement would run inside that
 * transaction. (kysely-pglite's driver hands the same client to everyone without a lock.) Single statements
 * need no such care: each is complete in itself, and many in flight keep the database's thread busy.
 *
 * So Kysely gets a shared lease on the connection, which a transaction exchanges for an exclusive one.
 */
class PGliteDriver implements Driver {
  private readonly session: PGliteSession;

  constructor(
    private readonly client: PGliteClient,
    gate: WriteGate,
    private readonly lock: ReadersWriterLock,
  ) {
    this.session = new PGliteSession(client, gate);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await timedConnectionWait(this.lock.acquire(false));
    return new Lease(this.session);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Nothing has run on a new lease yet, so it can wait its turn for the exclusive one.
    this.lock.release(false);
    await timedConnectionWait(this.lock.acquire(true));
    lease.exclusive = true;
    lease.beginPending = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Lease).end('COMMIT');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as Lease).end('ROLLBACK');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.lock.release((connection as Lease).exclusive);
  }

  async destroy(): Promise<void> {
    await this.lock.acquire(true);
    await this.client.close();
  }
}

export class PGliteDialect implements Dialect {
  /** Every statement of this database passes it (write-gate.ts). */
  readonly gate = new WriteGate();
  /** Shared by single statements, exclusive for a transaction (PGliteDriver); its queue is shown in /metrics. */
  readonly lock = new ReadersWriterLock();

  constructor(private readonly client: PGliteClient) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client, this.gate, this.lock);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}

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
import { isLastStatement, isSentWithNext } from './pipelined-statements';
import { ReadersWriterLock } from './readers-writer-lock';
import { PGliteStatementCache } from './pglite-statements';
import { protocol } from '@electric-sql/pglite';
import type { PGliteClient } from './pglite-client';
import { WriteGate } from './write-gate';

/** What the query builder compiles runs as a prepared statement; raw SQL (migrations, BEGIN, COMMIT) does not. */
const PREPARED_KINDS = new Set(['SelectQueryNode', 'InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode']);
const BEGIN = protocol.serialize.query('BEGIN');
const COMMIT = protocol.serialize.query('COMMIT');

/** What goes in the same request as a statement of a transaction (Lease). */
interface Neighbours {
  /** The statement is the transaction's first: its BEGIN goes ahead of it. */
  begin?: boolean;
  /** Statements sent with it, ahead of it (sentWithNext): prepared ones. */
  ahead?: readonly CompiledQuery[];
  /** The statement is the transaction's last: its COMMIT goes after it (lastStatement). */
  commit?: boolean;
}

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

  /**
   * Runs the statement, in one request with its `neighbours` when it is prepared; raw SQL sends them first,
   * each on its own. Says whether the COMMIT went with it.
   */
  async executeQuery<R>(
    compiled: CompiledQuery,
    { begin = false, ahead = [], commit = false }: Neighbours = {},
  ): Promise<QueryResult<R> & { committed: boolean }> {
    const prepared = PREPARED_KINDS.has(compiled.query.kind);
    const run = async () => {
      if (prepared) {
        return this.statements.query<R>(compiled.sql, compiled.parameters, {
          ...(begin ? { before: BEGIN } : {}),
          ahead: ahead.map(({ sql, parameters }) => ({ text: sql, parameters })),
          ...(commit ? { after: COMMIT } : {}),
        });
      }
      if (begin) await this.client.exec('BEGIN');
      for (const { sql, parameters } of ahead) await this.statements.query(sql, parameters);
      return this.client.query<R>(compiled.sql, [...compiled.parameters]);
    };
    // A statement ahead passes the gate (write-gate.ts) with the one it goes with.
    const gated = ahead.reduce(
      (inner, { query }) =>
        () =>
          this.gate.around(query, inner),
      () => this.gate.around(compiled.query, run),
    );
    const result = await gated();
    const affected = result.affectedRows;
    return {
      rows: result.rows,
      ...(affected !== undefined && compiled.query.kind !== 'SelectQueryNode'
        ? { numAffectedRows: BigInt(affected) }
        : {}),
      committed: commit && prepared,
    };
  }
}

/**
 * One holder of the connection: shared for a single statement, exclusive for a transaction. In a transaction
 * every round trip keeps all other requests waiting for the connection, and a write's transaction is only a
 * few statements: so what needs no answer of its own goes in the request of a statement that does.
 */
class Lease implements DatabaseConnection {
  exclusive = false;
  /** A transaction began and nothing has run in it yet: its BEGIN goes in the same request as its first statement. */
  beginPending = false;
  /** Statements sent with the next one (sentWithNext). */
  private ahead: CompiledQuery[] = [];
  /**
   * The transaction's last statement (lastStatement) took its COMMIT along and succeeded: the transaction is
   * over. When such a statement fails, its COMMIT (if it was sent) ended an aborted transaction, which is a
   * rollback, and the ROLLBACK that follows finds none to end: a warning, no error.
   */
  private committed = false;

  constructor(private readonly session: PGliteSession) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (this.exclusive && isSentWithNext(compiled) && PREPARED_KINDS.has(compiled.query.kind)) {
      this.ahead.push(compiled);
      return { rows: [] };
    }
    return this.send<R>(compiled, this.exclusive && isLastStatement(compiled));
  }

  /** Ends the transaction with COMMIT or ROLLBACK; one that ran nothing was never begun. */
  async end(statement: 'COMMIT' | 'ROLLBACK'): Promise<void> {
    const last = this.ahead.pop();
    if (last && statement === 'COMMIT') await this.send(last, true);
    this.ahead = [];
    if (this.beginPending || this.committed) {
      this.beginPending = false;
      this.committed = false;
      return;
    }
    await this.session.executeQuery(CompiledQuery.raw(statement));
  }

  private async send<R>(compiled: CompiledQuery, commit: boolean): Promise<QueryResult<R>> {
    const neighbours = { begin: this.beginPending, ahead: this.ahead, commit };
    // Cleared before they are sent: a statement that fails still began the transaction, which is then rolled back.
    this.beginPending = false;
    this.ahead = [];
    const { committed, ...result } = await this.session.executeQuery<R>(compiled, neighbours);
    this.committed = committed;
    return result;
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

import type {
  CompiledQuery,
  DatabaseConnection,
  Dialect,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { WriteGate } from './write-gate';

/** A connection whose statements pass the gate; BEGIN, COMMIT and savepoints too, since the driver sends them here. */
class GatedConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private readonly gate: WriteGate,
  ) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return this.gate.around(compiled.query, () => this.inner.executeQuery<R>(compiled));
  }

  streamQuery<R>(compiled: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

type Compile = QueryCompiler['compileQuery'];

class GatedDriver implements Driver {
  private readonly connections = new WeakMap<DatabaseConnection, GatedConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly gate: WriteGate,
  ) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const inner = await this.inner.acquireConnection();
    let gated = this.connections.get(inner);
    if (!gated) this.connections.set(inner, (gated = new GatedConnection(inner, this.gate)));
    return gated;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compile: Compile) {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  // The inner driver releases only the connection it handed out (pg's keeps a private method on it).
  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection((connection as GatedConnection).inner);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/**
 * A dialect whose every statement passes a write gate (write-gate.ts): on PostgreSQL, where the process's own
 * writes must end what it kept at once, before any notification of them arrives (change-listener.ts).
 * PGlite's own driver calls its gate itself.
 */
export function gatedDialect(dialect: Dialect, gate: WriteGate): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => new GatedDriver(dialect.createDriver(), gate),
  };
}

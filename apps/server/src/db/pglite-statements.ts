// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
import type { Results } from '@electric-sql/pglite';
import { closeStatement, executeStatement, prepareStatement, type PGliteClient } from './pglite-client';

interface PreparedStatement {
  name: string;
  /** The parameter types Postgres inferred, to serialize each value as its column expects. */
  parameterTypes: number[];
  /** Queries between looking it up and reading their answer: it is not closed while any is. */
  users: number;
}

/** Names are unique per process, so two caches on one client never collide. */
let statementCount = 0;

/**
 * Named prepared statements for PGlite, keyed by SQL text.
 *
 * PGlite's `query()` parses, analyses and plans every statement again, in WebAssembly: measured on the
 * bench company, 1.5 ms of planning for a session lookup that executes in 0.07 ms, and six protocol round
 * trips per statement. A statement prepared once is bound and executed in one round trip, and with
 * `plan_cache_mode = force_generic_plan` (database.ts) it keeps its first plan, so the hot paths stop paying for
 * the planner.
 *
 * The cache is bounded (least recently used is closed), because SQL with an IN list of varying length is a
 * new text for every length. Queries may run concurrently (the channel pipelines them): a text being prepared
 * is prepared once for all who ask, and a statement is never closed while a query uses it.
 */
export class PGliteStatementCache {
  private readonly statements = new Map<string, PreparedStatement>();
  private readonly preparing = new Map<string, Promise<PreparedStatement>>();

  constructor(
    private readonly client: PGliteClient,
    private readonly capacity = 256,
  ) {}

  get size() {
    return this.statements.size;
  }

  /** `before`: protocol messages sent ahead of the statement in its request (executeStatement). */
  async query<R>(text: string, parameters: readonly unknown[], before?: Uint8Array): Promise<Results<R>> {
    const statement = this.use(text) ?? (await this.usePrepared(text));
    try {
      this.touch(text, statement);
      return await executeStatement<R>(this.client, statement, parameters, before);
    } finally {
      statement.users--;
    }
  }

  /** Map order is the recency order: a statement used moves to the end. */
  private touch(text: string, statement: PreparedStatement) {
    this.statements.delete(text);
    this.statements.set(text, statement);
  }

  /** The statement of this text, if prepared, counted as in use (the caller must let go of it). */
  private use(text: string): PreparedStatement | undefined {
    const statement = this.statements.get(text);
    if (statement) statement.users++;
    return statement;
  }

  /** A statement just prepared can be closed for room before its query resumes: then it is prepared again. */
  private async usePrepared(text: string): Promise<PreparedStatement> {
    for (;;) {
      await this.prepare(text);
      const statement = this.use(text);
      if (statement) return statement;
    }
  }

  private prepare(text: string): Promise<PreparedStatement> {
    let preparing = this.preparing.get(text);
    if (!preparing) {
      preparing = this.parse(text).finally(() => this.preparing.delete(text));
      this.preparing.set(text, preparing);
    }
    return preparing;
  }

  private async parse(text: string): Promise<PreparedStatement> {
    if (this.statements.size >= this.capacity) await this.closeOldestUnused();
    const name = `bw_${statementCount++}`;
    const statement = { name, parameterTypes: await prepareStatement(this.client, name, text), users: 0 };
    this.statements.set(text, statement);
    return statement;
  }

  private async closeOldestUnused() {
    for (const [text, statement] of this.statements) {
      if (statement.users > 0) continue;
      this.statements.delete(text);
      await closeStatement(this.client, statement.name);
      return;
    }
  }
}

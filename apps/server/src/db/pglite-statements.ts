// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
import type { Results } from '@electric-sql/pglite';
import { closeStatement, executeStatement, prepareStatement, type Around, type PGliteClient } from './pglite-client';

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

  /**
   * `around`: what is sent in the statement's request (executeStatement), with the statements `ahead` of it
   * given by their text here.
   */
  async query<R>(
    text: string,
    parameters: readonly unknown[],
    around: Omit<Around, 'ahead'> & { ahead?: ReadonlyArray<{ text: string; parameters: readonly unknown[] }> } = {},
  ): Promise<Results<R>> {
    const used: PreparedStatement[] = [];
    try {
      const bound = async (query: { text: string; parameters: readonly unknown[] }) => {
        const statement = this.use(query.text) ?? (await this.usePrepared(query.text));
        used.push(statement);
        this.touch(query.text, statement);
        return { statement, parameters: query.parameters };
      };
      const ahead = [];
      for (const query of around.ahead ?? []) ahead.push(await bound(query));
      const { statement } = await bound({ text, parameters });
      return await executeStatement<R>(this.client, statement, parameters, { ...around, ahead });
    } finally {
      for (const statement of used) statement.users--;
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

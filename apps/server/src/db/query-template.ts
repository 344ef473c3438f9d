import type { Compilable, CompiledQuery } from 'kysely';
import type { Executor } from '../repositories/executor';

const SLOT = Symbol('query template slot');
type Slot = { readonly [SLOT]: string };
const isSlot = (value: unknown): value is Slot => typeof value === 'object' && value !== null && SLOT in value;

type Args = Record<string, unknown>;

/**
 * The SQL of every compiled template, with a statement name: a bounded set of hot statements, which the
 * PostgreSQL pool sends as named prepared statements (database.ts). PGlite prepares every builder statement
 * itself (pglite-statements.ts).
 */
const templateStatements = new Map<string, string>();

export const templateStatementName = (sql: string): string | undefined => templateStatements.get(sql);

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** Per parameter: the argument it takes, or null for a constant the builder put in. */
  slots: Array<string | null>;
}

/**
 * What decides a query's shape: which arguments are present, and the value of every boolean (a builder may
 * branch on those). Every other argument is only a value in the statement.
 */
const shapeOf = (args: Args) =>
  Object.keys(args)
    .sort()
    .map((key) => {
      const value = args[key];
      return `${key}:${value === undefined ? '-' : typeof value === 'boolean' ? String(value) : '$'}`;
    })
    .join(',');

/**
 * A query built and compiled by Kysely once per shape and afterwards run with new values.
 *
 * Building and compiling a statement with subqueries (the week overview's) takes Kysely longer than
 * Postgres needs to execute it; on a hot path the same SQL text comes out every time, only the values
 * differ. `build` receives stand-ins for the arguments that are not booleans: it may pass them on as
 * values but must not look inside them (compile checks that each one reaches the statement).
 */
export function queryTemplate<A extends object, Row>(build: (db: Executor, args: A) => Compilable<Row>) {
  const byShape = new Map<string, Compiled<Row>>();

  function compile(db: Executor, args: A, shape: string): Compiled<Row> {
    const standIns: Args = {};
    for (const [key, value] of Object.entries(args as Args)) {
      standIns[key] = value === undefined || typeof value === 'boolean' ? value : ({ [SLOT]: key } satisfies Slot);
    }
    const query = build(db, standIns as A).compile();
    const slots = query.parameters.map((p) => (isSlot(p) ? p[SLOT] : null));
    for (const key of Object.keys(standIns)) {
      if (isSlot(standIns[key]) && !slots.includes(key)) {
        throw new Error(`queryTemplate: argument '${key}' does not reach the statement as a value (shape ${shape})`);
      }
    }
    if (!templateStatements.has(query.sql)) templateStatements.set(query.sql, `bw_template_${templateStatements.size}`);
    return { query, slots };
  }

  /** Runs the query with these arguments on the database or inside a transaction. */
  return async function run(db: Executor, args: A): Promise<Row[]> {
    const shape = shapeOf(args as Args);
    let compiled = byShape.get(shape);
    if (!compiled) {
      compiled = compile(db, args, shape);
      byShape.set(shape, compiled);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((constant, i) => {
      const slot = slots[i];
      return slot === null || slot === undefined ? constant : (args as Args)[slot];
    });
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}

// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
import { parse, protocol, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

export type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
export type ValueParser = (value: string, typeId?: number) => unknown;
export type ValueSerializer = (value: unknown) => string;

/** What the dialect and the statement cache need of a PGlite: PGlite itself has it, and so has the worker. */
export interface PGliteClient {
  readonly parsers: Record<number, ValueParser>;
  readonly serializers: Record<number, ValueSerializer>;
  execProtocol(message: Uint8Array, options?: { syncToFs?: boolean }): Promise<{ messages: BackendMessage[] }>;
  query<R>(text: string, parameters?: unknown[]): Promise<Results<R>>;
  exec(text: string): Promise<Results[]>;
  close(): Promise<void>;
}

/** Protocol messages back to back, as one request to the database. */
export function concatMessages(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, m) => n + m.length, 0));
  let offset = 0;
  for (const m of parts) {
    out.set(m, offset);
    offset += m.length;
  }
  return out;
}

/** Each parameter as text, through the serializer of the type Postgres inferred for it; null stays null. */
function serializeParameters(
  client: Pick<PGliteClient, 'serializers'>,
  parameters: readonly unknown[],
  types: readonly number[],
) {
  return parameters.map((value, i) => {
    if (value === null || value === undefined) return null;
    const typeId = types[i];
    const serializer = typeId === undefined ? undefined : client.serializers[typeId];
    return serializer ? serializer(value) : String(value);
  });
}

/** Parses SQL as a named prepared statement; resolves with the parameter types Postgres inferred. */
export async function prepareStatement(client: PGliteClient, name: string, text: string): Promise<number[]> {
  const { messages } = await client.execProtocol(
    concatMessages([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    { syncToFs: false },
  );
  return parse.parseDescribeStatementResults(messages);
}

/** A prepared statement with its parameters. */
export interface Bound {
  statement: { name: string; parameterTypes: readonly number[] };
  parameters: readonly unknown[];
}

/** What is sent in the same request as a statement, whose own answers are left out. */
export interface Around {
  /** A transaction's BEGIN (pglite-dialect.ts). */
  before?: Uint8Array;
  /** Statements whose answers nobody waits for, in front of it (sentWithNext), each with its own Sync. */
  ahead?: readonly Bound[];
  /** Its COMMIT, after its last statement: an error in the statement makes it a rollback. */
  after?: Uint8Array;
}

const bindAndExecute = (client: Pick<PGliteClient, 'serializers'>, { statement, parameters }: Bound) => [
  serialize.bind({
    statement: statement.name,
    values: serializeParameters(client, parameters, statement.parameterTypes),
  }),
  serialize.describe({ type: 'P' }),
  serialize.execute({}),
  serialize.sync(),
];

/**
 * Binds and executes a prepared statement, in one round trip, with what goes `around` it. The first error in
 * the request is thrown, be it of a statement ahead: the transaction it was sent in is then aborted.
 */
export async function executeStatement<R>(
  client: PGliteClient,
  statement: Bound['statement'],
  parameters: readonly unknown[],
  around: Around = {},
): Promise<Results<R>> {
  const { messages } = await client.execProtocol(
    concatMessages([
      ...(around.before ? [around.before] : []),
      ...(around.ahead ?? []).flatMap((bound) => bindAndExecute(client, bound)),
      ...bindAndExecute(client, { statement, parameters }),
      ...(around.after ? [around.after] : []),
    ]),
  );
  const results = parse.parseResults(messages, client.parsers);
  const index = results.length - (around.after ? 2 : 1);
  const own = results[index]!;
  // PGlite counts the affected rows of a request's statements together.
  const earlier = results[index - 1]?.affectedRows ?? 0;
  return (earlier ? { ...own, affectedRows: (own.affectedRows ?? 0) - earlier } : own) as Results<R>;
}

export async function closeStatement(client: PGliteClient, name: string): Promise<void> {
  await client.execProtocol(concatMessages([serialize.close({ type: 'S', name }), serialize.sync()]), {
    syncToFs: false,
  });
}

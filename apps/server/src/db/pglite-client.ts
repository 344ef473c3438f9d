import type { parse, Results } from '@electric-sql/pglite';

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


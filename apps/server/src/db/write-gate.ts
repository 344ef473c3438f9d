import type { Kysely, OperationNode, RawNode } from 'kysely';

/** What tells whether the database may have changed between two moments (lib/revalidation-cache.ts). */
export interface ChangeGate {
  /** The generation a read starts in, or null when what the read sees is unsure (it must not be kept). */
  readStarts(): number | null;
  /** Whether nothing was written since the read started in this generation. */
  unchangedSince(generation: number): boolean;
}

/**
 * On PGlite every statement of the database passes through this process, so the process can tell that no
 * write ran between two moments: a read taken while nothing was written may be kept in memory until the next
 * write starts (lib/revalidation-cache.ts). On PostgreSQL it sees this process's own writes, and a listener
 * hears everyone else's (change-listener.ts).
 *
 * Any statement not known to be a plain read counts as a write: the builder's INSERT, UPDATE and DELETE, a
 * SELECT with a data-modifying WITH, and raw SQL other than a plain SELECT (BEGIN, COMMIT, migrations,
 * VACUUM). A write moves the generation when it starts and again when it ends, so a read that overlapped it
 * is never kept.
 */
export class WriteGate implements ChangeGate {
  private generation = 0;
  private writing = 0;

  /** Null while a write runs. */
  readStarts(): number | null {
    return this.writing === 0 ? this.generation : null;
  }

  unchangedSince(generation: number): boolean {
    return this.writing === 0 && this.generation === generation;
  }

  async around<T>(node: OperationNode, run: () => Promise<T>): Promise<T> {
    if (isPlainRead(node)) return run();
    this.generation++;
    this.writing++;
    try {
      return await run();
    } finally {
      this.writing--;
      this.generation++;
    }
  }
}

/** Raw SQL that starts as a read: SELECT or WITH (a WITH that writes names INSERT, UPDATE or DELETE). */
const READING_START = /^\s*(select|with)\b/i;
/** Words that make raw SQL a write, or may: a false alarm only costs a kept read. */
const WRITING_WORDS = /\b(insert|update|delete|merge|into|truncate|nextval|setval|pg_notify|lock|call|copy)\b/i;

/**
 * Raw SQL (sql`...`) that only reads: the webhook dispatcher's poll, once a second, would otherwise end every
 * kept revalidation each second. Nested raw fragments and builder SELECTs must be reads too; any other node
 * counts as a write.
 */
function isPlainRawRead(node: RawNode, nested = false): boolean {
  const text = node.sqlFragments.join(' ');
  if ((!nested && !READING_START.test(text)) || WRITING_WORDS.test(text)) return false;
  return node.parameters.every(
    (parameter) =>
      parameter.kind === 'ValueNode' ||
      (parameter.kind === 'RawNode' && isPlainRawRead(parameter as RawNode, true)) ||
      (parameter.kind === 'SelectQueryNode' && isPlainRead(parameter)),
  );
}

/** A SELECT whose common table expressions are SELECTs too (PostgreSQL allows writes only in a top-level WITH). */
function isPlainRead(node: OperationNode): boolean {
  if (node.kind === 'RawNode') return isPlainRawRead(node as RawNode);
  if (node.kind !== 'SelectQueryNode') return false;
  const ctes = (node as { with?: { expressions: Array<{ expression: OperationNode }> } }).with?.expressions ?? [];
  return ctes.every(({ expression }) => isPlainRead(expression));
}

const gates = new WeakMap<Kysely<never>, ChangeGate>();

export function registerWriteGate(db: Kysely<never>, gate: ChangeGate): void {
  gates.set(db, gate);
}

/** The database's gate; undefined for a database opened without one (nothing is then kept). */
export function writeGateOf(db: Kysely<never>): ChangeGate | undefined {
  return gates.get(db);
}

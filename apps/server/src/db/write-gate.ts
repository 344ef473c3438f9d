import type { Kysely, OperationNode } from 'kysely';

/**
 * On PGlite every statement of the database passes through this process, so the process can tell that no
 * write ran between two moments: a read taken while nothing was written may be kept in memory until the next
 * write starts (lib/revalidation-cache.ts). PostgreSQL has other writers (other server processes, the office's
 * tools) and gets no gate.
 *
 * Any statement not known to be a plain read counts as a write: the builder's INSERT, UPDATE and DELETE, a
 * SELECT with a data-modifying WITH, and all raw SQL (BEGIN, COMMIT, migrations, VACUUM). A write moves the
 * generation when it starts and again when it ends, so a read that overlapped it is never kept.
 */
export class WriteGate {
  private generation = 0;
  private writing = 0;

  /** The generation a read starts in, or null while a write runs (what the read sees is then unsure). */
  readStarts(): number | null {
    return this.writing === 0 ? this.generation : null;
  }

  /** Whether nothing was written since the read started in this generation. */
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

/** A SELECT whose common table expressions are SELECTs too (PostgreSQL allows writes only in a top-level WITH). */
function isPlainRead(node: OperationNode): boolean {
  if (node.kind !== 'SelectQueryNode') return false;
  const ctes = (node as { with?: { expressions: Array<{ expression: OperationNode }> } }).with?.expressions ?? [];
  return ctes.every(({ expression }) => isPlainRead(expression));
}

const gates = new WeakMap<Kysely<never>, WriteGate>();

export function registerWriteGate(db: Kysely<never>, gate: WriteGate): void {
  gates.set(db, gate);
}

/** The database's gate: PGlite's; undefined on PostgreSQL. */
export function writeGateOf(db: Kysely<never>): WriteGate | undefined {
  return gates.get(db);
}

import { LRUCache } from 'lru-cache';
import type { ChangeGate } from '../db/write-gate';

/** Tokens of phones revalidating at once; a 200-employee company's phones fit many times over. */
const MAX_ENTRIES = 10_000;

interface Kept<V> {
  value: V;
  generation: number;
  /** The session's end: a kept session is no longer current after it, written or not. */
  expiresAt: Date;
}

/**
 * A revalidation's session and change version, kept in memory while the database is unchanged: an unchanged
 * week then costs no database round trip at all. A kept value counts only while no write has started since it
 * was read (write-gate.ts). On PGlite, where this process runs every statement, a sign-out, a new registration
 * or an office import is seen by the very next request. On PostgreSQL this process's own writes are too, and
 * other writers' once their commit's notification arrives (change-listener.ts, decision 014). Without a gate
 * nothing is kept.
 */
export class RevalidationCache<V extends { expiresAt: Date }> {
  private readonly kept = new LRUCache<string, Kept<V>>({ max: MAX_ENTRIES });

  constructor(private readonly gate: ChangeGate | undefined) {}

  async get(key: string, read: () => Promise<V | undefined>, now = new Date()): Promise<V | undefined> {
    const gate = this.gate;
    if (!gate) return read();
    const hit = this.kept.get(key);
    if (hit && gate.unchangedSince(hit.generation) && hit.expiresAt > now) return hit.value;
    const generation = gate.readStarts();
    const value = await read();
    if (value && generation !== null && gate.unchangedSince(generation))
      this.kept.set(key, { value, generation, expiresAt: value.expiresAt });
    else this.kept.delete(key);
    return value;
  }
}

// A fast path: why, its measured gain and what a change must keep are in docs/decisions/010-the-fast-paths.md.
interface Waiter {
  exclusive: boolean;
  grant: () => void;
}

/**
 * Many holders at once, or one alone; granted first come, first served, so a waiting exclusive holder is not
 * overtaken by shared holders that arrive after it (it would wait for ever under load).
 */
export class ReadersWriterLock {
  private shared = 0;
  private exclusive = false;
  private readonly waiting: Waiter[] = [];

  /** Holders waiting for their turn (metrics). */
  get queued(): number {
    return this.waiting.length;
  }

  /** Whether nobody holds it (metrics). */
  get free(): boolean {
    return !this.exclusive && this.shared === 0;
  }

  acquire(exclusive: boolean): Promise<void> {
    if (this.waiting.length === 0 && this.grantable(exclusive)) {
      this.take(exclusive);
      return Promise.resolve();
    }
    return new Promise((grant) => this.waiting.push({ exclusive, grant }));
  }

  release(exclusive: boolean): void {
    if (exclusive) this.exclusive = false;
    else this.shared--;
    while (this.waiting.length > 0 && this.grantable(this.waiting[0]!.exclusive)) {
      const next = this.waiting.shift()!;
      this.take(next.exclusive);
      next.grant();
    }
  }

  private grantable(exclusive: boolean) {
    return !this.exclusive && (!exclusive || this.shared === 0);
  }

  private take(exclusive: boolean) {
    if (exclusive) this.exclusive = true;
    else this.shared++;
  }
}

/**
 * How many requests the app is working on: from their first hook until their answer is complete, whether or
 * not their client still waits for it (plugins/requests-in-progress.ts counts them). PGlite's client reads it
 * (it blocks for an answer only while it serves one request) and closing the app waits for it.
 */
export class RequestsInProgress {
  private count = 0;
  private readonly onSettled = new Set<() => void>();

  get size() {
    return this.count;
  }

  /** At most one request in progress: the one asking, if any. */
  readonly atMostOne = () => this.count <= 1;

  begin() {
    this.count++;
  }

  end() {
    this.count--;
    if (this.count === 0) for (const settle of this.onSettled) settle();
  }

  /** Resolves true once no request is in progress, or false if that takes longer than `limitMs`. */
  settled(limitMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const finish = (settled: boolean) => {
        clearTimeout(timer);
        this.onSettled.delete(settle);
        resolve(settled);
      };
      const settle = () => finish(true);
      const timer = setTimeout(() => finish(false), limitMs);
      this.onSettled.add(settle);
    });
  }
}

import { describe, expect, it } from 'vitest';
import { ReadersWriterLock } from '../../src/db/readers-writer-lock';

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe('ReadersWriterLock', () => {
  it('grants shared holders together and an exclusive one alone', async () => {
    const lock = new ReadersWriterLock();
    await lock.acquire(false);
    await lock.acquire(false);
    const exclusive = lock.acquire(true);
    expect(await settled(exclusive)).toBe(false);
    lock.release(false);
    expect(await settled(exclusive)).toBe(false);
    lock.release(false);
    expect(await settled(exclusive)).toBe(true);
    const shared = lock.acquire(false);
    expect(await settled(shared)).toBe(false);
    lock.release(true);
    expect(await settled(shared)).toBe(true);
  });

  it('keeps a shared holder that comes after a waiting exclusive one behind it', async () => {
    const lock = new ReadersWriterLock();
    await lock.acquire(false);
    const exclusive = lock.acquire(true);
    const later = lock.acquire(false);
    expect(await settled(later)).toBe(false);
    lock.release(false);
    expect(await settled(exclusive)).toBe(true);
    expect(await settled(later)).toBe(false);
    lock.release(true);
    expect(await settled(later)).toBe(true);
  });

  it('grants the shared holders waiting behind an exclusive one together when it lets go', async () => {
    const lock = new ReadersWriterLock();
    await lock.acquire(true);
    const waiting = [lock.acquire(false), lock.acquire(false), lock.acquire(true)];
    lock.release(true);
    expect(await Promise.all(waiting.map(settled))).toEqual([true, true, false]);
  });
});

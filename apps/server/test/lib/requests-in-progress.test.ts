import { describe, expect, it } from 'vitest';
import { RequestsInProgress } from '../../src/lib/requests-in-progress';

describe('RequestsInProgress', () => {
  it('says whether at most one request is in progress', () => {
    const requests = new RequestsInProgress();
    expect(requests.atMostOne()).toBe(true);
    requests.begin();
    expect([requests.size, requests.atMostOne()]).toEqual([1, true]);
    requests.begin();
    expect([requests.size, requests.atMostOne()]).toEqual([2, false]);
    requests.end();
    requests.end();
    expect([requests.size, requests.atMostOne()]).toEqual([0, true]);
  });

  it('settles when the last request ends, for everyone waiting', async () => {
    const requests = new RequestsInProgress();
    await expect(requests.settled(10)).resolves.toBe(true);
    requests.begin();
    requests.begin();
    const first = requests.settled(5_000);
    const second = requests.settled(5_000);
    let done = false;
    void first.then(() => (done = true));
    requests.end();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(done).toBe(false);
    requests.end();
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
  });

  it('gives up after the limit when a request does not end', async () => {
    const requests = new RequestsInProgress();
    requests.begin();
    await expect(requests.settled(20)).resolves.toBe(false);
    requests.end();
    await expect(requests.settled(20)).resolves.toBe(true);
  });
});

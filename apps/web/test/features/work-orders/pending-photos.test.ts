import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../../src/api/outbox';
import { correctionPlace } from '../../../src/features/outbox/lib/correction';
import { pendingPhotoWrites } from '../../../src/features/work-orders/lib/pending-photos';

let seq = 0;
function item(
  kind: 'photo' | 'photo-remove' | 'hours',
  werkbonId: number,
  path: string,
  state: OutboxItem['state'] = 'pending',
): OutboxItem {
  seq += 1;
  return {
    seq,
    key: `key-${seq}`,
    request: { method: kind === 'photo-remove' ? 'DELETE' : 'POST', path, body: new Blob(['jpeg']) },
    change: { kind: 'photo', orderId: werkbonId },
    shown: { kind, date: '2025-05-12', werkbonId, hoursDelta: 0, summary: '' },
    state,
    refusal: null,
    createdAt: '',
    attempts: 0,
  };
}

describe('pendingPhotoWrites', () => {
  it("finds the order's photos being added and the ids of those being removed", () => {
    const adding = item('photo', 7, '/v1/werkbon/7/photos');
    const refused = item('photo', 7, '/v1/werkbon/7/photos', 'refused');
    const items = [
      adding,
      item('photo', 8, '/v1/werkbon/8/photos'),
      item('photo-remove', 7, '/v1/werkbon/7/photos/41'),
      item('photo-remove', 7, '/v1/werkbon/7/photos/42', 'refused'),
      item('hours', 7, '/v1/invoer'),
      refused,
    ];

    const pending = pendingPhotoWrites(items, 7);

    expect(pending.added).toEqual([adding, refused]);
    // A refused removal left the photo on the server: it is shown until the user discards or resends it.
    expect([...pending.removed]).toEqual([41]);
  });
});

describe('a refused photo in the outbox', () => {
  it('has nothing to correct: it is resent as it is or discarded', () => {
    expect(correctionPlace({ method: 'POST', path: '/v1/werkbon/7/photos', body: new Blob(['jpeg']) })).toBeNull();
    expect(correctionPlace({ method: 'DELETE', path: '/v1/werkbon/7/photos/41' })).toBeNull();
  });
});

import type { OutboxItem } from '../../../api/outbox';

/** The order's photo writes the server does not have yet. */
export interface PendingPhotoWrites {
  /** Photos being added, oldest first (their Blob is the request's body). */
  added: OutboxItem[];
  /** Ids of photos being removed: the order page no longer shows them. */
  removed: Set<number>;
}

const REMOVED_PHOTO = /\/photos\/(\d+)$/;

/** The outbox's photo writes on this order, refused ones included (they wait for the user in the outbox). */
export function pendingPhotoWrites(items: readonly OutboxItem[], orderId: number): PendingPhotoWrites {
  const added: OutboxItem[] = [];
  const removed = new Set<number>();
  for (const item of items) {
    if (item.shown.werkbonId !== orderId) continue;
    if (item.shown.kind === 'photo') added.push(item);
    if (item.shown.kind === 'photo-remove' && item.state === 'pending') {
      const photoId = REMOVED_PHOTO.exec(item.request.path)?.[1];
      if (photoId) removed.add(Number(photoId));
    }
  }
  return { added, removed };
}

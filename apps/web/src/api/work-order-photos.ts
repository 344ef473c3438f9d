import { PHOTO_LIMITS, type WorkOrderPhoto } from '@bouwwerk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, type RefCallback } from 'react';
import { nlWorkOrderDocuments } from '@bouwwerk/texts/nl-work-order-documents';
import { ApiError, api, apiBlob } from '../lib/api-client';
import { queryClient } from '../lib/query';
import { showToast } from '../state/toasts';
import { useAccount } from './account';
import { accountKeys, type Account } from './keys';
import { onOrderWriteRefused } from './on-booking-changed';
import { submitWrite } from './outbox';
import type { OutboxWrite } from './outbox/types';

export type PhotoSize = 'thumbnail' | 'full';

const photosPath = (orderId: number) => `/v1/werkbon/${encodeURIComponent(orderId)}/photos`;
const photoPath = (orderId: number, photoId: number, size: PhotoSize) =>
  `${photosPath(orderId)}/${encodeURIComponent(photoId)}${size === 'thumbnail' ? '/thumbnail' : ''}`;

/** GET /v1/werkbon/{id}/photos: the order's photos in the order they were taken. */
export const getWorkOrderPhotos = (orderId: number, signal?: AbortSignal) =>
  api<WorkOrderPhoto[]>(photosPath(orderId), { signal });

export function getWorkOrderPhotosQueryOptions(account: Account, orderId: number) {
  return queryOptions({
    queryKey: accountKeys(account).workOrderPhotos(orderId),
    queryFn: ({ signal }) => getWorkOrderPhotos(orderId, signal),
  });
}

export function useWorkOrderPhotos(orderId: number) {
  const { account, signedIn } = useAccount();
  return useQuery({ ...getWorkOrderPhotosQueryOptions(account, orderId), enabled: signedIn });
}

/**
 * A photo's JPEG (its thumbnail for the grid, the photo itself when opened). Fetched with the token, which an
 * <img src> cannot send; kept by the photo's id for good, since a photo's bytes never change.
 */
export function usePhotoBlob(orderId: number, photoId: number, size: PhotoSize) {
  const { account, signedIn } = useAccount();
  return useQuery({
    queryKey: accountKeys(account).workOrderPhotoImage(photoId, size),
    queryFn: ({ signal }) => apiBlob(photoPath(orderId, photoId, size), { signal, accept: 'image/jpeg' }),
    staleTime: Infinity,
    enabled: signedIn,
  });
}

/**
 * A ref for an <img> that shows the Blob: through an object URL, revoked when the Blob changes or the image
 * goes, so the bytes are not held in memory after the screen is left. Until there is a Blob the image has no src.
 */
export function useBlobSrc(blob: Blob | null | undefined): RefCallback<HTMLImageElement> {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !blob) return;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => {
        image.removeAttribute('src');
        URL.revokeObjectURL(url);
      };
    },
    [blob],
  );
}

/** The order as a photo's write names it in the outbox and the week overview. */
export interface PhotoOrder {
  id: number;
  nummer: string;
}

/** POST /v1/werkbon/{id}/photos with the JPEG as it is: kept in the outbox first, like every write. */
export function photoWrite(order: PhotoOrder, photo: Blob, date: string): OutboxWrite {
  return {
    request: { method: 'POST', path: photosPath(order.id), body: photo },
    change: { kind: 'photo', orderId: order.id },
    shown: {
      kind: 'photo',
      date,
      werkbonId: order.id,
      hoursDelta: 0,
      summary: nlWorkOrderDocuments.photos.outboxSummary(order.nummer),
    },
  };
}

/** DELETE /v1/werkbon/{id}/photos/{photoId}. */
export function photoRemoveWrite(order: PhotoOrder, photoId: number, date: string): OutboxWrite {
  return {
    request: { method: 'DELETE', path: photoPath(order.id, photoId, 'full') },
    change: { kind: 'photo', orderId: order.id },
    shown: {
      kind: 'photo-remove',
      date,
      werkbonId: order.id,
      hoursDelta: 0,
      summary: nlWorkOrderDocuments.photos.removeSummary(order.nummer),
    },
  };
}

/** Adds the (already scaled) photo to the order through the outbox: sent at once, or kept until there is signal. */
export const addPhoto = (account: Account, order: PhotoOrder, photo: Blob, date: string) =>
  submitWrite<WorkOrderPhoto>(account, photoWrite(order, photo, date));

/** Removes the photo through the outbox. */
export const removePhoto = (account: Account, order: PhotoOrder, photoId: number, date: string) =>
  submitWrite<void>(account, photoRemoveWrite(order, photoId, date));

/** Why the server refused a photo's write, in the user's words. */
export function photoRefusalText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'PHOTO_TYPE_UNSUPPORTED') return nlWorkOrderDocuments.photos.notImage;
  if (code === 'PHOTO_TOO_LARGE') return nlWorkOrderDocuments.photos.tooLarge;
  if (code === 'PHOTO_LIMIT_REACHED') return nlWorkOrderDocuments.photos.limitReached(PHOTO_LIMITS.perOrder);
  if (code === 'WORK_ORDER_LOCKED') return nlWorkOrderDocuments.photos.locked;
  if (code === 'NO_REGISTRATION_RIGHTS') return nlWorkOrderDocuments.photos.noRights;
  return nlWorkOrderDocuments.photos.failed;
}

/**
 * Adds the photos to the order, all at once into the outbox (in the order given), and says in one toast what
 * became of them: saved, kept to be sent, or the server's reason for the first one it refused. A refusal for
 * the order's state (locked, rights taken away) reads the order and the rights again, so the page shows it.
 * Answers how many the server has now or the outbox keeps.
 */
export async function addPhotos(account: Account, order: PhotoOrder, photos: Blob[], date: string): Promise<number> {
  if (photos.length === 0) return 0;
  const outcomes = await Promise.all(photos.map((photo) => addPhoto(account, order, photo, date)));
  const refused = outcomes.find((outcome) => outcome.status === 'refused');
  const kept = outcomes.filter((outcome) => outcome.status !== 'refused').length;
  if (refused) {
    showToast({ type: 'failure', message: photoRefusalText(refused.error) });
    if (refused.error instanceof ApiError && (refused.error.status === 403 || refused.error.status === 409))
      void onOrderWriteRefused(queryClient, account, order.id);
  } else if (outcomes.some((outcome) => outcome.status === 'queued')) {
    showToast({ type: 'success', message: nlWorkOrderDocuments.photos.queued });
  } else {
    showToast({ type: 'success', message: nlWorkOrderDocuments.photos.saved(kept) });
  }
  return kept;
}

import { z } from 'zod';
import { IdParamSchema } from './common';

/**
 * Photos on a work order (docs/decisions/013-werkbon-documents.md). The phone scales a photo down before it sends it
 * (longest side at most PHOTO_LIMITS.longestSide, JPEG); the server checks it is an image, turns it upright, strips its
 * metadata (no GPS or device data leaves the building site) and keeps it with a thumbnail.
 */
export const PHOTO_LIMITS = {
  /** The largest upload the server reads: far above a 2048 px JPEG (about 1 MB), below a raw camera file. */
  maxBytes: 10 * 1024 * 1024,
  /** Photos per order: enough to document a job, few enough for one PDF. */
  perOrder: 30,
  /** Longest side of a stored photo, in pixels; the phone scales to it too. */
  longestSide: 2048,
  /** Longest side of a thumbnail (the order page's grid, the PDF). */
  thumbnailSide: 320,
  /** Decoded pixels the server accepts (a 10 MB file can claim a huge canvas): about a 50-megapixel camera. */
  maxInputPixels: 50_000_000,
} as const;

/** The media types an upload may have; the server checks the bytes too. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMediaType = (typeof PHOTO_MEDIA_TYPES)[number];

export const isPhotoMediaType = (type: string): type is PhotoMediaType =>
  (PHOTO_MEDIA_TYPES as readonly string[]).includes(type);

/** GET /v1/werkbon/{id}/photos (and the answer of an upload): what the order page lists of a photo. */
export const WorkOrderPhotoSchema = z.object({
  id: z.number().int(),
  werkbonId: z.number().int(),
  /** The employee who took it: only he may remove it (until the order is locked). */
  takenBy: z.number().int(),
  takenByName: z.string(),
  takenAt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type WorkOrderPhoto = z.infer<typeof WorkOrderPhotoSchema>;

/** /v1/werkbon/{id}/photos/{photoId} and its thumbnail. */
export const WorkOrderPhotoParamsSchema = z.object({ id: IdParamSchema, photoId: IdParamSchema });

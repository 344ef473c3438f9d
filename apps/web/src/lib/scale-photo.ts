import { PHOTO_LIMITS, isPhotoMediaType } from '@bouwwerk/domain';

/**
 * Scaling a photo on the phone before it is sent (docs/decisions/013-werkbon-documents.md): a camera's 12-megapixel
 * original is 3 to 8 MB, the 2048 px JPEG about 0.5 to 1 MB, which goes through a poor connection and fits the outbox.
 * Loaded lazily by the screens that add photos, so the first screens do not carry it.
 */

/** JPEG quality of a scaled photo: no visible loss at 2048 px, a third of the size of 0.95. */
export const PHOTO_JPEG_QUALITY = 0.85;

/** The file could not be read as an image: the user chose something else (a PDF, a HEIC the browser cannot read). */
export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
    this.name = 'NotAnImageError';
  }
}

export interface Size {
  width: number;
  height: number;
}

/** The size with the longest side at most `longestSide`, the aspect ratio kept; never enlarged. */
export function scaledSize({ width, height }: Size, longestSide: number = PHOTO_LIMITS.longestSide): Size {
  const factor = Math.min(1, longestSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** Draws the bitmap at `size` and encodes it as a JPEG: on an OffscreenCanvas where there is one. */
async function encodeJpeg(bitmap: ImageBitmap, size: Size): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no JPEG'))),
      'image/jpeg',
      PHOTO_JPEG_QUALITY,
    ),
  );
}

/**
 * The photo as a JPEG with its longest side at most PHOTO_LIMITS.longestSide, turned upright as its EXIF says
 * (the canvas keeps no metadata, so no GPS leaves the phone). Throws NotAnImageError for a file that is no image.
 * A browser without createImageBitmap sends an image file as it is: the server scales and checks it too.
 */
export async function scalePhoto(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') {
    if (isPhotoMediaType(file.type)) return file;
    throw new NotAnImageError();
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImageError();
  }
  try {
    return await encodeJpeg(bitmap, scaledSize(bitmap));
  } finally {
    bitmap.close();
  }
}

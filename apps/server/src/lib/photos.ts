import { PHOTO_LIMITS, PHOTO_MEDIA_TYPES, type PhotoMediaType } from '@bouwwerk/domain';
import type SharpConstructor from 'sharp';
import type { Sharp, SharpOptions } from 'sharp';
import type { NewWorkOrderPhoto } from '../repositories/work-order-photos-repository';
import { badRequest, HttpError } from './http-errors';

/**
 * sharp, loaded on the first upload rather than at start: libvips costs some 30 MB of memory and a quarter of
 * a second of CPU that a server nobody sends photos to would never use.
 */
let loaded: Promise<typeof SharpConstructor> | undefined;
export function loadSharp(): Promise<typeof SharpConstructor> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    /**
     * libvips keeps the results of recent operations (up to 50 MB, 20 files, 100 operations) to reuse them: every
     * upload is a different image, so nothing is ever reused and the cache only looks like a leak in the RSS.
     */
    sharp.cache(false);
    /**
     * One libvips thread per image instead of one per core: on a small server (2 cores) an upload then leaves a
     * core for the event loop and the database, and uploads at once run side by side on libuv's pool (4 threads)
     * instead of each taking every core; the pool's size also bounds how many images are decoded at once, and so
     * the memory.
     */
    sharp.concurrency(1);
    return sharp;
  }));
}

/** The format sharp reads from the bytes, for each media type an upload may declare. */
const FORMAT_OF: Record<PhotoMediaType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

const JPEG = { quality: 80, mozjpeg: true } as const;

export const photoTypeUnsupported = (message: string) => new HttpError(415, 'PHOTO_TYPE_UNSUPPORTED', message);

export const photoTooLarge = (message = `A photo may be at most ${PHOTO_LIMITS.maxBytes / 1024 / 1024} MB`) =>
  new HttpError(413, 'PHOTO_TOO_LARGE', message);

const supportedTypes = PHOTO_MEDIA_TYPES.join(', ');

/**
 * A hostile file is refused, never a crash or a hang: `limitInputPixels` refuses a canvas larger than a camera
 * makes from its header alone (a 200 KB PNG can claim 60000x60000, 10 GB decoded), before any pixel is decoded;
 * `failOn: 'error'` stops at corrupt pixel data (a truncated JPEG) instead of storing a grey half.
 */
const DECODING: SharpOptions = { limitInputPixels: PHOTO_LIMITS.maxInputPixels, failOn: 'error' };

/** What sharp said about bytes it could not use, as the answer of the upload. */
function refusal(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) {
    const megapixels = PHOTO_LIMITS.maxInputPixels / 1_000_000;
    return photoTooLarge(`The image is larger than ${megapixels} megapixels; a photo may be at most ${megapixels}`);
  }
  return photoTypeUnsupported(`The bytes are no readable ${supportedTypes} image (${message})`);
}

/**
 * Bytes checked to be the image their declared type says, from the header alone: a decoder of them, for what is
 * made of them. 415 for bytes that are not that image, 413 for a canvas over the limit. What the decoder makes
 * is made inside `convertImage`, which answers the same way for pixel data that turns out to be unusable.
 */
export async function checkedImage(bytes: Uint8Array, declared: PhotoMediaType): Promise<() => Sharp> {
  const sharp = await loadSharp();
  const decoder = (): Sharp => sharp(bytes, DECODING);
  const metadata = await decoder()
    .metadata()
    .catch((error: unknown) => {
      throw refusal(error);
    });
  if (metadata.format !== FORMAT_OF[declared]) {
    throw photoTypeUnsupported(
      `The body was sent as ${declared} but its bytes are ${metadata.format ?? 'no image'}; send ${supportedTypes}`,
    );
  }
  return decoder;
}

/** An image made of checked bytes (checkedImage), or the answer of why they could not be used. */
export async function convertImage<T>(make: () => Promise<T>): Promise<T> {
  try {
    return await make();
  } catch (error) {
    throw refusal(error);
  }
}

/**
 * An upload as it is stored: checked to be the image its Content-Type says, turned upright by its EXIF
 * orientation, scaled to fit PHOTO_LIMITS.longestSide (never enlarged), on white where it was transparent, as
 * JPEG without any metadata (sharp writes none unless told to: no GPS, no camera, no date), with a thumbnail
 * that fits PHOTO_LIMITS.thumbnailSide. 415 for bytes that are not that image, 413 for a canvas over the limit.
 */
export async function processPhoto(bytes: Uint8Array, declared: PhotoMediaType): Promise<NewWorkOrderPhoto> {
  if (bytes.length === 0) throw badRequest(`The body is empty; send the photo's bytes as ${declared}`, 'PHOTO_EMPTY');
  const decoder = await checkedImage(bytes, declared);
  const sharp = await loadSharp();
  return convertImage(async () => {
    const photo = await decoder()
      .rotate()
      .resize({
        width: PHOTO_LIMITS.longestSide,
        height: PHOTO_LIMITS.longestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG)
      .toBuffer({ resolveWithObject: true });
    // From the stored photo rather than the upload: a 2048 px JPEG decodes shrunk on load, in a few milliseconds.
    const thumbnail = await sharp(photo.data)
      .resize({
        width: PHOTO_LIMITS.thumbnailSide,
        height: PHOTO_LIMITS.thumbnailSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg(JPEG)
      .toBuffer({ resolveWithObject: true });
    return {
      width: photo.info.width,
      height: photo.info.height,
      photo: photo.data,
      thumbnail: { jpeg: thumbnail.data, width: thumbnail.info.width, height: thumbnail.info.height },
    };
  });
}

import { isPhotoMediaType, LOGO_LIMITS, LOGO_MEDIA_TYPES, type PhotoMediaType } from '@bouwwerk/domain';
import { badRequest, HttpError } from './http-errors';
import { checkedImage, convertImage } from './photos';

const megabytes = LOGO_LIMITS.maxBytes / 1024 / 1024;

export const logoTooLarge = (message = `A logo may be at most ${megabytes} MB`) =>
  new HttpError(413, 'LOGO_TOO_LARGE', message);

/** The media type a logo upload declares, when it is one the console takes; 415 otherwise. */
export function logoMediaType(contentType: string | undefined): PhotoMediaType {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!isPhotoMediaType(type))
    throw new HttpError(
      415,
      'LOGO_TYPE_UNSUPPORTED',
      `A logo is sent as ${LOGO_MEDIA_TYPES.join(', ')}; this request is ${type ? `'${type}'` : 'without a Content-Type'}`,
    );
  return type;
}

/**
 * The photos' refusals (lib/photos.ts) in a logo's words: bytes that are no image of their declared type are a
 * bad request (the type itself was one we take), a canvas over the limit is too large.
 */
function asLogoRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.statusCode === 413) return logoTooLarge(error.message.replace(/photo/g, 'logo'));
  if (error.statusCode === 415) return badRequest(error.message, 'LOGO_UNREADABLE');
  return error;
}

/**
 * A logo as it is stored: checked and decoded as a work order's photo is (lib/photos.ts), turned upright,
 * scaled to fit LOGO_LIMITS.longestSide (never enlarged), as a PNG without metadata: a logo keeps its
 * transparency, which the app's header and the werkbon PDF show it on.
 */
export async function processLogo(bytes: Uint8Array, declared: PhotoMediaType): Promise<Buffer> {
  if (bytes.length === 0) throw badRequest(`The body is empty; send the logo's bytes as ${declared}`, 'LOGO_EMPTY');
  try {
    const decoder = await checkedImage(bytes, declared);
    return await convertImage(() =>
      decoder()
        .rotate()
        .resize({
          width: LOGO_LIMITS.longestSide,
          height: LOGO_LIMITS.longestSide,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .png()
        .toBuffer(),
    );
  } catch (error) {
    throw asLogoRefusal(error);
  }
}

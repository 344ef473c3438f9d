import { PHOTO_LIMITS } from '@bouwwerk/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/lib/http-errors';
import { processPhoto } from '../../src/lib/photos';
import { exifTags, GPS_IFD_TAG, hostile, photoWithGps, testImage } from '../helpers/photos';

const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
};

describe('processPhoto', () => {
  it('scales a 12 MP camera JPEG to fit 2048 px and a thumbnail to fit 320 px, both JPEG', async () => {
    const camera = await testImage(4032, 3024, 'jpeg');
    const started = performance.now();
    const result = await processPhoto(camera, 'image/jpeg');
    const ms = performance.now() - started;
    expect([result.width, result.height]).toEqual([2048, 1536]);
    expect([result.thumbnail.width, result.thumbnail.height]).toEqual([320, 240]);
    const [photo, thumbnail] = await Promise.all([
      sharp(result.photo).metadata(),
      sharp(result.thumbnail.jpeg).metadata(),
    ]);
    expect([photo.format, photo.width, photo.height]).toEqual(['jpeg', 2048, 1536]);
    expect([thumbnail.format, thumbnail.width, thumbnail.height]).toEqual(['jpeg', 320, 240]);
    // Far below the phone's patience even on a slow test machine; the measured figure is in the report.
    expect(ms).toBeLessThan(5_000);
  });

  it('never enlarges: a small PNG stays its size, as JPEG, its transparency on white', async () => {
    const png = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const result = await processPhoto(png, 'image/png');
    expect([result.width, result.height, result.thumbnail.width, result.thumbnail.height]).toEqual([
      200, 100, 200, 100,
    ]);
    const { data } = await sharp(result.photo).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
    expect((await sharp(result.photo).metadata()).format).toBe('jpeg');
  });

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata (no GPS, no camera)', async () => {
    // 300x200 stored sideways, with orientation 6 (turn 90° clockwise to view), a camera make and a GPS position.
    const input = await photoWithGps(300, 200);
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(exifTags(before.exif!)).toContain(GPS_IFD_TAG);
    expect(before.exif!.includes('PhoneMaker')).toBe(true);

    const result = await processPhoto(input, 'image/jpeg');
    expect([result.width, result.height]).toEqual([200, 300]);
    // Upright: the stored left (red) half is now on top, the blue one below.
    const pixel = async (y: number) => [
      ...(await sharp(result.photo).extract({ left: 100, top: y, width: 1, height: 1 }).raw().toBuffer()),
    ];
    expect(await pixel(20)).toEqual([expect.toBeOneOf([253, 254, 255]), expect.any(Number), expect.any(Number)]);
    const [red, , blue] = await pixel(280);
    expect(blue! - red!).toBeGreaterThan(200);
    for (const stored of [result.photo, result.thumbnail.jpeg]) {
      const after = await sharp(stored).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.icc).toBeUndefined();
      expect(Buffer.from(stored).includes('PhoneMaker')).toBe(false);
    }
  });

  it('refuses bytes that are not the declared type (415), naming what was sent', async () => {
    const png = await testImage(50, 50, 'png');
    const wrong = await refusalOf(processPhoto(png, 'image/jpeg'));
    expect([wrong.statusCode, wrong.code]).toEqual([415, 'PHOTO_TYPE_UNSUPPORTED']);
    expect(wrong.message).toMatch(/image\/jpeg.*png/);
    const gif = await refusalOf(processPhoto(await testImage(50, 50, 'gif'), 'image/webp'));
    expect([gif.statusCode, gif.message]).toEqual([415, expect.stringMatching(/image\/webp.*gif/)]);
    const text = await refusalOf(processPhoto(Buffer.from('just some text, no image'), 'image/jpeg'));
    expect(text.statusCode).toBe(415);
  });

  it('refuses hostile files quickly, without crashing: zero bytes, a truncated JPEG, a PNG claiming 60000x60000', async () => {
    const [truncatedJpeg, claiming, bigPng] = await Promise.all([
      hostile.truncatedJpeg(),
      hostile.pngClaiming(60_000, 60_000),
      // A real 64-megapixel PNG: a few hundred KB of one colour, 192 MB decoded.
      testImage(8000, 8000, 'png'),
    ]);
    const started = performance.now();
    const empty = await refusalOf(processPhoto(new Uint8Array(0), 'image/jpeg'));
    expect([empty.statusCode, empty.code]).toEqual([400, 'PHOTO_EMPTY']);
    const truncated = await refusalOf(processPhoto(truncatedJpeg, 'image/jpeg'));
    expect([truncated.statusCode, truncated.code]).toEqual([415, 'PHOTO_TYPE_UNSUPPORTED']);
    const bomb = await refusalOf(processPhoto(claiming, 'image/png'));
    expect([bomb.statusCode, bomb.code]).toEqual([413, 'PHOTO_TOO_LARGE']);
    expect(bomb.message).toContain(`${PHOTO_LIMITS.maxInputPixels / 1_000_000} megapixels`);
    const real = await refusalOf(processPhoto(bigPng, 'image/png'));
    expect(real.statusCode).toBe(413);
    // Refused from the headers: no pixel of the bombs is decoded.
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

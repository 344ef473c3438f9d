import sharp from 'sharp';

/**
 * Test images made with sharp. `testImage` has some noise, so a JPEG of it is about the size and decoding work of
 * a camera's photo rather than of one flat colour.
 */
export async function testImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif') {
  const flat = format === 'png' || format === 'gif';
  const image = sharp({
    create: flat
      ? { width, height, channels: 3, background: '#4a7ab0' }
      : { width, height, channels: 3, background: '#000000', noise: { type: 'gaussian', mean: 120, sigma: 12 } },
  });
  return image.toFormat(format).toBuffer();
}

/** The tag in IFD0 that points at the GPS directory: there only when the EXIF holds a position. */
export const GPS_IFD_TAG = 0x8825;

/** The tags of IFD0 of an EXIF block as sharp's metadata() gives it ('Exif\0\0' and a TIFF header). */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd0 = u32(4);
  return Array.from({ length: u16(ifd0) }, (_, i) => u16(ifd0 + 2 + i * 12));
}

/**
 * A JPEG stored sideways (`width` x `height` pixels, EXIF orientation 6: turn 90° clockwise to view), with a
 * camera make and a GPS position in its EXIF, as a phone's camera writes it. The left half is red, the right
 * half blue, so the upright result is red on top.
 */
export async function photoWithGps(width: number, height: number) {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: half, left: width / 2, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 0/1',
      },
    })
    .toBuffer();
}

export const hostile = {
  /** The first half of a camera-sized JPEG: its header is whole, its pixels stop. */
  async truncatedJpeg() {
    const jpeg = await testImage(1600, 1200, 'jpeg');
    return jpeg.subarray(0, Math.floor(jpeg.length / 2));
  },
  /** A 10x10 PNG whose header claims `width` x `height`: a decompression bomb by its header. */
  async pngClaiming(width: number, height: number) {
    const png = Buffer.from(await testImage(10, 10, 'png'));
    png.writeUInt32BE(width, 16);
    png.writeUInt32BE(height, 20);
    return png;
  },
  /** Bytes that start like a JPEG (the SOI marker and a JFIF segment's start) and are nothing after. */
  fakeJpeg() {
    return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0 not really a photo')]);
  },
};

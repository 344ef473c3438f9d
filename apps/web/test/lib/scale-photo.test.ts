import { PHOTO_LIMITS } from '@bouwwerk/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotAnImageError, PHOTO_JPEG_QUALITY, scalePhoto, scaledSize } from '../../src/lib/scale-photo';

afterEach(() => vi.unstubAllGlobals());

describe('scaledSize', () => {
  it('brings the longest side down to the limit, keeping the aspect ratio', () => {
    expect(scaledSize({ width: 4032, height: 3024 })).toEqual({ width: PHOTO_LIMITS.longestSide, height: 1536 });
    expect(scaledSize({ width: 3024, height: 4032 })).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(scaledSize({ width: 1280, height: 720 })).toEqual({ width: 1280, height: 720 });
  });
});

/** An OffscreenCanvas double that records what is drawn and how it is encoded. */
function recordingCanvas() {
  const drawn: { width: number; height: number; drawImage: unknown[]; encoded: unknown }[] = [];
  class FakeOffscreenCanvas {
    record: (typeof drawn)[number];
    constructor(width: number, height: number) {
      this.record = { width, height, drawImage: [], encoded: null };
      drawn.push(this.record);
    }
    getContext() {
      return { drawImage: (...args: unknown[]) => (this.record.drawImage = args) };
    }
    convertToBlob(options: unknown) {
      this.record.encoded = options;
      return Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' }));
    }
  }
  vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  return drawn;
}

describe('scalePhoto', () => {
  it('draws a large photo upright at 2048 px and encodes it as a JPEG', async () => {
    const drawn = recordingCanvas();
    const close = vi.fn();
    const bitmap = { width: 4000, height: 3000, close };
    const decode = vi.fn().mockResolvedValue(bitmap);
    vi.stubGlobal('createImageBitmap', decode);
    const file = new Blob(['raw'], { type: 'image/png' });

    const scaled = await scalePhoto(file);

    expect(decode).toHaveBeenCalledWith(file, { imageOrientation: 'from-image' });
    expect(drawn).toEqual([
      {
        width: 2048,
        height: 1536,
        drawImage: [bitmap, 0, 0, 2048, 1536],
        encoded: { type: 'image/jpeg', quality: PHOTO_JPEG_QUALITY },
      },
    ]);
    expect(scaled.type).toBe('image/jpeg');
    expect(close).toHaveBeenCalled();
  });

  it('refuses a file the browser cannot decode as an image', async () => {
    recordingCanvas();
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('bad', 'InvalidStateError')));

    await expect(scalePhoto(new Blob(['%PDF'], { type: 'application/pdf' }))).rejects.toBeInstanceOf(NotAnImageError);
  });
});

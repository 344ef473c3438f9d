import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_WIDTH, photoCanvasSize, photoCrop } from '../../../src/features/camera/lib/camera';

describe('camera photo', () => {
  it('is 9:16 landscape: a 1280x720 frame is kept whole', () => {
    expect(photoCrop({ width: 1280, height: 720 }, 'landscape')).toEqual({ x: 0, y: 0, width: 1280, height: 720 });
    expect(photoCanvasSize({ width: 1280, height: 720 }, 'landscape')).toEqual({ width: 1280, height: 720 });
  });

  it('is 16:9 portrait (16 high for 9 wide): the middle of a wide frame', () => {
    const crop = photoCrop({ width: 1280, height: 720 }, 'portrait');
    expect(crop.height).toBe(720);
    expect(crop.width).toBeCloseTo(405);
    expect(crop.x).toBeCloseTo((1280 - 405) / 2);
    expect(photoCanvasSize({ width: 1280, height: 720 }, 'portrait')).toEqual({ width: 405, height: 720 });
  });

  it('a phone held upright gives a tall frame: portrait keeps its width', () => {
    expect(photoCanvasSize({ width: 720, height: 1280 }, 'portrait')).toEqual({ width: 720, height: 1280 });
  });

  it('is never wider than 1280', () => {
    const size = photoCanvasSize({ width: 1920, height: 1080 }, 'landscape');
    expect(size).toEqual({ width: PHOTO_MAX_WIDTH, height: 720 });
  });

  it('never upscales a small frame', () => {
    expect(photoCanvasSize({ width: 640, height: 360 }, 'landscape')).toEqual({ width: 640, height: 360 });
  });
});

/**
 * The camera of the specification (Screens → Camera, section 9): the feed asks for video between 640x360
 * and 1920x1080, ideally 1280x720; a photo is drawn onto a canvas at most 1280 wide, with the aspect ratio
 * 16:9 in portrait and 9:16 in landscape, read as height to width: a portrait photo is 16 high for every
 * 9 wide (a tall picture, as the phone is held), a landscape one 9 high for every 16 wide.
 */
export const CAMERA_VIDEO_CONSTRAINTS = {
  width: { min: 640, ideal: 1280, max: 1920 },
  height: { min: 360, ideal: 720, max: 1080 },
} as const;

export const PHOTO_MAX_WIDTH = 1280;

export type Orientation = 'portrait' | 'landscape';

export interface Size {
  width: number;
  height: number;
}

export interface Rect extends Size {
  x: number;
  y: number;
}

/** Height per unit of width of a photo in the given orientation. */
export const photoHeightPerWidth = (orientation: Orientation) => (orientation === 'portrait' ? 16 / 9 : 9 / 16);

/**
 * The canvas of a photo of a video frame: as wide as the part of the frame it shows (no upscaling), at
 * most 1280, with the orientation's aspect ratio.
 */
export function photoCanvasSize(frame: Size, orientation: Orientation): Size {
  const crop = photoCrop(frame, orientation);
  const width = Math.min(PHOTO_MAX_WIDTH, Math.round(crop.width));
  return { width, height: Math.round(width * photoHeightPerWidth(orientation)) };
}

/** The largest centred part of the frame with the photo's aspect ratio (the rest is cut off, not squeezed). */
export function photoCrop(frame: Size, orientation: Orientation): Rect {
  const ratio = photoHeightPerWidth(orientation);
  const width = Math.min(frame.width, frame.height / ratio);
  const height = width * ratio;
  return { x: (frame.width - width) / 2, y: (frame.height - height) / 2, width, height };
}

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import SignaturePad from 'signature_pad';

/** The specification's pen (section 9): black, 0.5 to 2.5 wide, velocity filter 0.7, throttle 16 ms, 3 px apart. */
export const SIGNATURE_PEN = {
  penColor: 'black',
  minWidth: 0.5,
  maxWidth: 2.5,
  velocityFilterWeight: 0.7,
  throttle: 16,
  minDistance: 3,
} as const;

/**
 * Sizes the canvas's backing store to its CSS size times the device pixel ratio, so lines are sharp on a
 * phone's screen; the strokes are kept (in CSS pixels) and drawn again, so turning the phone loses nothing.
 */
function fitToDevice(canvas: HTMLCanvasElement, pad: SignaturePad): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const width = Math.round(canvas.offsetWidth * ratio);
  const height = Math.round(canvas.offsetHeight * ratio);
  if (width === 0 || height === 0 || (canvas.width === width && canvas.height === height)) return;
  const strokes = pad.toData();
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.fromData(strokes);
}

export interface SignaturePadControls {
  isEmpty: boolean;
  clear: () => void;
  /** The drawing as a PNG data URL. */
  toPng: () => string;
}

/** signature_pad on the canvas, with the specification's pen, sized for the device and kept on resizing. */
export function useSignaturePad(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  disabled: boolean,
): SignaturePadControls {
  const padRef = useRef<SignaturePad | null>(null);
  const [isEmpty, setIsEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, SIGNATURE_PEN);
    padRef.current = pad;
    const fit = () => fitToDevice(canvas, pad);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    // A changed pixel ratio (zooming, moving to another screen) does not change the canvas's CSS size.
    window.addEventListener('resize', fit);
    const onEndStroke = () => setIsEmpty(pad.isEmpty());
    pad.addEventListener('endStroke', onEndStroke);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', onEndStroke);
      pad.off();
      padRef.current = null;
    };
  }, [canvasRef]);

  useEffect(() => {
    if (disabled) padRef.current?.off();
    else padRef.current?.on();
  }, [disabled]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setIsEmpty(true);
  }, []);
  const toPng = useCallback(() => padRef.current?.toDataURL('image/png') ?? '', []);
  return { isEmpty, clear, toPng };
}

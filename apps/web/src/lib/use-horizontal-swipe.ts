import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** 'next' is a swipe to the left (the content moves left, the next one comes in from the right). */
export type SwipeDirection = 'previous' | 'next';

export interface HorizontalSwipeOptions {
  onSwipe: (direction: SwipeDirection) => void;
  /** Follows the finger: the horizontal distance so far, or null when the gesture ends or is dropped. */
  onDrag?: (dx: number | null) => void;
  /** The share of the element's width a swipe must exceed (specification section 9: more than 20%). */
  threshold?: number;
}

/** Below this many pixels a touch is still a tap, not a drag. */
const SLOP_PX = 10;

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  width: number;
  dragging: boolean;
}

/**
 * Pointer handlers (touch, pen and mouse alike) that turn a horizontal drag over an element into a swipe.
 * A mostly vertical movement is left to the page's scrolling (give the element `touch-action: pan-y`), and
 * the click that ends a drag is swallowed so a swipe that starts on a button does not also press it.
 */
export function useHorizontalSwipe<E extends HTMLElement>({
  onSwipe,
  onDrag,
  threshold = 0.2,
}: HorizontalSwipeOptions) {
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);

  const end = (event: PointerEvent<E>, commit: boolean) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (!current.dragging) return;
    swallowClick.current = true;
    onDrag?.(null);
    const dx = event.clientX - current.x;
    if (commit && Math.abs(dx) > current.width * threshold) onSwipe(dx < 0 ? 'next' : 'previous');
  };

  return {
    onPointerDown(event: PointerEvent<E>) {
      swallowClick.current = false;
      if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
      gesture.current = {
        pointerId: event.pointerId,
        x: event.clientX,
        y: event.clientY,
        width: event.currentTarget.getBoundingClientRect().width,
        dragging: false,
      };
    },
    onPointerMove(event: PointerEvent<E>) {
      const current = gesture.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.x;
      const dy = event.clientY - current.y;
      if (!current.dragging) {
        if (Math.abs(dx) < SLOP_PX && Math.abs(dy) < SLOP_PX) return;
        if (Math.abs(dy) > Math.abs(dx)) {
          // Scrolling the page, not swiping.
          gesture.current = null;
          return;
        }
        current.dragging = true;
        // Keep receiving the moves when the finger leaves the element.
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      onDrag?.(dx);
    },
    onPointerUp: (event: PointerEvent<E>) => end(event, true),
    onPointerCancel: (event: PointerEvent<E>) => end(event, false),
    onClickCapture(event: MouseEvent<E>) {
      if (!swallowClick.current) return;
      swallowClick.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}

import { useRef } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';

/** How far (CSS px) a finger must travel sideways before it counts as a swipe, not a tap or a wobble. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The step a gesture makes: +1 (next) when the finger moved left past the threshold, -1 (previous)
 * when it moved right, 0 when it moved too little or more up/down than sideways (a scroll).
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  // Written so that a missing coordinate (NaN) is no swipe either.
  if (!(Math.abs(dx) >= threshold && Math.abs(dx) > Math.abs(dy))) return 0;
  return dx < 0 ? 1 : -1;
}

type Point = Pick<PointerEvent, 'pointerId' | 'clientX' | 'clientY' | 'pointerType'>;

/**
 * Pointer handlers for an element that pages on a swipe: one pointer at a time, measured from
 * down to up; a cancelled pointer (the browser took the gesture over) does nothing. Mouse drags
 * are ignored (a mouse has the buttons and the keys).
 */
export function useSwipe(onStep: (step: -1 | 1) => void, threshold = SWIPE_THRESHOLD_PX) {
  const start = useRef<Point | null>(null);
  const stepRef = useRef(onStep);
  stepRef.current = onStep;
  return {
    onPointerDown(e: ReactPointerEvent | Point) {
      if (e.pointerType === 'mouse' || start.current) return;
      start.current = { pointerId: e.pointerId, clientX: e.clientX, clientY: e.clientY, pointerType: e.pointerType };
    },
    onPointerUp(e: ReactPointerEvent | Point) {
      const s = start.current;
      if (!s || s.pointerId !== e.pointerId) return;
      start.current = null;
      const step = swipeStep(e.clientX - s.clientX, e.clientY - s.clientY, threshold);
      if (step) stepRef.current(step);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}

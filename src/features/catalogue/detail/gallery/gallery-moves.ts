import { type PointerEvent, useRef } from 'react';

/** The picture a gallery of `count` shows after `index` moves by `step`, round from the last to the first. */
export const stepped = (index: number, step: number, count: number) => (((index + step) % count) + count) % count;

/**
 * The picture a key shows, or undefined for a key the gallery leaves alone. The arrows follow the page's
 * direction: on a right-to-left page the next picture is to the left, as its thumbnail is.
 */
export function pictureForKey(key: string, index: number, count: number, rtl: boolean): number | undefined {
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return stepped(index, 1, count);
  if (key === back) return stepped(index, -1, count);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** A horizontal move at least this long (CSS px), and longer than it is tall, is a swipe. */
const SWIPE_PX = 40;

/**
 * Swipes on a picture, from pointer events (touch, pen or a mouse drag): `onSwipe(1)` for the next picture,
 * `onSwipe(-1)` for the previous, the way the page reads (a finger moving against the reading direction
 * brings the next). The element needs `touch-action: pan-y`, so the page still scrolls up and down.
 * `swiped()` tells the click that ends a swipe from a tap.
 */
export function useSwipe(onSwipe: (step: 1 | -1) => void, rtl: boolean) {
  const start = useRef<{ id: number; x: number; y: number }>();
  const lastWasSwipe = useRef(false);
  return {
    handlers: {
      onPointerDown(event: PointerEvent) {
        start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
        lastWasSwipe.current = false;
      },
      onPointerUp(event: PointerEvent) {
        const from = start.current;
        start.current = undefined;
        if (!from || from.id !== event.pointerId) return;
        const dx = event.clientX - from.x;
        const dy = event.clientY - from.y;
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) <= Math.abs(dy)) return;
        lastWasSwipe.current = true;
        const next = dx < 0 !== rtl;
        onSwipe(next ? 1 : -1);
      },
      onPointerCancel() {
        start.current = undefined;
      },
    },
    swiped: () => lastWasSwipe.current,
  };
}

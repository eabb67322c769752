/**
 * Whether the reader has done anything on the page yet: moved or pressed the pointer, touched, scrolled, pressed a
 * key or moved focus. Demos near the viewport go live on the first such sign (see `useOpenWhenNear`), so a page that
 * is only being looked at spends no main-thread time mounting heavy components such as the Data Grid: the
 * prerendered picture of each demo is already on screen.
 */
export const READER_ACTIVITY_EVENTS = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
] as const;

let active = false;
const waiting = new Set<() => void>();

function markActive(event: Event) {
  // Scroll events of elements reach this capturing listener too, and the page's own code scrolls some (the side
  // navigation brings the current page's entry into view as it hydrates). A reader scrolling an element does so with
  // the wheel, a touch, a key or the pointer, which count; only the page's scroll counts as such.
  if (active || (event.type === 'scroll' && event.target instanceof Element)) return;
  active = true;
  for (const type of READER_ACTIVITY_EVENTS) window.removeEventListener(type, markActive, true);
  const callbacks = [...waiting];
  waiting.clear();
  for (const callback of callbacks) callback();
}

// Listening starts as the page's code loads, so activity before any demo comes near still counts.
if (typeof window !== 'undefined') {
  for (const type of READER_ACTIVITY_EVENTS) {
    window.addEventListener(type, markActive, { capture: true, passive: true });
  }
}

/** Calls `callback` once the reader is active (at once if they already are); returns the cancel. */
export function whenReaderActive(callback: () => void): () => void {
  if (active) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}

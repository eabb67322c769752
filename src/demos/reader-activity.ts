/**
 * Whether demos near the viewport may go live yet (see `useOpenWhenNear`): once the reader has done anything on the
 * page (moved or pressed the pointer, touched, scrolled, pressed a key or moved focus), or once the page has settled
 * after loading, whichever comes first. Mounting a heavy component such as the Data Grid is one long task, so it
 * waits until the page itself is ready and idle; but a reader who only looks must not keep a blank or frozen first
 * screen: waiting for a sign of use alone left the first row-grouping demo a picture for over 20 s when a pointer
 * move came before this module was listening (issue 53).
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

/** How long after the page's `load` event, and then its first idle moment, demos go live without a sign of use. */
export const SETTLE_AFTER_LOAD_MS = 2000;
/** The longest wait for an idle moment once {@link SETTLE_AFTER_LOAD_MS} has passed. */
const IDLE_TIMEOUT_MS = 1000;

let active = false;
let readerActed = false;
const waiting = new Set<() => void>();
const waitingForReader = new Set<() => void>();

function callAll(callbacks: Set<() => void>) {
  const list = [...callbacks];
  callbacks.clear();
  for (const callback of list) callback();
}

function release() {
  if (active) return;
  active = true;
  callAll(waiting);
}

function markActive(event: Event) {
  // Scroll events of elements reach this capturing listener too, and the page's own code scrolls some (the side
  // navigation brings the current page's entry into view as it hydrates). A reader scrolling an element does so with
  // the wheel, a touch, a key or the pointer, which count; only the page's scroll counts as such.
  if (event.type === 'scroll' && event.target instanceof Element) return;
  readerActed = true;
  for (const type of READER_ACTIVITY_EVENTS) window.removeEventListener(type, markActive, true);
  release();
  callAll(waitingForReader);
}

function afterLoad() {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(release, { timeout: IDLE_TIMEOUT_MS });
    else release();
  }, SETTLE_AFTER_LOAD_MS);
}

// Listening starts as the page's code loads, so activity before any demo comes near still counts.
if (typeof window !== 'undefined') {
  for (const type of READER_ACTIVITY_EVENTS) {
    window.addEventListener(type, markActive, { capture: true, passive: true });
  }
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/**
 * Calls `callback` once the reader is active or the page has settled (at once if either has happened); returns the
 * cancel.
 */
export function whenActiveOrSettled(callback: () => void): () => void {
  if (active) {
    callback();
    return () => {};
  }
  waiting.add(callback);
  return () => {
    waiting.delete(callback);
  };
}

/**
 * Calls `callback` once the reader has done anything on the page (at once if they have); a page that is only loaded
 * and looked at, as by a lab measurement, never calls it. Returns the cancel.
 */
export function whenReaderActs(callback: () => void): () => void {
  if (readerActed) {
    callback();
    return () => {};
  }
  waitingForReader.add(callback);
  return () => {
    waitingForReader.delete(callback);
  };
}

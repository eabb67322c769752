import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { DEFAULT_CODE_STYLING, DEFAULT_CODE_VARIANT } from '../config/preferences/preference-rules';
import { readStoredPreferences } from '../config/preferences/preference-storage';
import { observeNear } from './demo-gate';
import { isOverflowing } from '../code/dom';

type Tracked = Promise<void> & { status: 'pending' | 'fulfilled' };

/** A prerendered demo's wait to hydrate. */
interface Wait {
  /** Settles when the demo is needed; its `status` changes at once, so React can read it synchronously. */
  promise: Tracked;
  open: () => void;
  /** Opens once `element` comes within 600 px of the viewport. */
  watch: (element: Element) => void;
}

/**
 * Events that React hydrates a boundary for before handling them (and stops, when it cannot): a reader's first press,
 * touch, key or focus inside a demo that is still as the server left it.
 */
const FIRST_USE_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/** How to open each demo of the prerendered page still waiting to hydrate, by its section's id. */
const waiting = new Map<string, () => void>();

function openDemoOfEvent(event: Event) {
  const section = event.target instanceof Element ? event.target.closest('[data-slot="demo"]') : null;
  if (section) waiting.get(section.id)?.();
}

// Capturing on the window runs before React's listener on the document, so the demo a reader uses is unblocked
// before React looks at the event: React then hydrates it at once and hands it the event.
if (typeof window !== 'undefined') {
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, openDemoOfEvent, { capture: true, passive: true });
}

/**
 * Opens a demo whose preview is larger than its box (three calendars side by side on a phone): a scrolling region must
 * be reachable by keyboard, and only the live demo makes its preview focusable (`useOverflowing` in `demo.tsx`). A
 * resize observer reports after the browser's own layout, where reading sizes costs nothing.
 */
function watchOverflow(section: Element, open: () => void): ResizeObserver | undefined {
  const preview = section.querySelector('[data-slot="demo-preview"]');
  if (!preview || typeof ResizeObserver === 'undefined') return undefined;
  const observer = new ResizeObserver(() => {
    if (isOverflowing(preview)) open();
  });
  observer.observe(preview);
  for (const child of preview.children) observer.observe(child);
  return observer;
}

function createWait(id: string): Wait {
  let resolve = () => {};
  const promise = Object.assign(
    new Promise<void>((settle) => {
      resolve = settle;
    }),
    { status: 'pending' as 'pending' | 'fulfilled' },
  );
  let stop = () => {};
  const open = () => {
    if (promise.status === 'fulfilled') return;
    promise.status = 'fulfilled';
    if (waiting.get(id) === open) waiting.delete(id);
    stop();
    resolve();
  };
  const watch = (element: Element) => {
    const stopObserving = observeNear(element, open);
    // Opened at once (`?eager-demos`, no IntersectionObserver): nothing left to watch.
    if (promise.status === 'fulfilled') return;
    const sizes = watchOverflow(element, open);
    stop = () => {
      stopObserving();
      sizes?.disconnect();
    };
  };
  waiting.set(id, open);
  return { promise, open, watch };
}

/**
 * Whether the page will keep the preferences it hydrates with (the defaults). A stored choice (JavaScript code, another
 * styling, right to left, or a styling named by the URL hash) changes them right after hydration, which makes React
 * render every demo still waiting anew: such a reader's demos hydrate with the page, as the rest of it does.
 */
let keepsDefaults: boolean | undefined;
function readerKeepsDefaults(): boolean {
  if (keepsDefaults === undefined) {
    const stored = readStoredPreferences();
    keepsDefaults =
      stored.codeVariant === DEFAULT_CODE_VARIANT &&
      stored.codeStyling === DEFAULT_CODE_STYLING &&
      stored.direction === 'ltr';
  }
  return keepsDefaults;
}

/** Set once the prerendered page has hydrated: demos rendered after that (client-side navigation) render at once. */
let pageHydrated = false;

function WaitUntilNeeded({ wait }: { wait: Wait }) {
  use(wait.promise);
  return null;
}

/**
 * Shown only if React gives up hydrating a waiting demo, which it does when something above it changes (the reader
 * picks a preference, the location's hash changes): the prerendered section, read from the document before React
 * removes it, as an inert picture for the moment the live demo takes to render in its place. It renders at once, as
 * the page's demos did before they waited: a picture is inert, so left on screen it would hide the demo's code and
 * toolbar from keyboards and screen readers.
 */
function PrerenderedPicture({ name, wait }: { name: string; wait: Wait }) {
  const [html] = useState(() => ({ __html: document.getElementById(`demo-${name}`)?.outerHTML ?? '' }));
  useEffect(() => wait.open(), [wait]);
  return <div inert style={{ display: 'contents' }} dangerouslySetInnerHTML={html} />;
}

interface Props {
  /** The demo's name: its section is `#demo-<name>`. */
  name: string;
  children: ReactNode;
}

/**
 * Leaves a prerendered demo exactly as the server wrote it (a dehydrated Suspense boundary: no rendering, no effects,
 * no editor) until it comes within 600 px of the viewport, or the reader presses, touches, types or focuses inside it.
 * A page of 27 demos otherwise hydrated every toolbar, code block and editor while the reader looked at its first
 * screen. On the server, after client-side navigation, and for a reader with stored preferences, it renders at once.
 * Only hydration waits here: the preview's own component loads once the reader is active (`deferred-demo.tsx`).
 */
export function HydrateWhenNear({ name, children }: Props) {
  const [wait] = useState(() => {
    if (typeof document === 'undefined' || pageHydrated || !readerKeepsDefaults()) return null;
    const section = document.getElementById(`demo-${name}`);
    if (!section) return null;
    return createWait(section.id);
  });
  useEffect(() => {
    pageHydrated = true;
    const section = document.getElementById(`demo-${name}`);
    if (wait && section) wait.watch(section);
  }, [wait, name]);
  return (
    <Suspense fallback={wait ? <PrerenderedPicture name={name} wait={wait} /> : null}>
      {wait && <WaitUntilNeeded wait={wait} />}
      {children}
    </Suspense>
  );
}

import type { ComponentType } from 'react';

/** A demo module as its dynamic import resolves. */
export type DemoModule = { default: ComponentType };
/** Loads one styling variant of a demo (a chunk of its own). */
export type DemoLoader = () => Promise<DemoModule>;

/**
 * Holds a demo's module loads back until `open()` (the demo neared the viewport, or the page asked
 * for eager demos). Opens at once on the server, so prerendered HTML always holds the demo.
 */
export interface DemoGate {
  open: () => void;
  /** The load of one variant, started when the gate opens; the same promise on every call. */
  load: (key: string, loader: DemoLoader) => Promise<DemoModule>;
  /** Whether the gate has opened (at once on the server). */
  isOpen: () => boolean;
  /** Calls `listener` when the gate opens; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** Query parameter that loads every demo of the page at once (for comparisons in `npm run bench`). */
export const EAGER_DEMOS_PARAM = 'eager-demos';

/** Starts loading a demo when it comes within this distance of the viewport. */
export const LAZY_DEMO_ROOT_MARGIN = '600px';

/**
 * On the server, the loads of a render settle in the order they were asked for (each waits for the one before, though
 * all start at once). React renders a suspended demo again when its load settles, and Emotion writes a shared style tag
 * into whichever demo renders first, so chunks that happen to arrive in another order would otherwise move style tags
 * between demos, and two builds of one commit would differ.
 */
let serverLoadsSettled: Promise<unknown> = Promise.resolve();

function inRequestOrder(load: Promise<DemoModule>): Promise<DemoModule> {
  const ordered = Promise.all([serverLoadsSettled, load]).then(([, module]) => module);
  serverLoadsSettled = ordered.catch(() => undefined);
  return ordered;
}

export function createDemoGate(): DemoGate {
  let resolveOpened = () => {};
  const opened = new Promise<void>((resolve) => {
    resolveOpened = resolve;
  });
  let isOpen = false;
  const listeners = new Set<() => void>();
  const open = () => {
    if (isOpen) return;
    isOpen = true;
    resolveOpened();
    for (const listener of listeners) listener();
  };
  const onServer = typeof window === 'undefined';
  if (onServer) open();
  const loads = new Map<string, Promise<DemoModule>>();
  return {
    open,
    isOpen: () => isOpen,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(key, loader) {
      let promise = loads.get(key);
      if (!promise) {
        promise = onServer ? inRequestOrder(loader()) : opened.then(loader);
        loads.set(key, promise);
        // A failed chunk can be retried by resetting the demo.
        promise.catch(() => loads.delete(key));
      }
      return promise;
    },
  };
}

/** Whether the page's URL asks for every demo to load at once. */
export function eagerDemosRequested(search: string): boolean {
  return new URLSearchParams(search).has(EAGER_DEMOS_PARAM);
}

/** Whether demos open at once in this browser: the page asked for `?eager-demos`, or nearness cannot be observed. */
export function demosOpenAtOnce(): boolean {
  return eagerDemosRequested(window.location.search) || typeof IntersectionObserver === 'undefined';
}

/**
 * Calls `onNear` once, when `element` comes within {@link LAZY_DEMO_ROOT_MARGIN} of the viewport, or at once when
 * {@link demosOpenAtOnce}. Returns the stop.
 */
export function observeNear(element: Element, onNear: () => void): () => void {
  if (demosOpenAtOnce()) {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: LAZY_DEMO_ROOT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

import { useEffect } from 'react';
import { loadPageModule } from '../../app/page-modules';
import { Demo } from '../../demos/demo';
import { LAZY_DEMO_ROOT_MARGIN, observeNear } from '../../demos/demo-gate';
import { isOverflowing } from '../../code/dom';
import { getPreferences, SERVER_PREFERENCES, subscribePreferences } from '../../config/preferences/preference-store';
import { whenReaderActs } from '../../demos/reader-activity';
import { pageLanguage } from '../page-context';
import { startIsland } from './island-host';

/** A reader's first press, touch, key or focus inside a demo hydrates it at once, wherever it is on the page. */
const FIRST_USE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'click'] as const;

/** Renders nothing; tells the island host when React has committed the hydrated demo. */
function OnHydrated({ callback }: { callback: () => void }) {
  useEffect(callback, [callback]);
  return null;
}

/**
 * Holds what a reader does to a demo that is still a prerendered picture (a click on Copy, TS/JS or Open in
 * StackBlitz; an arrow key in its toolbar) and gives it to the same element once the demo is live: the page module and
 * React load after the press, so the live demo cannot receive the original event. Hydration keeps the prerendered
 * elements, so the target is still the element the reader pressed. Tab is never held (focus moves natively).
 */
function holdInput(island: HTMLElement): (hydrated: boolean) => void {
  const held: (() => void)[] = [];
  const hold = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLElement)) return;
    if (event instanceof KeyboardEvent) {
      if (event.key === 'Tab' || !target.closest('button, [role="tab"]')) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      const init = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
      held.push(() => target.dispatchEvent(new KeyboardEvent('keydown', init)));
    } else held.push(() => target.click());
    event.preventDefault();
    event.stopPropagation();
  };
  island.addEventListener('click', hold, true);
  island.addEventListener('keydown', hold, true);
  return (hydrated) => {
    island.removeEventListener('click', hold, true);
    island.removeEventListener('keydown', hold, true);
    for (const replay of held.splice(0)) if (hydrated) replay();
  };
}

/**
 * Calls `onOverflow` once the demo's preview is larger than its box (three calendars side by side on a phone): a
 * scrolling region must be reachable by keyboard, and only the live demo makes its preview focusable (`useOverflowing`
 * in src/demos/demo.tsx). A resize observer reports after the browser's own layout, where reading sizes costs nothing.
 */
function watchOverflow(island: HTMLElement, onOverflow: () => void): () => void {
  const preview = island.querySelector('[data-slot="demo-preview"]');
  if (!preview || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    if (isOverflowing(preview)) onOverflow();
  });
  observer.observe(preview);
  for (const child of preview.children) observer.observe(child);
  return () => observer.disconnect();
}

/** Hydrates one demo's container as a React root of its own, with the props its page module gives it. */
async function hydrateDemo(
  island: HTMLElement,
  file: string,
  doc: Document,
  release: (hydrated: boolean) => void,
): Promise<void> {
  const name = island.dataset.demo ?? '';
  const props = (await loadPageModule(file)).demoProps?.[name];
  if (!props) {
    release(false);
    console.warn(`Demo "${name}" is not in the page module ${file}: it stays as prerendered.`);
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const tree = (
      <>
        <Demo name={name} {...props} />
        <OnHydrated callback={resolve} />
      </>
    );
    startIsland(island, pageLanguage(doc), tree, { hydrate: true }).catch(reject);
  });
  island.dataset.hydrated = 'true';
  release(true);
}

/** Whether a demo's section starts within the first screen of the page as loaded (or a little below it). */
function isOnFirstScreen(section: Element): boolean {
  const { top, bottom } = section.getBoundingClientRect();
  return bottom > 0 && top < window.innerHeight + FIRST_SCREEN_MARGIN_PX;
}

/** How far below the first screen a demo still counts as on it: the margin `observeNear` watches. */
const FIRST_SCREEN_MARGIN_PX = Number.parseInt(LAZY_DEMO_ROOT_MARGIN, 10);

/** The longest wait for an idle moment before the next far demo hydrates. */
const IDLE_TIMEOUT_MS = 500;

/** Runs `next` in the browser's next idle moment (at once where there is no idle callback). */
function whenIdle(next: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(next, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(next, 0);
}

/**
 * Hydrates, one per idle moment and in page order, the demos that have not started: their toolbars (TS/JS, Copy,
 * styling, live editing) then work wherever the reader goes, as every toolbar did when the whole page hydrated. Their
 * live components still load only when they come near (src/demos/deferred-demo.tsx), so this costs no download.
 */
function hydrateTheRest(starts: readonly (() => Promise<void>)[]): void {
  let index = 0;
  const next = () => {
    const start = starts[index++];
    if (start) void start().finally(() => whenIdle(next));
  };
  whenIdle(next);
}

/**
 * Every demo of the page is an island: prerendered HTML that becomes a live React root when it comes within 600 px of
 * the viewport (so the demos of the first screen go live at once), or when the reader first uses it, or when its
 * preview overflows its box; once the reader does anything on the page, the others follow in idle moments.
 * The page module (its demos' props, loaders and code) loads with the first of them. Resolves once the demos of the
 * first screen are live.
 */
export function attachDemoIslands(doc: Document): Promise<void> {
  const file = doc.querySelector<HTMLElement>('[data-page-module]')?.dataset.pageModule;
  if (!file) return Promise.resolve();
  const starts: (() => Promise<void>)[] = [];
  const firstScreen: Promise<void>[] = [];
  // A choice made in one demo or in settings (TS/JS, styling) shows in every demo of the page at once.
  const stopListening = subscribePreferences(() => {
    stopListening();
    for (const start of starts) void start();
  });
  for (const island of doc.querySelectorAll<HTMLElement>('[data-slot="demo-island"]')) {
    const release = holdInput(island);
    let started: Promise<void> | null = null;
    let stopObserving = () => {};
    let stopWatchingSize = () => {};
    const start = (): Promise<void> => {
      if (started) return started;
      stopObserving();
      stopWatchingSize();
      for (const type of FIRST_USE_EVENTS) island.removeEventListener(type, onFirstUse, true);
      started = hydrateDemo(island, file, doc, release).catch((error: unknown) => {
        release(false);
        console.error('A demo could not start', error);
      });
      return started;
    };
    const onFirstUse = () => void start();
    // The container is `display: contents` (no box of its own to intersect): watch the demo's section.
    starts.push(start);
    const section = island.firstElementChild ?? island;
    if (isOnFirstScreen(section)) firstScreen.push(start());
    else stopObserving = observeNear(section, onFirstUse);
    if (started) continue;
    stopWatchingSize = watchOverflow(island, onFirstUse);
    for (const type of FIRST_USE_EVENTS) island.addEventListener(type, onFirstUse, { capture: true, passive: true });
  }
  // A reader whose stored choices differ from the prerendered ones (JavaScript, another styling) sees them in every
  // demo without having to touch the page first.
  const { codeVariant, codeStyling } = getPreferences();
  if (codeVariant !== SERVER_PREFERENCES.codeVariant || codeStyling !== SERVER_PREFERENCES.codeStyling) {
    hydrateTheRest(starts);
  } else whenReaderActs(() => hydrateTheRest(starts));
  return Promise.all(firstScreen).then(() => undefined);
}

import { useEffect, useState, type RefObject } from 'react';
import { isOverflowing } from '../code/dom';

/**
 * True while the element's content is larger than its box, so that it scrolls (a demo wider than the column, such as
 * three calendars side by side). A scrolling region must be reachable by keyboard to be scrolled without a mouse.
 */
export function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setOverflowing(isOverflowing(element));
    };
    // At most one measurement a frame, however busy the demo's DOM is (a scrolling grid).
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    // A resize observer reports after the browser's own layout, where reading the sizes costs nothing, and reports
    // every element once when first observed. Measuring when the effect runs instead forced a layout of the whole
    // page while it hydrated (100 ms on a page of 27 demos).
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      measure();
    });
    observer.observe(element);
    // The content changes size as the demo mounts and loads its data, without the box itself resizing.
    const mutations = new MutationObserver(() => {
      for (const child of element.children) observer.observe(child);
      schedule();
    });
    mutations.observe(element, { childList: true, subtree: true });
    for (const child of element.children) observer.observe(child);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      mutations.disconnect();
    };
  }, [ref]);
  return overflowing;
}

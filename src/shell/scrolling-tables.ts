import { elementsIn, isOverflowing } from '../code/dom';
import { pageStrings } from '../static-page/page-context';

/**
 * A prose table wider than its box scrolls inside it; a scrolling region must be reachable by keyboard (WCAG 2.1.1,
 * axe's scrollable-region-focusable), so while it overflows it is a named region in the Tab order, and otherwise not a
 * Tab stop at all. Re-checked whenever the box changes size (a window resized, fonts arriving).
 */
export function attachScrollingTables(root: ParentNode = document): () => void {
  const boxes = elementsIn(root, '[data-slot="table"]');
  if (boxes.length === 0 || typeof ResizeObserver === 'undefined') return () => {};
  const label = pageStrings(boxes[0]!.ownerDocument).scrollingTable;
  const update = (box: HTMLElement) => {
    if (isOverflowing(box)) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', label);
    } else {
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
      box.removeAttribute('aria-label');
    }
  };
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) update(entry.target as HTMLElement);
  });
  for (const box of boxes) {
    update(box);
    observer.observe(box);
  }
  return () => observer.disconnect();
}

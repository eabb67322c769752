/**
 * Small DOM helpers shared by the framework-free behaviours (code blocks, code tabs, TOC, navigation, page actions).
 * No React, no MUI: these run on static pages, whose script must stay tiny.
 */

/** Every element under `root` matching `selector`, `root` itself included when it is an element that matches. */
export function elementsIn<E extends HTMLElement = HTMLElement>(root: ParentNode, selector: string): E[] {
  const found = [...root.querySelectorAll<E>(selector)];
  const self = root as Partial<Element>;
  if (typeof self.matches === 'function' && self.matches(selector)) found.unshift(root as E);
  return found;
}

/**
 * Sets an element's text. When the element holds a single text node its value is changed in place, so React, which
 * rendered that node and keeps a reference to it, can still update it later.
 */
export function setText(element: Element, text: string): void {
  const only = element.firstChild;
  if (only && only === element.lastChild && only.nodeType === 3) {
    const node = only as Text;
    if (node.data !== text) node.data = text;
  } else if (element.textContent !== text) {
    element.textContent = text;
  }
}

/** Runs every cleanup once. */
export function cleanupAll(cleanups: readonly (() => void)[]): () => void {
  return () => cleanups.forEach((cleanup) => cleanup());
}

/** Whether the element's content is larger than its box (one pixel of rounding allowed). */
export function isOverflowing(element: Element): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

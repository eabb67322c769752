/**
 * Resolves once `target` has had no DOM change for `quietMs`, or after `limitMs` whatever happens: a demo that loads
 * data, lays out a grid or animates a chart settles on its own; one that never stops (a clock) is cut off.
 */
export function settle(target: Node, quietMs: number, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout>;
    const done = () => {
      observer.disconnect();
      clearTimeout(quietTimer);
      clearTimeout(limitTimer);
      resolve();
    };
    const restartQuiet = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(done, quietMs);
    };
    const observer = new MutationObserver(restartQuiet);
    observer.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
    const limitTimer = setTimeout(done, limitMs);
    restartQuiet();
  });
}

/** Whether the element shows something: it has a size, and text or a drawn or interactive element inside. */
export function hasVisibleContent(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return false;
  if (element.innerText.trim() !== '') return true;
  return element.querySelector('svg, canvas, img, input, button, [role]') !== null;
}

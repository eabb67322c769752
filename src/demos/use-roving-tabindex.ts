import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/** Props each toolbar item spreads so only one of them is in the Tab order. */
export interface RovingItemProps {
  tabIndex: number;
  onFocus: () => void;
  ref: (element: HTMLElement | null) => void;
}

/**
 * A roving tabindex for a toolbar (WAI-ARIA toolbar pattern): Tab enters on the last focused
 * item; Arrow keys move between items (mirrored when `direction` is rtl), Home/End jump to the ends.
 */
export function useRovingTabIndex(count: number, direction: 'ltr' | 'rtl') {
  const [active, setActive] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);

  const focusItem = useCallback((index: number) => {
    const element = items.current[index];
    if (!element) return;
    setActive(index);
    element.focus();
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      const current = Math.min(active, count - 1);
      let next: number | undefined;
      if (event.key === forward) next = (current + 1) % count;
      else if (event.key === backward) next = (current - 1 + count) % count;
      else if (event.key === 'Home') next = 0;
      else if (event.key === 'End') next = count - 1;
      if (next === undefined) return;
      event.preventDefault();
      focusItem(next);
    },
    [active, count, direction, focusItem],
  );

  const getItemProps = (index: number): RovingItemProps => ({
    tabIndex: index === Math.min(active, count - 1) ? 0 : -1,
    onFocus: () => setActive(index),
    ref: (element) => {
      items.current[index] = element;
    },
  });

  return { onKeyDown, getItemProps };
}

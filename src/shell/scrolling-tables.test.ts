// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachScrollingTables } from './scrolling-tables';

class FakeResizeObserver {
  static last: FakeResizeObserver | undefined;
  constructor(readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.last = this;
  }
  observed: Element[] = [];
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {}
  fire() {
    this.callback(
      this.observed.map((target) => ({ target }) as ResizeObserverEntry),
      this as unknown as ResizeObserver,
    );
  }
}

function table(scrollWidth: number): HTMLElement {
  const box = document.createElement('div');
  box.dataset.slot = 'table';
  Object.defineProperty(box, 'clientWidth', { value: 600, configurable: true });
  Object.defineProperty(box, 'scrollWidth', { value: scrollWidth, configurable: true });
  document.body.append(box);
  return box;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('attachScrollingTables', () => {
  it('makes a table wider than its box a named region in the Tab order, and a table that fits no Tab stop', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const wide = table(900);
    const fits = table(600);
    attachScrollingTables(document);
    expect(wide.tabIndex).toBe(0);
    expect(wide.getAttribute('role')).toBe('region');
    expect(wide.getAttribute('aria-label')).toBe('Table (scrolls sideways)');
    expect(fits.hasAttribute('tabindex')).toBe(false);
    expect(fits.hasAttribute('role')).toBe(false);
  });

  it('follows the box as it changes size', () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const box = table(900);
    attachScrollingTables(document);
    Object.defineProperty(box, 'scrollWidth', { value: 600, configurable: true });
    FakeResizeObserver.last!.fire();
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(box.hasAttribute('aria-label')).toBe(false);
  });
});

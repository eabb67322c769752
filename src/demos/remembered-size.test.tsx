// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberedHeight, useRememberedHeight } from './remembered-size';

/** jsdom lays nothing out: a ResizeObserver stand-in the test reports sizes through. */
let report: (height: number) => void = () => {};
class FakeResizeObserver {
  private first: Element | undefined;
  constructor(callback: (entries: { target: Element | undefined; contentRect: { height: number } }[]) => void) {
    report = (height) => callback([{ target: this.first, contentRect: { height } }]);
  }
  observe(element: Element) {
    this.first ??= element;
  }
  disconnect() {
    report = () => {};
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('useRememberedHeight', () => {
  it("keeps a preview's last content height for its page, after the demo is gone", () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    window.history.replaceState(null, '', '/x/react-data-grid/sorting/');
    const section = document.body.appendChild(document.createElement('section'));
    section.dataset.slot = 'demo';
    const preview = { current: section.appendChild(document.createElement('div')) };
    const { unmount } = renderHook(() => useRememberedHeight('sorting-basic', preview));
    report(120);
    report(412);
    // The page is taken down: a zero size is not one to come back to.
    report(0);
    unmount();
    expect(rememberedHeight('sorting-basic')).toBe(412);

    window.history.replaceState(null, '', '/x/react-data-grid/filtering/');
    expect(rememberedHeight('sorting-basic')).toBeUndefined();
  });
});

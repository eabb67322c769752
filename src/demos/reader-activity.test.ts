// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Module = typeof import('./reader-activity');
let activity: Module;

beforeEach(async () => {
  vi.resetModules();
  activity = await import('./reader-activity');
});

describe('whenActiveOrSettled', () => {
  it('waits for the first sign of use, then runs every waiting callback once', () => {
    const first = vi.fn();
    const second = vi.fn();
    activity.whenActiveOrSettled(first);
    activity.whenActiveOrSettled(second);
    window.dispatchEvent(new Event('resize'));
    expect(first).not.toHaveBeenCalled();

    document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('runs at once once the reader is active', () => {
    window.dispatchEvent(new Event('scroll'));
    const callback = vi.fn();
    activity.whenActiveOrSettled(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(['pointerdown', 'touchstart', 'wheel', 'focusin'])('counts %s as activity', (type) => {
    const callback = vi.fn();
    activity.whenActiveOrSettled(callback);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("counts the page's scroll, not an element's, which the page's own code may scroll", () => {
    const callback = vi.fn();
    activity.whenActiveOrSettled(callback);
    const nav = document.body.appendChild(document.createElement('nav'));
    nav.dispatchEvent(new Event('scroll'));
    expect(callback).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('scroll', { bubbles: true }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait is never called', () => {
    const callback = vi.fn();
    const cancel = activity.whenActiveOrSettled(callback);
    cancel();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('whenActiveOrSettled without a sign of use', () => {
  it('runs once the page has loaded, settled and had an idle moment', async () => {
    vi.useFakeTimers();
    try {
      vi.resetModules();
      activity = await import('./reader-activity');
      const callback = vi.fn();
      activity.whenActiveOrSettled(callback);
      vi.advanceTimersByTime(activity.SETTLE_AFTER_LOAD_MS - 1);
      expect(callback).not.toHaveBeenCalled();
      // jsdom has no requestIdleCallback: the wait ends with the settling time.
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('whenReaderActs', () => {
  it('waits for a sign of use even after the page has settled', async () => {
    vi.useFakeTimers();
    try {
      vi.resetModules();
      activity = await import('./reader-activity');
      const callback = vi.fn();
      activity.whenReaderActs(callback);
      vi.advanceTimersByTime(activity.SETTLE_AFTER_LOAD_MS + 5000);
      expect(callback).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event('pointermove', { bubbles: true }));
      expect(callback).toHaveBeenCalledTimes(1);
      const late = vi.fn();
      activity.whenReaderActs(late);
      expect(late).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

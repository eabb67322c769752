import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoGate, eagerDemosRequested, LAZY_DEMO_ROOT_MARGIN, observeNear } from './demo-gate';

const module = { default: () => null };

describe('createDemoGate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in the browser, loads nothing until opened, then each variant once', async () => {
    vi.stubGlobal('window', {});
    const gate = createDemoGate();
    const loader = vi.fn(() => Promise.resolve(module));
    const first = gate.load('system', loader);
    await Promise.resolve();
    expect(loader).not.toHaveBeenCalled();
    gate.open();
    expect(await first).toBe(module);
    expect(gate.load('system', loader)).toBe(first);
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers once when it opens, so the demo can switch from its prerendered boundary to a live one', () => {
    vi.stubGlobal('window', {});
    const gate = createDemoGate();
    const listener = vi.fn();
    const unsubscribe = gate.subscribe(listener);
    expect(gate.isOpen()).toBe(false);
    gate.open();
    gate.open();
    expect(gate.isOpen()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('on the server, is open from the start so the prerendered HTML holds the demo', async () => {
    const gate = createDemoGate();
    expect(gate.isOpen()).toBe(true);
    expect(await gate.load('system', () => Promise.resolve(module))).toBe(module);
  });

  it('lets a failed load be tried again', async () => {
    const gate = createDemoGate();
    const failing = gate.load('css', () => Promise.reject(new Error('offline')));
    await expect(failing).rejects.toThrow('offline');
    await Promise.resolve();
    expect(await gate.load('css', () => Promise.resolve(module))).toBe(module);
  });
});

describe('eagerDemosRequested', () => {
  it('is on with ?eager-demos, with or without a value', () => {
    expect(eagerDemosRequested('?eager-demos')).toBe(true);
    expect(eagerDemosRequested('?a=1&eager-demos=1')).toBe(true);
    expect(eagerDemosRequested('?eager=1')).toBe(false);
    expect(eagerDemosRequested('')).toBe(false);
  });
});

describe('observeNear', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** Records what the page asks of IntersectionObserver; `report()` plays the browser. */
  function fakeObservers() {
    const made: { margin?: string; observed: unknown[]; disconnected: boolean; report: (near: boolean) => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        record;
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
          this.record = {
            margin: options?.rootMargin,
            observed: [] as unknown[],
            disconnected: false,
            report: (near: boolean) => callback([{ isIntersecting: near }]),
          };
          made.push(this.record);
        }
        observe(element: unknown) {
          this.record.observed.push(element);
        }
        disconnect() {
          this.record.disconnected = true;
        }
      },
    );
    return made;
  }

  it('calls back once, when the element comes within the margin, and stops watching', () => {
    vi.stubGlobal('window', { location: { search: '' } });
    const made = fakeObservers();
    const element = {} as Element;
    const onNear = vi.fn();
    observeNear(element, onNear);
    expect(made).toHaveLength(1);
    expect(made[0]!.margin).toBe(LAZY_DEMO_ROOT_MARGIN);
    expect(made[0]!.observed).toEqual([element]);
    made[0]!.report(false);
    expect(onNear).not.toHaveBeenCalled();
    made[0]!.report(true);
    expect(onNear).toHaveBeenCalledTimes(1);
    expect(made[0]!.disconnected).toBe(true);
  });

  it('can be stopped before the element comes near', () => {
    vi.stubGlobal('window', { location: { search: '' } });
    const made = fakeObservers();
    const stop = observeNear({} as Element, () => {});
    stop();
    expect(made[0]!.disconnected).toBe(true);
  });

  it('calls back at once with ?eager-demos, and without IntersectionObserver', () => {
    vi.stubGlobal('window', { location: { search: '?eager-demos' } });
    const made = fakeObservers();
    const eager = vi.fn();
    observeNear({} as Element, eager);
    expect(eager).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(0);

    vi.stubGlobal('window', { location: { search: '' } });
    vi.stubGlobal('IntersectionObserver', undefined);
    const unobserved = vi.fn();
    observeNear({} as Element, unobserved);
    expect(unobserved).toHaveBeenCalledTimes(1);
  });
});

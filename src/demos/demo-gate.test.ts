import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoGate, eagerDemosRequested } from './demo-gate';

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

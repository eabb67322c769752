import { describe, expect, it, vi } from 'vitest';
import { getIslandState, setIslandState, subscribeIslands } from './island-store';

describe('island store', () => {
  it('tells subscribers of each change and remembers which islands were ever opened', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeIslands(listener);
    setIslandState(() => ({ settings: true }));
    setIslandState(() => ({ settings: false }));
    setIslandState((state) => ({ search: { open: true, seed: 'gr', session: state.search.session + 1 } }));
    expect(listener).toHaveBeenCalledTimes(3);
    const state = getIslandState();
    expect(state.settings).toBe(false);
    expect(state.search).toEqual({ open: true, seed: 'gr', session: 1 });
    // Closed islands stay mounted, so they can animate closed and keep their state.
    expect([...state.wanted].sort()).toEqual(['search', 'settings']);
    unsubscribe();
    setIslandState(() => ({ nav: true }));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

/** What the islands of a static page show; the static page's controls change it, the island host renders it. */
export interface IslandState {
  settings: boolean;
  search: { open: boolean; seed: string; session: number };
  /** The open header menu and the button it hangs from. */
  menu: { kind: 'product' | 'version'; anchor: HTMLElement } | null;
  nav: boolean;
  update: boolean;
  /** Islands opened at least once stay mounted, so they can animate closed. */
  wanted: ReadonlySet<'settings' | 'search' | 'product' | 'version' | 'nav' | 'update'>;
}

let state: IslandState = {
  settings: false,
  search: { open: false, seed: '', session: 0 },
  menu: null,
  nav: false,
  update: false,
  wanted: new Set(),
};
const listeners = new Set<() => void>();

export function getIslandState(): IslandState {
  return state;
}

export function subscribeIslands(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setIslandState(change: (current: IslandState) => Partial<IslandState>): void {
  const next = { ...state, ...change(state) };
  const wanted = new Set(state.wanted);
  if (next.settings) wanted.add('settings');
  if (next.search.open) wanted.add('search');
  if (next.menu) wanted.add(next.menu.kind);
  if (next.nav) wanted.add('nav');
  if (next.update) wanted.add('update');
  state = { ...next, wanted };
  for (const listener of listeners) listener();
}

import { getState as getWorkerState, startServiceWorker, subscribe as onWorkerChange } from '../offline/service-worker';
import type { ProductId } from '../engine/frontmatter';
import { isSearchShortcut } from '../search/search-shortcut';
import { setIslandState, type IslandState } from './islands/island-store';
import { pageLanguage } from './page-context';

const loadHost = () => import('./islands/island-host');

/** The product of the page, written on the header when it was prerendered. */
function pageProduct(doc: Document): ProductId | undefined {
  return (
    (doc.querySelector<HTMLElement>('[data-slot="header"]')?.dataset.product as ProductId | undefined) || undefined
  );
}

/** Loads the island host (React and the shell's providers) and mounts it, once; then applies `change`. */
async function open(doc: Document, change: (current: IslandState) => Partial<IslandState>): Promise<void> {
  const host = await loadHost();
  host.mountIslandHost(pageLanguage(doc), pageProduct(doc));
  setIslandState(change);
}

function prefetchSearch(doc: Document) {
  void loadHost().then((host) => host.prefetchIslands());
  void import('../search/search-client')
    .then((client) => client.loadSearchIndex(pageLanguage(doc)))
    .catch(() => undefined);
}

const openSearch = (doc: Document, seed = '') =>
  open(doc, (s) => ({ search: { open: true, seed, session: s.search.session + 1 } }));

/** One header control: code starts loading when the reader points at or focuses it, and it opens on click. */
function control(doc: Document, slot: string, onClick: (button: HTMLElement) => void, prefetch?: () => void) {
  const button = doc.querySelector<HTMLElement>(`[data-slot="${slot}"]`);
  if (!button) return;
  const warm = prefetch ?? (() => void loadHost().then((host) => host.prefetchIslands()));
  button.addEventListener('pointerenter', warm, { once: true });
  button.addEventListener('focus', warm, { once: true });
  button.addEventListener('click', (event) => {
    event.preventDefault();
    onClick(button);
  });
}

function menuButton(doc: Document, slot: string, kind: 'product' | 'version', menuId: string) {
  control(doc, slot, (button) => {
    button.setAttribute('aria-expanded', 'true');
    button.setAttribute('aria-controls', menuId);
    void open(doc, () => ({ menu: { kind, anchor: button } }));
  });
}

/**
 * The header of a static page, without React until it is needed: the navigation, product and version menus, search
 * and settings open as islands (src/static-page/islands/), loaded when the reader first points at, focuses or uses a
 * control; the search shortcuts work from the start; the update offer of the service worker opens as an island too.
 */
export function attachHeaderControls(doc: Document = document): void {
  control(doc, 'open-navigation', () => void open(doc, () => ({ nav: true })));
  menuButton(doc, 'product-button', 'product', 'product-switcher-menu');
  menuButton(doc, 'version-button', 'version', 'version-menu');
  control(doc, 'settings-button', () => void open(doc, () => ({ settings: true })));
  control(
    doc,
    'search-button',
    () => void openSearch(doc),
    () => prefetchSearch(doc),
  );

  // A character typed on the focused search button starts the query with it.
  doc.querySelector('[data-slot="search-button"]')?.addEventListener('keydown', (event) => {
    const { key, ctrlKey, metaKey, altKey } = event as KeyboardEvent;
    if (key.length === 1 && key !== ' ' && !ctrlKey && !metaKey && !altKey) {
      event.preventDefault();
      void openSearch(doc, key);
    }
  });
  doc.addEventListener('keydown', (event) => {
    if (isSearchShortcut(event)) {
      event.preventDefault();
      void openSearch(doc);
    }
  });

  startServiceWorker();
  onWorkerChange(() => {
    const { updateWaiting } = getWorkerState();
    if (updateWaiting) void open(doc, () => ({ update: true }));
    else setIslandState(() => ({ update: false }));
  });
}

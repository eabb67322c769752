import { lazy, StrictMode, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Language } from '../../config/docs-context';
import { getProduct, products } from '../../config/products';
import type { ProductId } from '../../engine/frontmatter';
import type { MenuButtonState } from '../../shell/use-menu-button';
import { getIslandState, setIslandState, subscribeIslands } from './island-store';
import { IslandProviders } from './island-providers';
import { loadThemeStylesheet } from '../theme-stylesheet';

/** Each island's code, loaded on first use (and prefetched on intent, see {@link prefetchIslands}). */
const load = {
  settings: () => import('../../shell/settings-panel'),
  search: () => import('../../search/search-dialog'),
  productMenu: () => import('../../shell/product-menu'),
  versionMenu: () => import('../../shell/version-menu-list'),
  nav: () => import('../../shell/mobile-nav-drawer'),
};

const SettingsPanel = lazy(() => load.settings().then((m) => ({ default: m.SettingsPanel })));
const SearchDialog = lazy(load.search);
const ProductMenu = lazy(load.productMenu);
const VersionMenuList = lazy(load.versionMenu);
const MobileNavDrawer = lazy(load.nav);
// Not prefetched: it opens only when a new version of the site is waiting.
const UpdateSnackbar = lazy(() => import('../../offline/update-snackbar'));

/**
 * Starts loading every island's code and the theme's full stylesheet (the reader is about to open one); safe to call
 * repeatedly.
 */
export function prefetchIslands(): void {
  void loadThemeStylesheet();
  for (const loader of Object.values(load)) void loader();
}

function closeMenu() {
  const { menu } = getIslandState();
  menu?.anchor.removeAttribute('aria-expanded');
  menu?.anchor.removeAttribute('aria-controls');
  setIslandState(() => ({ menu: null }));
}

/**
 * The header menu's state in the shape `useMenuButton` gives React pages (src/shell/use-menu-button.ts). The button is
 * the static page's own; header-controls.ts sets its ARIA state, so `buttonProps` is not spread anywhere here.
 */
function menuState(id: string, anchor: HTMLElement | null): MenuButtonState {
  return {
    close: closeMenu,
    wanted: true,
    buttonProps: {
      id: `${id}-button`,
      'aria-haspopup': 'menu',
      'aria-expanded': anchor ? true : undefined,
      'aria-controls': anchor ? id : undefined,
      onClick: () => undefined,
    },
    menuProps: {
      id,
      anchorEl: anchor,
      open: Boolean(anchor),
      onClose: closeMenu,
      slotProps: { list: { 'aria-labelledby': `${id}-button` } },
    },
  };
}

function Islands({ productId }: { productId?: ProductId }) {
  const state = useSyncExternalStore(subscribeIslands, getIslandState);
  const product = productId ? getProduct(productId) : undefined;
  const { wanted, menu } = state;
  return (
    <Suspense fallback={null}>
      {wanted.has('settings') ? (
        <SettingsPanel open={state.settings} onClose={() => setIslandState(() => ({ settings: false }))} />
      ) : null}
      {wanted.has('search') ? (
        <SearchDialog
          key={state.search.session}
          open={state.search.open}
          onClose={() => setIslandState((s) => ({ search: { ...s.search, open: false } }))}
          initialQuery={state.search.seed}
          {...(productId ? { currentProduct: productId } : {})}
        />
      ) : null}
      {wanted.has('product') ? (
        <ProductMenu
          current={product}
          menu={menuState('product-switcher-menu', menu?.kind === 'product' ? menu.anchor : null)}
        />
      ) : null}
      {wanted.has('version') ? (
        <VersionMenuList
          product={product ?? products[0]!}
          menu={menuState('version-menu', menu?.kind === 'version' ? menu.anchor : null)}
        />
      ) : null}
      {wanted.has('nav') ? (
        <MobileNavDrawer open={state.nav} onClose={() => setIslandState(() => ({ nav: false }))} />
      ) : null}
      {state.update ? <UpdateSnackbar /> : null}
    </Suspense>
  );
}

/**
 * The one way a page starts React: a root in `container` with the shell's providers, once the theme's full stylesheet
 * is in (../theme-stylesheet.ts), so no island shows without its colours. `hydrate` keeps the prerendered HTML inside
 * the container (a demo); otherwise the root renders from nothing (the shell's islands).
 */
export async function startIsland(
  container: HTMLElement,
  language: Language,
  children: ReactNode,
  { hydrate = false }: { hydrate?: boolean } = {},
): Promise<void> {
  await loadThemeStylesheet();
  const tree = <IslandProviders language={language}>{children}</IslandProviders>;
  if (hydrate) hydrateRoot(container, tree);
  else createRoot(container).render(<StrictMode>{tree}</StrictMode>);
}

let mounted = false;

/** Mounts the root of the shell's islands, at the end of the body; they render into it or portal out. */
export function mountIslandHost(language: Language, productId?: ProductId): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.dataset.slot = 'islands';
  document.body.append(container);
  void startIsland(container, language, <Islands {...(productId ? { productId } : {})} />);
}

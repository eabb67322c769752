import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { pages } from '@content/pages';
import { useDocsConfig, useTranslations } from '../config/docs-context';
import { navBranchesUrl, splitNavTree } from '../engine/nav-split';
import { findActivePage } from '../engine/page-tree';
import { splitLanguage } from '../config/language';
import { NavTree } from './nav-tree';
import { useIsStaticPage } from './page-runtime';

/** Width of the side navigation, px. */
export const NAV_WIDTH = 280;

// The phone-sized drawer (MUI's Drawer, Modal, focus trap and transitions) loads when the menu is first opened.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

export function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations();
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const { userLanguage } = useDocsConfig();
  const staticPage = useIsStaticPage();
  const sitePath = splitLanguage(`/x${pathname}`).pathname;
  const found = useMemo(() => findActivePage(pages, sitePath), [sitePath]);
  // A static page's HTML carries the current product's branch only; the others load from the branch file.
  const split = useMemo(() => {
    if (!staticPage) return undefined;
    const { inPage, deferred } = splitNavTree(pages, sitePath);
    return { inPage, deferred: new Map(deferred.map((group) => [group.pathname, group])) };
  }, [staticPage, sitePath]);
  const activePath = useMemo(
    () => new Set(found ? [...found.parents, found.activePage].map((page) => page.pathname) : []),
    [found],
  );

  // Bring the active entry into view inside the drawer (not the page) when it is off-screen.
  useEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const navBox = nav.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    if (box.top < navBox.top || box.bottom > navBox.bottom) nav.scrollTop += box.top - navBox.top - navBox.height / 3;
  }, [found]);

  return (
    <Box
      component="nav"
      ref={ref}
      aria-label={t.mainNavigation}
      sx={{ height: '100%', overflowY: 'auto', p: 1.5, pb: 6 }}
    >
      <NavTree
        pages={split?.inPage ?? pages}
        deferred={split?.deferred}
        branchesUrl={split ? navBranchesUrl(userLanguage) : undefined}
        activePath={activePath}
        activePage={found?.activePage.pathname}
        onNavigate={onNavigate}
      />
    </Box>
  );
}

const neverSettles = new Promise<never>(() => {});

/** Suspends for good: the Suspense boundary around it keeps the server's HTML and hydrates nothing inside. */
function Dormant(): ReactNode {
  return use(neverSettles);
}

/**
 * The permanent navigation, hydrated only where it is shown. Below `lg` it is hidden (the phone drawer has its own
 * copy), and hydrating its hundreds of entries would be the largest part of a phone's hydration: there the server's
 * HTML stays as it is, inert to React. Where it is shown (from the start, or once the window widens), a fresh boundary
 * renders it in the browser for the current page.
 */
function WhenShown({ children }: { children: ReactNode }) {
  // Hydration sees the server's answer (false): the boundary stays dehydrated until the real one arrives.
  const shown = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const server = typeof document === 'undefined';
  return (
    <Suspense key={shown ? 'shown' : 'hidden'} fallback={null}>
      {shown || server ? children : <Dormant />}
    </Suspense>
  );
}

/** Side navigation: permanent from `lg`, a temporary drawer below it. */
export function NavDrawer({ mobileOpen, onClose }: { mobileOpen: boolean; onClose: () => void }) {
  const [wanted, setWanted] = useState(false);
  if (mobileOpen && !wanted) setWanted(true);
  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer open={mobileOpen} onClose={onClose} />
        </Suspense>
      ) : null}
      <Box
        data-slot="nav-permanent"
        sx={{
          display: { xs: 'none', lg: 'block' },
          width: NAV_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 64,
          height: 'calc(100vh - 64px)',
          borderInlineEnd: 1,
          borderColor: 'divider',
        }}
      >
        <WhenShown>
          <NavContent />
        </WhenShown>
      </Box>
    </>
  );
}

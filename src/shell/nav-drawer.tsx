import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { pages } from '@content/pages';
import { useTranslations } from '../config/docs-context';
import { findActivePage } from '../engine/page-tree';
import { splitLanguage } from '../config/language';
import { NavTree } from './nav-tree';

/** Width of the side navigation, px. */
export const NAV_WIDTH = 280;

// The phone-sized drawer (MUI's Drawer, Modal, focus trap and transitions) loads when the menu is first opened.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

export function NavContent({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations();
  const { pathname } = useLocation();
  const ref = useRef<HTMLElement>(null);
  const found = useMemo(() => findActivePage(pages, splitLanguage(`/x${pathname}`).pathname), [pathname]);
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
      <NavTree pages={pages} activePath={activePath} activePage={found?.activePage.pathname} onNavigate={onNavigate} />
    </Box>
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
        <NavContent />
      </Box>
    </>
  );
}

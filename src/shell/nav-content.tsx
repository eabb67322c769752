import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
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

/** The navigation's content, shared by the permanent side navigation and the phone-sized drawer. */
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

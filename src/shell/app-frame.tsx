import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import type { Product } from '../config/products';
import { Header } from './header';
import { NavDrawer } from './nav-drawer';
import { StaticPageProvider } from './page-runtime';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

interface AppFrameProps {
  product?: Product;
  /** Whether the page is built as a static page (it has no live demo); see src/shell/page-runtime.tsx. */
  staticPage: boolean;
  children: ReactNode;
}

/** Page chrome shared by every page: skip link, header, navigation and the main landmark. */
export function AppFrame({ product, staticPage, children }: AppFrameProps) {
  const [navOpen, setNavOpen] = useState(false);
  return (
    <StaticPageProvider value={staticPage}>
      <SkipLink />
      <Header product={product} onOpenNav={() => setNavOpen(true)} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <NavDrawer mobileOpen={navOpen} onClose={() => setNavOpen(false)} />
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          data-runtime={staticPage ? 'static' : 'react'}
          sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
        >
          {children}
          <SiteFooter product={product} />
        </Box>
      </Box>
    </StaticPageProvider>
  );
}

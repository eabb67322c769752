import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import type { Product } from '../config/products';
import { Header } from './header';
import { NavDrawer } from './nav-drawer';
import { SiteFooter } from './site-footer';
import { SkipLink } from './skip-link';

/** Page chrome shared by every page: skip link, header, navigation and the main landmark. */
export function AppFrame({ product, children }: { product?: Product; children: ReactNode }) {
  const [navOpen, setNavOpen] = useState(false);
  return (
    <>
      <SkipLink />
      <Header product={product} onOpenNav={() => setNavOpen(true)} />
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <NavDrawer mobileOpen={navOpen} onClose={() => setNavOpen(false)} />
        <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
          {children}
          <SiteFooter />
        </Box>
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, use, useState, type ReactNode } from 'react';
import { NAV_WIDTH, NavContent } from './nav-content';

// The phone-sized drawer (MUI's Drawer, Modal, focus trap and transitions) loads when the menu is first opened.
const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer'));

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

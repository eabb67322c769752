import GitHubIcon from '@mui/icons-material/GitHub';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../config/docs-context';
import type { Product } from '../config/products';
import { REPO_URL } from '../config/site';
import { HEADER_HEIGHT } from '../theme/theme-constants';
import { Logo } from './logo';
import { ProductSwitcher } from './product-switcher';
import { VersionMenu } from './version-menu';
import { toRouterPath } from './router-path';
import { useLocalizedHref } from './use-localized-href';
import { SettingsIcon } from './settings-icon';
import { SearchButton } from '../search/search-button';

// The settings drawer loads when the reader first points at, focuses or opens its button, not with the page.
const importSettings = () => import('./settings-panel');
const SettingsPanel = lazy(() => importSettings().then((module) => ({ default: module.SettingsPanel })));
const prefetchSettings = () => void importSettings();

/** Sticky header: menu (below lg), logo, product switcher, version menu, source link and settings. */
export function Header({ product, onOpenNav }: { product?: Product; onOpenNav: () => void }) {
  const t = useTranslations();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsWanted, setSettingsWanted] = useState(false);
  const localize = useLocalizedHref();
  return (
    <AppBar
      position="sticky"
      elevation={0}
      color="inherit"
      data-slot="header"
      data-product={product?.id}
      sx={{
        height: HEADER_HEIGHT,
        justifyContent: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
        <IconButton
          edge="start"
          onClick={onOpenNav}
          aria-label={t.openNavigation}
          data-slot="open-navigation"
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={Link}
          to={toRouterPath(localize('/x/introduction/'))}
          aria-label={t.homeLink}
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            display: 'flex',
            flexShrink: 0,
            mr: { xs: 0, sm: 1 },
            // Below 360 px the product name needs the room; home stays one tap away in the navigation drawer.
            '@media (max-width: 359.95px)': { display: 'none' },
          }}
        >
          <Logo />
        </Box>
        <ProductSwitcher current={product} />
        <VersionMenu product={product} />
        <Box sx={{ flexGrow: 1 }} />
        <SearchButton {...(product ? { currentProduct: product.id } : {})} />
        {/* Native hints (`title`) rather than MUI tooltips: the header ships no popper code with the page. */}
        <IconButton
          component="a"
          href={REPO_URL}
          aria-label={t.sourceCode}
          title={t.sourceCode}
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          <GitHubIcon />
        </IconButton>
        <IconButton
          onClick={() => {
            setSettingsWanted(true);
            setSettingsOpen(true);
          }}
          onPointerEnter={prefetchSettings}
          onFocus={prefetchSettings}
          aria-label={t.settings}
          title={t.settings}
          data-slot="settings-button"
          aria-haspopup="dialog"
        >
          <SettingsIcon />
        </IconButton>
      </Toolbar>
      {settingsWanted ? (
        <Suspense fallback={null}>
          <SettingsPanel open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
    </AppBar>
  );
}

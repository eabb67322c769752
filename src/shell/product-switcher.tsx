import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useDocsConfig, useTranslations } from '../config/docs-context';
import { productText, type Product } from '../config/products';
import { useMenuButton } from './use-menu-button';

// The menu and MUI's Menu load when the reader first points at, focuses or opens the button, not with the page.
const importMenu = () => import('./product-menu');
const ProductMenu = lazy(importMenu);
const prefetch = () => void importMenu();

/** Lists the four products with a one-line description each; the current one is checked. */
export function ProductSwitcher({ current }: { current?: Product }) {
  const t = useTranslations();
  const menu = useMenuButton('product-switcher-menu');
  const { userLanguage } = useDocsConfig();
  const name = current ? productText(current, userLanguage).name : 'MUI X';
  return (
    <>
      <Button
        {...menu.buttonProps}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={`${t.productSwitcher}: ${name}`}
        endIcon={<UnfoldMoreIcon />}
        data-slot="product-button"
        color="inherit"
        size="small"
        // On a phone a long product name wraps onto a second line rather than pushing the other controls off screen.
        sx={{
          fontWeight: 600,
          whiteSpace: { xs: 'normal', sm: 'nowrap' },
          lineHeight: { xs: 1.15, sm: 1.75 },
          textAlign: 'start',
          minWidth: 0,
          flexShrink: 1,
          '& .MuiButton-endIcon': { ml: { xs: 0.25, sm: 1 } },
        }}
      >
        {name}
      </Button>
      {menu.wanted ? (
        <Suspense fallback={null}>
          <ProductMenu current={current} menu={menu} />
        </Suspense>
      ) : null}
    </>
  );
}

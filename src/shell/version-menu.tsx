import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslations } from '../config/docs-context';
import { products, type Product } from '../config/products';
import { useMenuButton } from './use-menu-button';

// The list and MUI's Menu load when the reader first points at, focuses or opens the button, not with the page.
const importList = () => import('./version-menu-list');
const VersionMenuList = lazy(importList);
const prefetch = () => void importList();

/** Current version of the product (8.12.1 for the data grid, 8.12.0 for the others) and the archived sites. */
export function VersionMenu({ product = products[0]! }: { product?: Product }) {
  const t = useTranslations();
  const menu = useMenuButton('version-menu');
  const current = product.versions.find((version) => version.current)!;
  return (
    <>
      <Button
        {...menu.buttonProps}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={`${t.versionMenu}: ${current.text}`}
        endIcon={<ExpandMoreIcon />}
        data-slot="version-button"
        size="small"
        variant="outlined"
        sx={{
          fontWeight: 600,
          fontSize: 13,
          py: 0.25,
          px: { xs: 0.75, sm: 1.25 },
          flexShrink: 0,
          minWidth: 0,
          whiteSpace: 'nowrap',
          // On a phone the chip keeps its text and drops the arrow's spacing.
          '& .MuiButton-endIcon': { ml: { xs: 0, sm: 1 } },
        }}
      >
        {current.text}
      </Button>
      {menu.wanted ? (
        <Suspense fallback={null}>
          <VersionMenuList product={product} menu={menu} />
        </Suspense>
      ) : null}
    </>
  );
}

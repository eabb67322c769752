import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslations } from '../config/docs-context';
import { products, type Product } from '../config/products';
import { toRouterPath } from './router-path';

/** Lists the four products with a one-line description each; the current one is checked. */
export function ProductSwitcher({ current }: { current?: Product }) {
  const t = useTranslations();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        id="product-switcher-button"
        aria-label={`${t.productSwitcher}: ${current?.name ?? 'MUI X'}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'product-switcher-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<UnfoldMoreIcon />}
        color="inherit"
        size="small"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {current?.name ?? 'MUI X'}
      </Button>
      <Menu
        id="product-switcher-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'product-switcher-button' } }}
      >
        {products.map((product) => (
          <MenuItem
            key={product.id}
            component={Link}
            to={toRouterPath(product.href)}
            selected={product.id === current?.id}
            onClick={() => setAnchor(null)}
            sx={{ maxWidth: 360, whiteSpace: 'normal' }}
          >
            <ListItemText primary={product.name} secondary={product.description} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { products, type Product } from '../config/products';
import { toRouterPath } from './router-path';
import type { MenuButtonState } from './use-menu-button';
import { useLocalizedHref } from './use-localized-href';

/** The product switcher's menu (loaded when first opened): four products, the current one selected. */
export default function ProductMenu({ current, menu }: { current?: Product; menu: MenuButtonState }) {
  const localize = useLocalizedHref();
  return (
    <Menu {...menu.menuProps}>
      {products.map((product) => (
        <MenuItem
          key={product.id}
          component={Link}
          to={toRouterPath(localize(product.href))}
          selected={product.id === current?.id}
          onClick={menu.close}
          sx={{ maxWidth: 360, whiteSpace: 'normal' }}
        >
          <ListItemText primary={product.name} secondary={product.description} />
        </MenuItem>
      ))}
    </Menu>
  );
}

import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { useDocsConfig } from '../config/docs-context';
import { products, productText, type Product } from '../config/products';
import { toRouterPath } from './router-path';
import type { MenuButtonState } from './use-menu-button';
import { useLocalizedHref } from './use-localized-href';

/** The product switcher's menu (loaded when first opened): four products, the current one selected. */
export default function ProductMenu({ current, menu }: { current?: Product; menu: MenuButtonState }) {
  const localize = useLocalizedHref();
  const { userLanguage } = useDocsConfig();
  return (
    <Menu {...menu.menuProps}>
      {products.map((product) => {
        const text = productText(product, userLanguage);
        return (
          <MenuItem
            key={product.id}
            component={Link}
            to={toRouterPath(localize(product.href))}
            selected={product.id === current?.id}
            onClick={menu.close}
            sx={{ maxWidth: 360, whiteSpace: 'normal' }}
          >
            <ListItemText primary={text.name} secondary={text.description} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}

import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { useTranslations } from '../config/docs-context';
import { products, type Product } from '../config/products';
import { toRouterPath } from './router-path';
import { useMenuButton } from './use-menu-button';
import { useLocalizedHref } from './use-localized-href';

/** Lists the four products with a one-line description each; the current one is checked. */
export function ProductSwitcher({ current }: { current?: Product }) {
  const t = useTranslations();
  const localize = useLocalizedHref();
  const menu = useMenuButton('product-switcher-menu');
  return (
    <>
      <Button
        {...menu.buttonProps}
        aria-label={`${t.productSwitcher}: ${current?.name ?? 'MUI X'}`}
        endIcon={<UnfoldMoreIcon />}
        color="inherit"
        size="small"
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {current?.name ?? 'MUI X'}
      </Button>
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
    </>
  );
}

import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { useTranslations } from '../config/docs-context';
import { products, type Product } from '../config/products';
import { toRouterPath } from './router-path';
import { useMenuButton } from './use-menu-button';
import { useLocalizedHref } from './use-localized-href';

/** Current version of the product (8.12.1 for the data grid, 8.12.0 for the others) and the archived sites. */
export function VersionMenu({ product = products[0]! }: { product?: Product }) {
  const t = useTranslations();
  const localize = useLocalizedHref();
  const menu = useMenuButton('version-menu');
  const current = product.versions.find((version) => version.current)!;
  const archived = product.versions.filter((version) => !version.current);
  return (
    <>
      <Button
        {...menu.buttonProps}
        aria-label={`${t.versionMenu}: ${current.text}`}
        endIcon={<ExpandMoreIcon />}
        size="small"
        variant="outlined"
        sx={{ fontWeight: 600, fontSize: 13, py: 0.25 }}
      >
        {current.text}
      </Button>
      <Menu {...menu.menuProps}>
        <ListSubheader>{t.currentVersion}</ListSubheader>
        <MenuItem component={Link} to={toRouterPath(localize(current.href))} selected onClick={menu.close}>
          {current.text}
        </MenuItem>
        <Divider />
        <ListSubheader>{t.archivedVersions}</ListSubheader>
        {archived.map((version) => (
          <MenuItem key={version.text} component="a" href={version.href} rel="noopener">
            {version.text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { useTranslations } from '../config/docs-context';
import type { Product } from '../config/products';
import { toRouterPath } from './router-path';
import type { MenuButtonState } from './use-menu-button';
import { useLocalizedHref } from './use-localized-href';

/** The version menu (loaded when first opened): the current version, then the archived sites. */
export default function VersionMenuList({ product, menu }: { product: Product; menu: MenuButtonState }) {
  const t = useTranslations();
  const localize = useLocalizedHref();
  const current = product.versions.find((version) => version.current)!;
  const archived = product.versions.filter((version) => !version.current);
  return (
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
  );
}

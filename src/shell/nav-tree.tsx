import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Collapse from '@mui/material/Collapse';
import { alpha, styled } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MuiPage } from '../engine/types';
import { NavMarkers } from './nav-chips';
import { pageHref } from '../engine/page-tree';
import { toRouterPath } from './router-path';
import { useDocsConfig } from '../config/docs-context';
import { getPageTitle } from '../config/translations/page-titles';
import { useLocalizedHref } from './use-localized-href';

const itemStyles = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 32,
  padding: '4px 10px',
  borderRadius: 8,
  fontSize: 14,
  textAlign: 'start' as const,
  textDecoration: 'none',
  color: 'inherit',
};

const NavLink = styled(Link)(({ theme }) => ({
  ...itemStyles,
  color: (theme.vars ?? theme).palette.text.secondary,
  '&:hover': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
    color: (theme.vars ?? theme).palette.text.primary,
  },
  '&[aria-current="page"]': {
    color: (theme.vars ?? theme).palette.primary.main,
    fontWeight: 600,
    backgroundColor: theme.vars
      ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`
      : alpha(theme.palette.primary.main, 0.1),
  },
}));

const GroupButton = styled(ButtonBase)(({ theme }) => ({
  ...itemStyles,
  fontWeight: 600,
  justifyContent: 'space-between',
  color: (theme.vars ?? theme).palette.text.primary,
  '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& svg[data-slot="chevron"]': { transition: 'transform 150ms' },
  '&[aria-expanded="false"] svg[data-slot="chevron"]': { transform: 'rotate(-90deg)' },
}));

const List = styled('ul')({ listStyle: 'none', margin: 0, padding: 0 });

interface NavTreeProps {
  pages: readonly MuiPage[];
  /** Pathnames of the active page and its parents. */
  activePath: ReadonlySet<string>;
  activePage?: string;
  depth?: number;
  onNavigate?: () => void;
}

/** The navigation tree: collapsible groups, subheaders, plan markers, active page marked with aria-current. */
export function NavTree({ pages, activePath, activePage, depth = 0, onNavigate }: NavTreeProps) {
  return (
    <List
      data-slot="nav-list"
      sx={depth > 0 ? { pl: 1.5, borderInlineStart: 1, borderColor: 'divider', ml: 1.5 } : undefined}
    >
      {pages.map((page) => (
        <NavEntry
          key={page.pathname}
          page={page}
          activePath={activePath}
          activePage={activePage}
          depth={depth}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
}

function NavEntry({
  page,
  activePath,
  activePage,
  depth = 0,
  onNavigate,
}: Omit<NavTreeProps, 'pages'> & { page: MuiPage }) {
  const containsActive = activePath.has(page.pathname);
  const [open, setOpen] = useState(containsActive);
  // Navigating into a collapsed group opens it, so the active page is always visible.
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const { userLanguage } = useDocsConfig();
  const localize = useLocalizedHref();
  const title = getPageTitle(page, userLanguage);

  if (page.children && page.subheader) {
    return (
      <li>
        <Box
          component="div"
          sx={{
            px: 1.25,
            pt: 2,
            pb: 0.5,
            fontSize: 12,
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
            color: 'text.secondary',
          }}
        >
          {title}
          <NavMarkers page={{ ...page, plan: undefined }} />
        </Box>
        <NavTree
          pages={page.children}
          activePath={activePath}
          activePage={activePage}
          depth={depth}
          onNavigate={onNavigate}
        />
      </li>
    );
  }
  if (page.children) {
    const listId = `nav-${page.pathname.replace(/[^a-z0-9]+/gi, '-')}`;
    return (
      <li>
        <GroupButton aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)} data-slot="nav-group">
          <span>
            {title}
            <NavMarkers page={page} />
          </span>
          <ExpandMoreIcon data-slot="chevron" fontSize="small" aria-hidden />
        </GroupButton>
        <Collapse in={open} id={listId} unmountOnExit={false}>
          <NavTree
            pages={page.children}
            activePath={activePath}
            activePage={activePage}
            depth={depth + 1}
            onNavigate={onNavigate}
          />
        </Collapse>
      </li>
    );
  }
  const external = /^https?:/.test(page.pathname);
  return (
    <li>
      {external ? (
        <Box component="a" href={page.pathname} sx={itemStyles}>
          {title}
        </Box>
      ) : (
        <NavLink
          to={toRouterPath(localize(pageHref(page.pathname)))}
          aria-current={activePage === page.pathname ? 'page' : undefined}
          onClick={onNavigate}
          data-slot="nav-link"
        >
          {title}
          <NavMarkers page={page} />
        </NavLink>
      )}
    </li>
  );
}

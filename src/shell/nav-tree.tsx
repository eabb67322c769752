import { styled } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { MuiPage } from '../engine/types';
import { NavLabel, NavMarkers } from './nav-chips';
import { pageHref } from '../engine/page-tree';
import { toRouterPath } from './router-path';
import { useDocsConfig } from '../config/docs-context';
import { getPageTitle } from '../config/translations/page-titles';
import { navGroupListId } from './nav-tree-behaviour';
import { useIsStaticPage } from './page-runtime';
import { useLocalizedHref } from './use-localized-href';

/**
 * One stylesheet for the whole tree: entries are plain elements addressed by `data-slot`, so a page with a few hundred
 * entries hydrates without a styled component per entry.
 */
const TreeRoot = styled('ul')(({ theme }) => {
  const vars = theme.vars ?? theme;
  const item = {
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
  return {
    '&, & ul': { listStyle: 'none', margin: 0, padding: 0 },
    // A collapsed group's list: in the markup, never shown.
    '& ul[hidden]': { display: 'none' },
    '& ul[data-nested]': {
      paddingInlineStart: 12,
      marginInlineStart: 12,
      borderInlineStart: `1px solid ${vars.palette.divider}`,
    },
    '& [data-slot="nav-link"], & [data-slot="nav-external"]': {
      ...item,
      color: vars.palette.text.secondary,
      '&:hover': { backgroundColor: vars.palette.action.hover, color: vars.palette.text.primary },
    },
    '& [data-slot="nav-link"][aria-current="page"]': {
      color: vars.palette.primary.main,
      fontWeight: 600,
      backgroundColor: theme.vars
        ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.1)`
        : `color-mix(in srgb, ${theme.palette.primary.main} 10%, transparent)`,
    },
    '& [data-slot="nav-group"]': {
      ...item,
      font: 'inherit',
      fontSize: 14,
      fontWeight: 600,
      justifyContent: 'space-between',
      border: 0,
      background: 'none',
      cursor: 'pointer',
      color: vars.palette.text.primary,
      '&:hover': { backgroundColor: vars.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${vars.palette.primary.main}`, outlineOffset: -2 },
      '& svg[data-slot="chevron"]': {
        width: 20,
        height: 20,
        flexShrink: 0,
        fill: 'currentColor',
        transition: 'transform 150ms',
      },
      '&[aria-expanded="false"] svg[data-slot="chevron"]': { transform: 'rotate(-90deg)' },
      // A closed group's chevron points along the reading direction.
      '[dir="rtl"] &[aria-expanded="false"] svg[data-slot="chevron"]': { transform: 'rotate(90deg)' },
    },
    // A label flows as text and may wrap; its last word and markers never part (NavLabel), and the markers are a bidi
    // isolate, so in right to left they sit on the left of an English title instead of joining its left-to-right run.
    '& [data-slot="nav-label"]': { minWidth: 0 },
    '& [data-slot="nav-label-end"]': { whiteSpace: 'nowrap' },
    '& [data-slot="nav-markers"]': { unicodeBidi: 'isolate' },
    '& [data-slot="nav-chip"]': {
      marginInlineStart: 6,
      padding: '0 6px',
      lineHeight: '18px',
      fontSize: 11,
      fontWeight: 600,
      borderRadius: 10,
      border: `1px solid ${vars.palette.divider}`,
      color: vars.palette.text.primary,
      whiteSpace: 'nowrap',
    },
    '& [data-tone="success"]': { borderColor: vars.palette.success.main },
    '& [data-tone="warning"]': { borderColor: vars.palette.warning.main },
    '& [data-slot="nav-subheader"]': {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      padding: '16px 10px 4px',
      fontSize: 12,
      fontWeight: 700,
      textTransform: 'uppercase',
      letterSpacing: '0.06em',
      color: vars.palette.text.secondary,
    },
  };
});

interface NavTreeProps {
  pages: readonly MuiPage[];
  /** Pathnames of the active page and its parents. */
  activePath: ReadonlySet<string>;
  activePage?: string;
  depth?: number;
  onNavigate?: () => void;
  /**
   * Groups whose entries the page's HTML leaves out (`splitNavTree`), by pathname, whole: an empty list marked
   * `data-nav-deferred` stands in for their entries until opened.
   */
  deferred?: ReadonlyMap<string, MuiPage>;
}

/**
 * The navigation tree: collapsible groups, subheaders, plan markers, active page marked with aria-current. On a static
 * page every entry of the current product is in the markup, a collapsed group's list `hidden`, and `attachNavTree`
 * (`nav-tree-behaviour.ts`) opens and closes groups without React; the other products' entries are fetched from
 * `branchesUrl` when first wanted. On a React page each group keeps its own state and renders its entries once opened.
 */
export function NavTree({ branchesUrl, ...props }: NavTreeProps & { branchesUrl?: string }) {
  return (
    <TreeRoot data-slot="nav-list" data-nav-branches={branchesUrl}>
      <NavEntries {...props} />
    </TreeRoot>
  );
}

const NO_ACTIVE_PATH: ReadonlySet<string> = new Set();

/**
 * The entries of a top-level group as its list holds them, none active: what the build writes to the branch file
 * (`nav-branches.tsx`) for a static page to insert into the group's deferred list.
 */
export function NavBranch({ group }: { group: MuiPage }) {
  return <NavEntries pages={group.children ?? []} activePath={NO_ACTIVE_PATH} depth={1} />;
}

function NavList({
  id,
  hidden,
  deferredEntries,
  ...props
}: NavTreeProps & { id?: string; hidden?: boolean; deferredEntries?: boolean }) {
  return (
    <ul
      id={id}
      hidden={hidden}
      data-slot="nav-list"
      data-nested={props.depth ? '' : undefined}
      data-nav-deferred={deferredEntries ? '' : undefined}
    >
      <NavEntries {...props} />
    </ul>
  );
}

function NavEntries({ pages, ...context }: NavTreeProps) {
  return pages.map((page) => <NavEntry key={page.pathname} page={page} {...context} />);
}

const chevron = (
  <svg data-slot="chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z" />
  </svg>
);

type NavEntryProps = Omit<NavTreeProps, 'pages'> & { page: MuiPage };

/** A collapsible group: the only entries with state, so the hundreds of links hydrate without any. */
function NavGroup({ page, title, ...context }: NavEntryProps & { title: string }) {
  const { activePath, deferred, depth = 0 } = context;
  const containsActive = activePath.has(page.pathname);
  const [open, setOpen] = useState(containsActive);
  // Navigating into a collapsed group opens it, so the active page is always visible.
  useEffect(() => {
    if (containsActive) setOpen(true);
  }, [containsActive]);
  const listId = navGroupListId(page.pathname);
  // A static page opens groups without React, so every list must be in its HTML; a React page renders a group's
  // entries when it opens, which keeps its HTML and hydration small.
  const prerenderCollapsed = useIsStaticPage();
  // A deferred group's entries are not in the page: its list stays empty until opened (fetched on a static page).
  const whole = deferred?.get(page.pathname);
  const entries = whole && open ? whole.children : page.children;
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        data-slot="nav-group"
      >
        <NavLabel title={title} page={page} />
        {chevron}
      </button>
      {open || prerenderCollapsed ? (
        <NavList
          id={listId}
          hidden={!open}
          deferredEntries={!!whole && !open}
          pages={entries ?? []}
          {...context}
          depth={depth + 1}
        />
      ) : null}
    </li>
  );
}

function NavEntry({ page, ...context }: NavEntryProps) {
  const { activePage, onNavigate } = context;
  const { userLanguage } = useDocsConfig();
  const localize = useLocalizedHref();
  const title = getPageTitle(page, userLanguage);

  if (page.children && page.subheader) {
    return (
      <li>
        <div data-slot="nav-subheader">
          {title}
          <NavMarkers page={{ ...page, plan: undefined }} />
        </div>
        <NavList pages={page.children} {...context} />
      </li>
    );
  }
  if (page.children) return <NavGroup page={page} title={title} {...context} />;
  if (/^https?:/.test(page.pathname)) {
    return (
      <li>
        <a href={page.pathname} data-slot="nav-external">
          {title}
        </a>
      </li>
    );
  }
  return (
    <li>
      <Link
        to={toRouterPath(localize(pageHref(page.pathname)))}
        aria-current={activePage === page.pathname ? 'page' : undefined}
        onClick={onNavigate}
        data-slot="nav-link"
      >
        <NavLabel title={title} page={page} />
      </Link>
    </li>
  );
}

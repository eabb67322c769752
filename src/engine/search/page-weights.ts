import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { getPageTitle } from '../../config/translations/page-titles';
import { walkPages } from '../page-tree';
import type { MuiPage } from '../types';
import type { SearchLanguage } from './types';

/** The docs pathname a link points to (`/x/react-data-grid/sorting`), or undefined for other links. */
function linkedPathname(url: string): string | undefined {
  if (!url.startsWith('/x/')) return undefined;
  const path = url.split(/[#?]/, 1)[0] ?? url;
  return path.length > 3 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Docs pages a page body links to, each once. */
export function linkedPages(tree: Root): Set<string> {
  const targets = new Set<string>();
  visit(tree, (node) => {
    const url = node.type === 'link' || node.type === 'definition' ? node.url : undefined;
    const target = url === undefined ? undefined : linkedPathname(url);
    if (target) targets.add(target);
  });
  return targets;
}

/** How many other pages link to each page, from each page's set of link targets. */
export function countInbound(outbound: ReadonlyMap<string, ReadonlySet<string>>): Map<string, number> {
  const inbound = new Map<string, number>();
  for (const [source, targets] of outbound) {
    for (const target of targets) if (target !== source) inbound.set(target, (inbound.get(target) ?? 0) + 1);
  }
  return inbound;
}

/** A titled group of the navigation (`Row grouping`, `Localization`) and the page it opens on. */
export interface NavGroup {
  title: string;
  pathname: string;
}

/**
 * Titled groups and subheaders of the navigation, each with its first page. Readers know a feature by its group's
 * name, while the group's pages are called `Overview`, `Recipes` or `Translated components` (`行分组` › `概览` in
 * Chinese), so a group is searchable on its own and opens its first page, as the navigation does.
 */
export function navGroups(tree: readonly MuiPage[], pages: ReadonlySet<string>, language: SearchLanguage): NavGroup[] {
  const groups: NavGroup[] = [];
  walkPages(tree, (entry) => {
    if (!entry.children || !(entry.subheader ?? entry.title)) return;
    let first: string | undefined;
    walkPages(entry.children, (child) => void (first ??= pages.has(child.pathname) ? child.pathname : undefined));
    if (first) groups.push({ title: getPageTitle(entry, language), pathname: first });
  });
  return groups;
}

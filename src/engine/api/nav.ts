import type { MuiPage, Plan } from '../types';
import { apiIndexPathname } from './paths';
import type { ApiItem, ApiPlan, ApiProductFile } from './types';

/** Sorts items by name, case-insensitively, with a stable tie-break on the exact name. */
export function sortApiItems<T extends { name: string }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.name.localeCompare(b.name, 'en'),
  );
}

/** The nav's plan marker: community items carry none. */
export function navPlan(plan: ApiPlan): Plan | undefined {
  return plan === 'community' ? undefined : plan;
}

function withoutSlash(pathname: string): string {
  return pathname.replace(/\/$/, '');
}

function pageOf(item: ApiItem): MuiPage {
  const plan = navPlan(item.plan);
  return { pathname: withoutSlash(item.pathname), title: item.name, ...(plan && { plan }) };
}

/** Labels of the API reference groups. */
export const apiNavLabels = {
  group: 'API reference',
  index: 'Index',
  components: 'Components',
  interfaces: 'Interfaces',
  hooks: 'Hooks',
} as const;

/**
 * The "API reference" navigation group of one product: the index page, then components, interfaces and
 * hooks under subheaders (empty ones left out), each sorted by name with plan markers. Pathnames have no
 * trailing slash, as everywhere in the page tree; groups end in `-group` like the content trees' groups.
 */
export function createApiNavGroup(file: ApiProductFile): MuiPage {
  const index = withoutSlash(apiIndexPathname(file.productId));
  const groups: [string, ApiItem[]][] = [
    [apiNavLabels.components, file.components],
    [apiNavLabels.interfaces, file.interfaces],
    [apiNavLabels.hooks, file.hooks],
  ];
  const children: MuiPage[] = [{ pathname: index, title: apiNavLabels.index }];
  for (const [title, items] of groups) {
    if (items.length === 0) continue;
    const pathname = `${index}/${title.toLowerCase()}-group`;
    children.push({ pathname, subheader: title, children: sortApiItems(items).map(pageOf) });
  }
  return { pathname: `${index}-group`, title: apiNavLabels.group, children };
}

import { normalizePathname } from '../page-tree';
import type { ApiDemo, ApiItem } from './types';

/** The official site, where pages this site does not (yet) have still live. */
const OFFICIAL_ORIGIN = 'https://mui.com';

/**
 * JSDoc links point at the official docs; the extractor makes them local (`/x/...`). Those this site
 * has stay local, the others go back to the official page, so no API page carries a dead link.
 */
export function linkToExistingPages(markdown: string, exists: PageIndex): string {
  // Root-relative links (`/x/...`, `/material-ui/...`) are official-site paths unless this site has them.
  return markdown.replace(/\]\((\/[^)\s#]*)(#[^)\s]*)?\)/g, (match, path: string, hash: string | undefined) => {
    const pathname = normalizePathname(path);
    if (!path.startsWith('/x/') || !exists(pathname)) return `](${OFFICIAL_ORIGIN}${path}${hash ?? ''})`;
    // Our page exists but may be organised differently: keep the link, drop an anchor it lacks.
    return hash && !exists(pathname, decodeURIComponent(hash.slice(1))) ? `](${path})` : match;
  });
}

/** Whether this site has a page (and, given an id, that anchor on it). Pathnames without trailing slash. */
export type PageIndex = (pathname: string, anchor?: string) => boolean;

function fixDemo(demo: ApiDemo, exists: PageIndex): ApiDemo {
  const path = demo.pathname.split('#')[0] ?? '';
  return demo.pathname.startsWith('/x/') && !exists(normalizePathname(path))
    ? { ...demo, pathname: `${OFFICIAL_ORIGIN}${demo.pathname}` }
    : demo;
}

/** The item with every description and demo link pointing at a page that exists. */
export function withExistingLinks<T extends ApiItem>(item: T, exists: PageIndex): T {
  const fix = (markdown: string) => linkToExistingPages(markdown, exists);
  const documented = <D extends { description: string; deprecated?: string }>(entries: D[]) =>
    entries.map((entry) => ({
      ...entry,
      description: fix(entry.description),
      ...(entry.deprecated !== undefined ? { deprecated: fix(entry.deprecated) } : {}),
    }));
  const base = {
    ...item,
    description: fix(item.description),
    ...(item.deprecated !== undefined ? { deprecated: fix(item.deprecated) } : {}),
    demos: item.demos.map((demo) => fixDemo(demo, exists)),
  };
  if (base.kind === 'component') {
    return { ...base, props: documented(base.props), slots: documented(base.slots), classes: documented(base.classes) };
  }
  if (base.kind === 'interface') return { ...base, properties: documented(base.properties) };
  return { ...base, parameters: documented(base.parameters), returnsDescription: fix(base.returnsDescription) };
}

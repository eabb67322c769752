/**
 * Builds `out/mcp/site.json` (the navigation tree and the page list) from the navigation file, the page files' demo
 * tags and the Markdown versions the publishing step has already written. No page is parsed again: the whole site's
 * model takes seconds to load, and the MCP server needs titles, badges, products and demo names only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { localizePathname } from '../../src/config/language';
import { getPageTitle } from '../../src/config/translations/page-titles';
import { listPageFiles, pathnameOfFile } from '../../src/engine/content-files';
import type { ProductId } from '../../src/engine/frontmatter';
import { pageHref } from '../../src/engine/page-tree';
import { DEMO, FENCE } from '../../src/engine/publishing/guide-markdown';
import { markdownPathname, outFileOf } from '../../src/engine/publishing/urls';
import type { MuiPage } from '../../src/engine/types';
import type { McpBadges, McpNavEntry, McpPage, McpSiteFile } from '../../src/mcp/mcp-data';

/** Top-level navigation group of each product (`/x/react-data-grid-group`); other groups are shared pages (`x`). */
const PRODUCT_GROUPS: Record<string, Exclude<ProductId, 'x'>> = {
  '/x/react-data-grid-group': 'x-data-grid',
  '/x/react-date-pickers-group': 'x-date-pickers',
  '/x/react-charts-group': 'x-charts',
  '/x/react-tree-view-group': 'x-tree-view',
};

/** Product of a page no navigation entry lists, by its folder (`/x/react-charts/…`, `/x/api/charts/…`). */
function productOfPath(pathname: string): ProductId {
  const folder = /^\/x\/(?:react-|api\/)([a-z-]+?)(?:\/|$)/.exec(pathname)?.[1];
  return (Object.values(PRODUCT_GROUPS) as ProductId[]).find((id) => id === `x-${folder}`) ?? 'x';
}

/** Names of the demos a page's MDX embeds, in order; tags inside fenced code are examples, not demos. */
export function demoNamesOf(source: string): string[] {
  const names: string[] = [];
  let fence: string | undefined;
  for (const line of source.split(/\r?\n/)) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = undefined;
    } else if (fenceMatch) fence = fenceMatch[1];
    else {
      const demo = DEMO.exec(line);
      if (demo) names.push(demo[1]!);
    }
  }
  return names;
}

function badgesOf(entry: MuiPage): McpBadges {
  const { plan, newFeature, planned, unstable } = entry;
  return {
    ...(plan ? { plan } : {}),
    ...(newFeature ? { newFeature } : {}),
    ...(planned ? { planned } : {}),
    ...(unstable ? { unstable } : {}),
  };
}

/** The page's heading in its Markdown version (`# Data Grid - Sorting`). */
function markdownTitle(outDir: string, pathname: string): string | undefined {
  const file = join(outDir, outFileOf(markdownPathname(pathname)));
  if (!existsSync(file)) return undefined;
  return /^# (.+)$/m.exec(readFileSync(file, 'utf8'))?.[1]?.trim();
}

/** Everything `site.json` holds; pages without a Markdown version in `outDir` are not published and left out. */
export function createSiteData(
  outDir: string,
  contentRoot: string,
  tree: readonly MuiPage[],
  meta: Pick<McpSiteFile, 'origin' | 'versions'>,
): McpSiteFile {
  const files = new Map(listPageFiles(contentRoot).map((file) => [pathnameOfFile(contentRoot, file), file]));
  const pages = new Map<string, McpPage>();
  const isPublished = (pathname: string) => existsSync(join(outDir, outFileOf(markdownPathname(pathname))));
  const addPage = (pathname: string, productId: ProductId, navEntry?: MuiPage) => {
    const href = pageHref(pathname);
    if (pages.has(href) || !isPublished(pathname)) return;
    const heading = markdownTitle(outDir, pathname) ?? pathname;
    const file = files.get(pathname);
    const zhHeading = markdownTitle(outDir, localizePathname(pathname, 'zh'));
    pages.set(href, {
      pathname: href,
      kind: file ? 'guide' : 'api',
      productId,
      title: navEntry
        ? { en: getPageTitle(navEntry, 'en'), zh: getPageTitle(navEntry, 'zh') }
        : { en: heading, zh: zhHeading ?? heading },
      translated: zhHeading !== undefined,
      demos: file ? demoNamesOf(readFileSync(file, 'utf8')) : [],
      ...(navEntry ? badgesOf(navEntry) : {}),
    });
  };
  const toNav = (entry: MuiPage, productId: ProductId): McpNavEntry => {
    const title = { en: getPageTitle(entry, 'en'), zh: getPageTitle(entry, 'zh') };
    if (entry.children) {
      return { title, ...badgesOf(entry), children: entry.children.map((child) => toNav(child, productId)) };
    }
    if (/^https?:/.test(entry.pathname)) return { title, ...badgesOf(entry), href: entry.pathname };
    addPage(entry.pathname, productId, entry);
    return { title, ...badgesOf(entry), pathname: pageHref(entry.pathname) };
  };
  const navTree = tree.map((group) => toNav(group, PRODUCT_GROUPS[group.pathname] ?? 'x'));
  for (const pathname of [...files.keys()].sort()) addPage(pathname, productOfPath(pathname));
  return { ...meta, tree: navTree, pages: [...pages.values()] };
}

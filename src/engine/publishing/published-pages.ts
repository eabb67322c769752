import type { GeneratedPage } from '../api/site-types';
import { normalizePathname, pageHref, walkPages } from '../page-tree';
import type { MuiPage } from '../types';

/** One page the publishing files (sitemap, llms.txt, Markdown versions) list. */
export interface PublishedPage {
  /** English URL pathname with trailing slash, e.g. `/x/react-data-grid/quickstart/`. */
  pathname: string;
  title: string;
  description: string;
  kind: 'guide' | 'api';
  /** True when a Chinese translation is written (otherwise the Chinese URL shows the English body). */
  translated: boolean;
}

/** What the publishing files are built from: the validated site, reduced to plain data. */
export interface PublishingInput {
  tree: readonly MuiPage[];
  /** Guide pages by pathname without trailing slash (`/x` for the home page). */
  guides: ReadonlyMap<string, { title: string; description: string; translated: boolean }>;
  generated: readonly GeneratedPage[];
  /** One-line summaries of API pages by pathname with trailing slash, when known. */
  apiSummaries?: ReadonlyMap<string, string>;
}

/**
 * Every published page exactly once, in navigation order, then pages no navigation entry lists (the home page
 * first). Groups and external links are not pages. There is no draft or noindex notion in the frontmatter, so
 * every page that builds is published.
 */
export function listPublishedPages(input: PublishingInput): PublishedPage[] {
  const generated = new Map(input.generated.map((page) => [normalizePathname(page.pathname), page]));
  const result = new Map<string, PublishedPage>();
  const add = (pathname: string, navTitle?: string): void => {
    if (result.has(pathname)) return;
    const guide = input.guides.get(pathname);
    if (guide) {
      result.set(pathname, {
        pathname: pageHref(pathname),
        title: navTitle ?? guide.title,
        description: guide.description,
        kind: 'guide',
        translated: guide.translated,
      });
      return;
    }
    const api = generated.get(pathname);
    if (api) {
      result.set(pathname, {
        pathname: pageHref(pathname),
        title: navTitle && navTitle !== 'Index' ? navTitle : api.name,
        description: input.apiSummaries?.get(pageHref(pathname)) ?? '',
        kind: 'api',
        translated: false,
      });
    }
  };
  walkPages(input.tree, (entry) => {
    if (!entry.children) add(entry.pathname, entry.title);
  });
  for (const pathname of [...input.guides.keys()].sort()) add(pathname);
  for (const pathname of generated.keys()) add(pathname);
  return [...result.values()];
}

/**
 * The pages as the Chinese publishing files list them: a translated page with its translation's title and
 * description (by pathname without trailing slash), the others as they are (English).
 */
export function withTranslations(
  pages: readonly PublishedPage[],
  translations: ReadonlyMap<string, { title: string; description: string }>,
): PublishedPage[] {
  return pages.map((page) => {
    const translation = page.translated ? translations.get(normalizePathname(page.pathname)) : undefined;
    return translation ? { ...page, title: translation.title, description: translation.description } : page;
  });
}

/**
 * Finds the page a tool argument names, however an assistant writes it: a site path (`/x/react-data-grid/sorting/`),
 * the same without `/x/` or slashes, a full URL with an anchor, a `.md` URL, or a Chinese URL (`/x/zh/…`).
 */
import { splitLanguage } from '../config/language';
import { runSearch } from '../engine/search/query';
import type { SearchLanguage } from '../engine/search/types';
import type { DocsData } from './docs-data';
import type { McpPage } from './mcp-data';
import { closestNames, didYouMean } from './suggest';
import { ToolError } from './tool-result';

/** A page argument reduced to the English pathname it names and the language its URL carried. */
export interface PageRef {
  pathname: string;
  /** `zh` when the argument was a Chinese URL. */
  language?: SearchLanguage;
}

/** `https://host/x/zh/react-data-grid/sorting.md#sort-model` → `{ pathname: '/x/react-data-grid/sorting/', language: 'zh' }`. */
export function parsePageRef(input: string): PageRef {
  let path = input.trim();
  try {
    if (/^[a-z]+:\/\//i.test(path)) path = new URL(path).pathname;
  } catch {
    // not a URL after all: read it as a path
  }
  path = path.split(/[?#]/)[0] ?? '';
  path = path
    .replace(/\/index\.md$|\.md$|\/index\.html$/, '')
    .replace(/^\/+|\/+$/g, '')
    .replace(/^x(\/|$)/, '');
  const { language, pathname } = splitLanguage(path ? `/x/${path}` : '/x');
  return { pathname: pathname === '/x' ? '/x/' : `${pathname}/`, ...(language === 'zh' ? { language } : {}) };
}

/**
 * The page an argument names, or an ToolError naming the closest pathnames (by spelling, then by the page's
 * last path segment read as search words).
 */
export function findPage(data: DocsData, input: string): { page: McpPage; language?: SearchLanguage } {
  const ref = parsePageRef(input);
  const page = data.pages.get(ref.pathname);
  if (page) return { page, ...(ref.language ? { language: ref.language } : {}) };
  const last = ref.pathname.split('/').filter(Boolean).at(-1) ?? '';
  // Paths share long prefixes: allow as many edits as the last segment could hold typos, not the whole path.
  let names = closestNames(ref.pathname, data.pages.keys(), {
    maxEdits: Math.max(1, Math.floor(last.length / 3)),
    // Every path contains its section's: a shared prefix says nothing.
    contains: false,
  });
  if (names.length === 0) {
    const words = last.replace(/-/g, ' ');
    const hits = words ? runSearch(data.searchIndex('en'), words, { limit: 10 }) : [];
    names = [...new Set(hits.map((hit) => hit.url.split('#')[0]!))]
      .filter((pathname) => data.pages.has(pathname))
      .slice(0, 3);
  }
  throw new ToolError(
    `No page at ${ref.pathname} in the X Docs build.${didYouMean(names)} ` +
      'Call list_pages for the navigation or search_docs to find a topic.',
  );
}

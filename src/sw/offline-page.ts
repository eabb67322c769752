/** The offline page the worker answers with when a page is neither online nor cached. */

/** Placeholder in out/offline.html that the worker replaces with links to the cached pages. */
export const CACHED_PAGES_MARKER = '<!--cached-pages-->';

/** A cached page: its site path and title. */
export interface CachedPage {
  path: string;
  title: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** The `<title>` of an HTML document, without the site suffix; the path when it has none. */
export function titleOf(html: string, fallback: string): string {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  const title = match?.[1]?.trim();
  return title ? title.replace(/&amp;/g, '&') : fallback;
}

/** Fills the offline page template with a link per cached page, sorted by title. */
export function renderOfflinePage(template: string, pages: CachedPage[]): string {
  const items = [...pages]
    .sort((a, b) => a.title.localeCompare(b.title))
    .map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`)
    .join('');
  return template.replace(CACHED_PAGES_MARKER, items || '<li class="empty">—</li>');
}

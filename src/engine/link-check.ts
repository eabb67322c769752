import { ContentError } from './content-error';
import { normalizePathname } from './page-tree';

/** Minimal view of a page for link checking. */
export interface LinkTarget {
  pathname: string;
  anchors: ReadonlySet<string>;
  /** The page failed to load: it exists, but its anchors are unknown. */
  unchecked?: boolean;
}

/** Links that leave the docs (other sites, mail) are not ours to check. */
function isExternal(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//');
}

/**
 * Checks one page's links: every internal link must name an existing page and, with a `#hash`,
 * an existing heading id on it. Returns the problems rather than throwing so all are reported at once.
 */
export function checkLinks(
  page: { file: string; pathname: string; links: readonly { url: string; line: number }[] },
  targets: ReadonlyMap<string, LinkTarget>,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const { url, line } of page.links) {
    if (isExternal(url)) continue;
    const [pathPart = '', hash] = url.split('#', 2);
    if (pathPart && !pathPart.startsWith('/')) {
      errors.push(
        new ContentError(
          page.file,
          line,
          `relative link "${url}"`,
          'write internal links from the site root, e.g. /x/react-tree-view/quickstart/',
        ),
      );
      continue;
    }
    const targetPath = pathPart ? normalizePathname(pathPart) : page.pathname;
    const target = targets.get(targetPath);
    if (!target) {
      errors.push(
        new ContentError(
          page.file,
          line,
          `link to "${url}" goes to no page`,
          'point it at an existing page or write that page',
        ),
      );
      continue;
    }
    if (pathPart && !pathPart.endsWith('/')) {
      errors.push(
        new ContentError(
          page.file,
          line,
          `link "${url}" lacks the trailing slash`,
          `write ${pathPart}/${hash ? `#${hash}` : ''}`,
        ),
      );
      continue;
    }
    if (hash && !target.unchecked && !target.anchors.has(decodeURIComponent(hash))) {
      errors.push(
        new ContentError(
          page.file,
          line,
          `link "${url}" names anchor "#${hash}" that ${target.pathname}/ does not have`,
          `use one of: ${[...target.anchors].slice(0, 8).join(', ') || '(no headings on that page)'}`,
        ),
      );
    }
  }
  return errors;
}

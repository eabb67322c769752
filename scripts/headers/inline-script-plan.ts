/**
 * Which inline scripts the header policy of each part of the site allows. A static page carries only the scripts every
 * static page shares (theme, direction, consent, its island loader), so one header lists them by hash. A hydrated page
 * (one with live demos) also carries its own hydration data inline, different on every page: the header rules for
 * those pages allow inline scripts in general, and the page's meta policy narrows that to the page's own hashes.
 */

/** One HTML file of out/ as the security-headers step sees it. */
export interface BuiltPage {
  /** Its site path (`/x/react-data-grid/`), or undefined for a file served under other paths (404.html). */
  path?: string;
  /** Base64 SHA-256 hashes of its inline scripts. */
  hashes: string[];
  /** True when it hydrates React Router, whose context scripts differ per page. */
  hydrated: boolean;
}

export interface InlineScriptPlan {
  /** Hashes the `/x/*` header allows: those of every page no hydrated pattern covers. */
  staticHashes: string[];
  /** `_headers` patterns that cover hydrated pages only (`/x/react-tree-view/*`), as few as possible. */
  hydratedPatterns: string[];
}

/** Top segments that hold a whole language: a pattern there would also cover unknown paths of that language. */
const LANGUAGE_ROOTS = new Set(['zh']);

/** The shallowest folders that hold hydrated pages and no static page, as `_headers` patterns. */
export function planInlineScripts(pages: BuiltPage[]): InlineScriptPlan {
  const staticPaths = pages.filter((page) => !page.hydrated && page.path).map((page) => page.path!);
  const patterns = new Set<string>();
  const covered = (path: string) => [...patterns].some((pattern) => path.startsWith(pattern.slice(0, -1)));
  for (const page of pages) {
    if (!page.hydrated || !page.path || covered(page.path)) continue;
    const segments = page.path.split('/').filter(Boolean).slice(1);
    for (let depth = 1; depth <= segments.length; depth += 1) {
      if (depth === 1 && LANGUAGE_ROOTS.has(segments[0]!)) continue;
      const folder = `/x/${segments.slice(0, depth).join('/')}/`;
      if (!staticPaths.some((path) => path.startsWith(folder))) {
        patterns.add(`${folder}*`);
        break;
      }
    }
  }
  const hashes = new Set<string>();
  for (const page of pages) {
    if (!(page.hydrated && page.path && covered(page.path))) page.hashes.forEach((hash) => hashes.add(hash));
  }
  return { staticHashes: [...hashes].sort(), hydratedPatterns: [...patterns].sort() };
}

import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { allowedHtmlTags, contentComponentNames } from './content-components';
import { ContentError, ContentErrors } from './content-error';
import { listPageFiles, pathnameOfFile } from './content-files';
import { parseFrontmatter, type Frontmatter } from './frontmatter';
import { checkLinks, type LinkTarget } from './link-check';
import { collectBodyFacts, parseMdx } from './markdown';
import { assertUniquePathnames, walkPages } from './page-tree';
import type { MuiPage, SourceSpot, TocHeading } from './types';

/** A content page after loading and validation. */
export interface LoadedPage {
  /** Path relative to the project, for messages and the edit link. */
  file: string;
  pathname: string;
  frontmatter: Frontmatter;
  headings: TocHeading[];
  lead: string;
  /** Names of the demos the page embeds, in order. */
  demos: string[];
}

/** The validated site: every page by pathname, and the navigation tree. */
export interface Site {
  pages: Map<string, LoadedPage>;
  tree: readonly MuiPage[];
  /** Pages that no navigation entry lists (reported in the build summary, not fatal). */
  orphans: string[];
}

/**
 * Link prefixes served by other parts of the build rather than by content files. Empty until the
 * generated API reference lands; until then a link to /x/api/ is a broken link like any other.
 */
const GENERATED_PREFIXES: readonly string[] = [];

/**
 * Loads and validates every page under `root` against the navigation `tree`. All problems are
 * collected and thrown together as ContentErrors, each naming file:line and the fix.
 */
export function loadSite(
  root: string,
  tree: readonly MuiPage[],
  treeFile = relative(process.cwd(), join(root, 'pages.ts')),
): Site {
  const errors: ContentError[] = [];
  const pages = new Map<string, LoadedPage>();
  const links = new Map<string, { url: string; line: number }[]>();
  // Pages whose frontmatter is broken still exist: links to them and their nav entries are not errors too.
  const broken = new Set<string>();
  const cwd = process.cwd();

  for (const absolute of listPageFiles(root)) {
    const file = relative(cwd, absolute);
    const source = readFileSync(absolute, 'utf8');
    try {
      const { data } = parseFrontmatter(file, source);
      const facts = collectBodyFacts(parseMdx(source));
      for (const tag of facts.jsxTags) {
        const known =
          (contentComponentNames as readonly string[]).includes(tag.name) ||
          (allowedHtmlTags as readonly string[]).includes(tag.name);
        if (!known) {
          errors.push(
            new ContentError(
              file,
              tag.line,
              `unknown component <${tag.name}>`,
              `use one of ${[...contentComponentNames, ...allowedHtmlTags].join(', ')}`,
            ),
          );
        }
      }
      for (const demo of facts.demos) {
        const demoFile = join(dirname(absolute), 'demos', `${demo.name}.tsx`);
        if (!demo.name || !existsSync(demoFile)) {
          errors.push(
            new ContentError(
              file,
              demo.line,
              `unknown demo "${demo.name}"`,
              `create ${relative(cwd, demoFile)} or correct the name`,
            ),
          );
        }
      }
      const pathname = pathnameOfFile(root, absolute);
      pages.set(pathname, {
        file,
        pathname,
        frontmatter: data,
        headings: facts.headings.map(({ line: _line, ...heading }) => heading),
        lead: facts.lead,
        demos: facts.demos.map((demo) => demo.name),
      });
      links.set(pathname, facts.links);
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error);
      broken.add(pathnameOfFile(root, absolute));
    }
  }

  const locate = createTreeLocator(root, treeFile);
  try {
    assertUniquePathnames(tree);
  } catch (error) {
    const spot = locate(/"([^"]+)"/.exec((error as Error).message)?.[1] ?? '', 'last');
    errors.push(
      new ContentError(spot.file, spot.line, (error as Error).message, 'rename or remove one of the two entries'),
    );
  }
  const listed = new Set<string>();
  walkPages(tree, (entry) => {
    if (entry.children) return;
    listed.add(entry.pathname);
    const external = /^https?:/.test(entry.pathname);
    const generated = GENERATED_PREFIXES.some((prefix) => entry.pathname.startsWith(prefix));
    if (!external && !generated && !pages.has(entry.pathname) && !broken.has(entry.pathname)) {
      const spot = locate(entry.pathname, 'first');
      errors.push(
        new ContentError(
          spot.file,
          spot.line,
          `navigation entry "${entry.pathname}" has no page`,
          `write ${relative(cwd, root) || '.'}${entry.pathname.slice(2)}.mdx (or ${entry.pathname.slice(3)}/index.mdx) or remove the entry`,
        ),
      );
    }
  });

  const targets = new Map<string, LinkTarget>(
    [...pages.values()].map((page) => [
      page.pathname,
      { pathname: page.pathname, anchors: new Set(page.headings.map((h) => h.id)) },
    ]),
  );
  for (const pathname of broken) targets.set(pathname, { pathname, anchors: new Set(), unchecked: true });
  for (const page of pages.values()) {
    errors.push(
      ...checkLinks(
        { file: page.file, pathname: page.pathname, links: links.get(page.pathname) ?? [] },
        targets,
        GENERATED_PREFIXES,
      ),
    );
  }
  if (errors.length > 0) throw new ContentErrors(errors);
  const orphans = [...pages.keys()].filter((pathname) => pathname !== '/x' && !listed.has(pathname));
  return { pages, tree, orphans };
}

/**
 * Finds where a pathname is written in the navigation files under the root (`pages.ts` files),
 * so tree errors point at the line to edit. Falls back to the main tree file.
 */
function createTreeLocator(root: string, treeFile: string): (pathname: string, which: 'first' | 'last') => SourceSpot {
  const files = listTreeFiles(root).map((path) => ({
    file: relative(process.cwd(), path),
    lines: readFileSync(path, 'utf8').split('\n'),
  }));
  return (pathname, which) => {
    const spots: SourceSpot[] = [];
    for (const { file, lines } of files) {
      lines.forEach((text, index) => {
        if (text.includes(`'${pathname}'`) || text.includes(`"${pathname}"`) || text.includes(`\`${pathname}\``))
          spots.push({ file, line: index + 1 });
      });
    }
    return (which === 'first' ? spots[0] : spots.at(-1)) ?? { file: treeFile, line: 1 };
  };
}

function listTreeFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'demos' && name !== 'node_modules') walk(path);
      } else if (name === 'pages.ts') found.push(path);
    }
  };
  walk(root);
  return found.sort();
}

/** Date of the last commit that touched a file, or undefined outside a git checkout. */
export function getLastUpdated(file: string): string | undefined {
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out || undefined;
  } catch {
    return undefined;
  }
}

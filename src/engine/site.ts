import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { allowedHtmlTags, contentComponentNames } from './content-components';
import { ContentError, ContentErrors } from './content-error';
import { listPageFiles, pathnameOfFile } from './content-files';
import { parseFrontmatter, type Frontmatter } from './frontmatter';
import { checkLinks, type LinkTarget } from './link-check';
import { collectBodyFacts, parseMdx } from './markdown';
import { assertUniquePathnames, walkPages } from './page-tree';
import type { MuiPage, TocHeading } from './types';

/** A content page after loading and validation. */
export interface LoadedPage {
  /** Path relative to the project, for messages and the edit link. */
  file: string;
  pathname: string;
  frontmatter: Frontmatter;
  headings: TocHeading[];
  lead: string;
}

/** The validated site: every page by pathname, and the navigation tree. */
export interface Site {
  pages: Map<string, LoadedPage>;
  tree: readonly MuiPage[];
  /** Pages that no navigation entry lists (reported in the build summary, not fatal). */
  orphans: string[];
}

/** Link prefixes served by other parts of the build (generated API pages), not by content files. */
const GENERATED_PREFIXES = ['/x/api/'];

/**
 * Loads and validates every page under `root` against the navigation `tree`. All problems are
 * collected and thrown together as ContentErrors, each naming file:line and the fix.
 */
export function loadSite(root: string, tree: readonly MuiPage[], treeFile = 'content/pages.ts'): Site {
  const errors: ContentError[] = [];
  const pages = new Map<string, LoadedPage>();
  const links = new Map<string, { url: string; line: number }[]>();
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
      });
      links.set(pathname, facts.links);
    } catch (error) {
      if (error instanceof ContentError) errors.push(error);
      else throw error;
    }
  }

  try {
    assertUniquePathnames(tree);
  } catch (error) {
    errors.push(new ContentError(treeFile, 1, (error as Error).message, 'rename or remove one of the two entries'));
  }
  const listed = new Set<string>();
  walkPages(tree, (entry) => {
    if (entry.children) return;
    listed.add(entry.pathname);
    const external = /^https?:/.test(entry.pathname);
    const generated = GENERATED_PREFIXES.some((prefix) => entry.pathname.startsWith(prefix));
    if (!external && !generated && !pages.has(entry.pathname)) {
      errors.push(
        new ContentError(
          treeFile,
          1,
          `navigation entry "${entry.pathname}" has no page`,
          `write content${entry.pathname.slice(2)}.mdx or remove the entry`,
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

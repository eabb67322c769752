import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ContentError, ContentErrors } from './content-error';
import { listPageFiles, pathnameOfFile, translationFileOf } from './content-files';
import { localizePathname } from '../config/language';
import { checkLinks, type LinkTarget } from './link-check';
import { loadPageFile, type LoadedPage } from './page-file';
import type { GeneratedPage } from './api/site-types';
import { checkFrontmatterComponents } from './frontmatter-components';
import { assertUniquePathnames, normalizePathname, walkPages } from './page-tree';
import { reservedPathError } from './reserved-paths';
import { createTreeLocator } from './tree-locator';
import { checkTranslationAnchors } from './translation-anchors';
import type { MuiPage } from './types';

export type { LoadedPage } from './page-file';

/** Languages other than English that pages may be translated into (`page.zh.mdx` beside `page.mdx`). */
export const TRANSLATED_LANGUAGES = ['zh'] as const;

/** The validated site: every page by pathname, its translations, and the navigation tree. */
export interface Site {
  pages: Map<string, LoadedPage>;
  /** Translated pages by language, then by (English) pathname. */
  translations: Record<(typeof TRANSLATED_LANGUAGES)[number], Map<string, LoadedPage>>;
  tree: readonly MuiPage[];
  /** Generated (API) pages by pathname without trailing slash. */
  generated: ReadonlyMap<string, GeneratedPage>;
  /** Pages that no navigation entry lists (reported in the build summary, not fatal). */
  orphans: string[];
}

/** What the build generates besides content pages, for validation. */
export interface LoadSiteOptions {
  /** Navigation file named in tree errors that cannot be located more precisely. */
  treeFile?: string;
  /** Generated API pages: they exist for links and navigation, with their anchors. */
  generatedPages?: readonly GeneratedPage[];
}

function targetsOf(pages: Iterable<LoadedPage>): Map<string, LinkTarget> {
  return new Map(
    [...pages].map((page) => [
      page.pathname,
      { pathname: page.pathname, anchors: new Set([...page.headings.map((h) => h.id), ...page.anchors]) },
    ]),
  );
}

/**
 * Loads and validates every page under `root` (and its translations) against the navigation
 * `tree`. All problems are collected and thrown together as ContentErrors, each naming file:line.
 */
export function loadSite(root: string, tree: readonly MuiPage[], options: LoadSiteOptions = {}): Site {
  const treeFile = options.treeFile ?? relative(process.cwd(), join(root, 'pages.ts'));
  const generated = new Map((options.generatedPages ?? []).map((page) => [normalizePathname(page.pathname), page]));
  const components = new Set(
    (options.generatedPages ?? []).filter((page) => page.kind === 'component').map((page) => page.name),
  );
  const errors: ContentError[] = [];
  const pages = new Map<string, LoadedPage>();
  const translations: Site['translations'] = { zh: new Map() };
  const links = new Map<LoadedPage, { url: string; line: number }[]>();
  // Pages whose frontmatter is broken still exist: links to them and their nav entries are not errors too.
  const broken = new Set<string>();

  for (const absolute of listPageFiles(root)) {
    const pathname = pathnameOfFile(root, absolute);
    const reserved = reservedPathError(relative(process.cwd(), absolute), pathname);
    if (reserved) {
      errors.push(reserved);
      continue;
    }
    const result = loadPageFile(absolute, pathname);
    errors.push(...result.errors);
    if (result.page) {
      pages.set(pathname, result.page);
      links.set(result.page, result.links);
    } else broken.add(pathname);
    for (const language of TRANSLATED_LANGUAGES) {
      const translated = translationFileOf(absolute, language);
      if (!existsSync(translated)) continue;
      const translation = loadPageFile(translated, pathname);
      errors.push(...translation.errors);
      if (translation.page) {
        if (result.page) errors.push(...checkTranslationAnchors(result.page, translation.page));
        translations[language].set(pathname, translation.page);
        links.set(translation.page, translation.links);
      }
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
    if (!external && !generated.has(entry.pathname) && !pages.has(entry.pathname) && !broken.has(entry.pathname)) {
      const spot = locate(entry.pathname, 'first');
      const folder = relative(process.cwd(), root) || '.';
      errors.push(
        new ContentError(
          spot.file,
          spot.line,
          `navigation entry "${entry.pathname}" has no page`,
          `write ${folder}${entry.pathname.slice(2)}.mdx (or ${entry.pathname.slice(3)}/index.mdx) or remove the entry`,
        ),
      );
    }
  });

  for (const page of pages.values()) {
    if (generated.has(page.pathname)) {
      errors.push(
        new ContentError(
          page.file,
          1,
          `the page's URL ${page.pathname}/ is also a generated API reference page`,
          'move the page to another path; the API reference is generated from the packages',
        ),
      );
    }
  }
  if (components.size > 0) {
    errors.push(...checkFrontmatterComponents([...pages.values(), ...translations.zh.values()], components));
  }
  const englishTargets = targetsOf(pages.values());
  for (const page of generated.values()) {
    const pathname = normalizePathname(page.pathname);
    englishTargets.set(pathname, { pathname, anchors: new Set(page.anchors) });
  }
  for (const pathname of broken) englishTargets.set(pathname, { pathname, anchors: new Set(), unchecked: true });
  // Every page also exists under /x/zh/: translated pages with their own (English) ids, the others in English.
  const chineseTargets = new Map<string, LinkTarget>();
  const translatedTargets = targetsOf(translations.zh.values());
  for (const [pathname, target] of englishTargets) {
    const zhPathname = localizePathname(pathname, 'zh').replace(/\/$/, '');
    chineseTargets.set(zhPathname, { ...(translatedTargets.get(pathname) ?? target), pathname: zhPathname });
  }
  for (const [pathname, target] of chineseTargets) englishTargets.set(pathname, target);
  for (const [page, pageLinks] of links) {
    const translatedInto = TRANSLATED_LANGUAGES.find((language) => translations[language].get(page.pathname) === page);
    // A translated page's links resolve to the translated target when there is one, else to English.
    const targets = translatedInto
      ? new Map([...englishTargets, ...targetsOf(translations[translatedInto].values())])
      : englishTargets;
    errors.push(...checkLinks({ file: page.file, pathname: page.pathname, links: pageLinks }, targets));
  }
  if (errors.length > 0) throw new ContentErrors(errors);
  const orphans = [...pages.keys()].filter((pathname) => pathname !== '/x' && !listed.has(pathname));
  return { pages, translations, tree, generated, orphans };
}

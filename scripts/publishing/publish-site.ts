import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localizePathname } from '../../src/config/language';
import { createApiIndex, summarize } from '../../src/engine/api/api-index';
import { withExistingLinks } from '../../src/engine/api/link-targets';
import { findApiItem, loadAllApiProducts } from '../../src/engine/api/load';
import { apiIndexPathname } from '../../src/engine/api/paths';
import type { ApiProductFile } from '../../src/engine/api/types';
import { loadGeneratedPages } from '../../src/engine/api/site-data';
import { normalizePathname, pageHref } from '../../src/engine/page-tree';
import { createApiMarkdown, type ApiMarkdownInput } from '../../src/engine/publishing/api-markdown';
import { createGuideMarkdown } from '../../src/engine/publishing/guide-markdown';
import { createLlmsTxtFiles } from '../../src/engine/publishing/llms-txt';
import { listPublishedPages, withTranslations, type PublishedPage } from '../../src/engine/publishing/published-pages';
import { getPageTitle } from '../../src/config/translations/page-titles';
import { createRobotsTxt, createSitemap } from '../../src/engine/publishing/sitemap';
import { markdownPathname, ogImagePathname, outFileOf, resolveSiteOrigin } from '../../src/engine/publishing/urls';
import { loadSite, type LoadedPage, type Site } from '../../src/engine/site';
import type { MuiPage } from '../../src/engine/types';
import { renderOgImageFiles } from './og-image-pool';

/** One file the publishing step wrote, for the build log and the bench. */
export interface PublishedFile {
  /** Path inside out/. */
  file: string;
  kind: 'sitemap' | 'robots' | 'llms' | 'markdown' | 'og-image';
  bytes: number;
}

/** Where to write and which build settings apply. */
export interface PublishOptions {
  outDir: string;
  contentRoot: string;
  env?: NodeJS.ProcessEnv;
}

async function loadTree(contentRoot: string): Promise<MuiPage[]> {
  const file = join(contentRoot, 'pages.ts');
  if (!existsSync(file)) return [];
  return ((await import(pathToFileURL(file).href)) as { pages: MuiPage[] }).pages;
}

/** Title of the top-level navigation group holding a page (its product or section), for the social image. */
function sectionTitles(tree: readonly MuiPage[]): Map<string, string> {
  const titles = new Map<string, string>();
  const visit = (entries: readonly MuiPage[], section: string) => {
    for (const entry of entries) {
      if (entry.children) visit(entry.children, section);
      else titles.set(normalizePathname(entry.pathname), section);
    }
  };
  for (const group of tree) visit(group.children ?? [group], group.title ?? group.subheader ?? 'X Docs');
  return titles;
}

function guideMarkdown(page: LoadedPage, url: string, origin: string, language: 'en' | 'zh' = 'en'): string {
  return createGuideMarkdown({
    language,
    source: readFileSync(page.file, 'utf8'),
    title: page.frontmatter.title,
    description: page.frontmatter.description,
    url,
    origin,
    widgets: page.widgets,
    readDemo: (name) => {
      const demo = join(dirname(page.file), 'demos', `${name}.tsx`);
      return existsSync(demo) ? readFileSync(demo, 'utf8') : undefined;
    },
  });
}

/** The API page model for the Markdown version (the same data the shell's API page renders). */
function apiModel(site: Site, pathname: string, sections: Map<string, string>, products: ApiProductFile[]) {
  const exists = (path: string, anchor?: string) => {
    const key = normalizePathname(path);
    const guide = site.pages.get(key);
    if (guide) return anchor === undefined || guide.headings.some((heading) => heading.id === anchor);
    const api = site.generated.get(key);
    return api !== undefined && (anchor === undefined || api.anchors.includes(anchor));
  };
  const product = products.find((file) => apiIndexPathname(file.productId) === pathname);
  if (product) {
    const name = sections.get(normalizePathname(pathname)) ?? product.productId;
    return {
      kind: 'index' as const,
      index: createApiIndex(product),
      title: `${name} API reference`,
      description: `Every component, interface and hook of the ${name}, with its plan and a one-line summary.`,
    };
  }
  const found = findApiItem(products, pathname);
  if (!found) return undefined;
  const item = withExistingLinks(found, exists);
  const demos = [...site.pages.values()]
    .filter((guide) => guide.frontmatter.components.includes(item.name))
    .map((guide) => ({ title: guide.frontmatter.title, pathname: pageHref(guide.pathname) }));
  return {
    kind: 'item' as const,
    item,
    demos: demos.length > 0 ? demos : item.demos,
    title: `${item.name} API`,
    description: summarize(item.description) || `API reference of ${item.name}.`,
  };
}

/**
 * Writes the publishing files into out/: sitemap.xml, robots.txt, llms.txt (site and per section, in English and
 * in Chinese under /x/zh/), a Markdown version of every page (`/x/<page>.md`, Chinese ones under `/x/zh/` where a
 * translation is written) and the social images (one per page; a Chinese page shares its English twin's).
 */
export async function publishSite(options: PublishOptions): Promise<PublishedFile[]> {
  const env = options.env ?? process.env;
  const origin = resolveSiteOrigin({
    siteOrigin: env.XDOCS_PUBLIC_SITE_ORIGIN,
    productionHost: env.XDOCS_PUBLIC_PRODUCTION_HOST,
  });
  const tree = await loadTree(options.contentRoot);
  const site = loadSite(options.contentRoot, tree, { generatedPages: loadGeneratedPages() });
  const sections = sectionTitles(tree);
  const pages = listPublishedPages({
    tree,
    guides: new Map(
      [...site.pages].map(([pathname, page]) => [
        pathname,
        { ...page.frontmatter, translated: site.translations.zh.has(pathname) },
      ]),
    ),
    generated: [...site.generated.values()],
  });
  const written: PublishedFile[] = [];
  const write = (urlPathname: string, kind: PublishedFile['kind'], data: string | Buffer) => {
    const file = outFileOf(urlPathname);
    const target = join(options.outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
    written.push({ file, kind, bytes: Buffer.byteLength(data) });
  };

  write('/x/sitemap.xml', 'sitemap', createSitemap(pages, origin));
  write('/x/robots.txt', 'robots', createRobotsTxt(origin));
  const listed = withApiSummaries(pages, site, sections);
  const chinese = withTranslations(
    listed,
    new Map([...site.translations.zh].map(([pathname, page]) => [pathname, page.frontmatter])),
  );
  for (const file of [
    ...createLlmsTxtFiles(tree, listed, origin),
    ...createLlmsTxtFiles(tree, chinese, origin, { language: 'zh', titleOf: (entry) => getPageTitle(entry, 'zh') }),
  ]) {
    write(file.pathname, 'llms', file.text);
  }
  let products: ApiProductFile[] | undefined;
  const images = new Map<string, { title: string; section: string }>();
  for (const page of pages) {
    const key = normalizePathname(page.pathname);
    const section = sections.get(key) ?? 'MUI X';
    const url = `${origin}${page.pathname}`;
    if (page.kind === 'guide') {
      const english = site.pages.get(key)!;
      write(markdownPathname(page.pathname), 'markdown', guideMarkdown(english, url, origin));
      const translation = site.translations.zh.get(key);
      if (translation) {
        const zhPath = localizePathname(page.pathname, 'zh');
        write(markdownPathname(zhPath), 'markdown', guideMarkdown(translation, `${origin}${zhPath}`, origin, 'zh'));
      }
      images.set(ogImagePathname(page.pathname), { title: english.frontmatter.title, section });
    } else {
      const model = apiModel(site, page.pathname, sections, (products ??= loadAllApiProducts()));
      if (!model) continue;
      write(
        markdownPathname(page.pathname),
        'markdown',
        createApiMarkdown({ ...model, url, origin } as ApiMarkdownInput),
      );
      images.set(ogImagePathname(page.pathname), { title: model.title, section });
    }
  }
  const imageFiles = [...images.keys()].map((pathname) => outFileOf(pathname));
  const imageBytes = await renderOgImageFiles(
    [...images.values()].map((image, index) => ({ ...image, file: join(options.outDir, imageFiles[index]!) })),
  );
  imageFiles.forEach((file, index) => written.push({ file, kind: 'og-image', bytes: imageBytes[index]! }));
  return written;
}

/** API pages listed in llms.txt carry the first sentence of their description. */
function withApiSummaries(pages: PublishedPage[], site: Site, sections: Map<string, string>): PublishedPage[] {
  if (site.generated.size === 0) return pages;
  const products = loadAllApiProducts();
  return pages.map((page) => {
    if (page.kind !== 'api' || page.description) return page;
    const item = findApiItem(products, page.pathname);
    const section = sections.get(normalizePathname(page.pathname));
    const description = item ? summarize(item.description) : section ? `Index of the ${section} API reference.` : '';
    return { ...page, description };
  });
}

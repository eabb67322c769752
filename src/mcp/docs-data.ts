/**
 * The build's output as the MCP tools read it: the page list and navigation, each page's Markdown version, the search
 * index of each language, the generated API reference and the demos' sources. Each part is read on first use and
 * kept, so the server starts at once and later calls cost a lookup.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type MiniSearch from 'minisearch';
import { localizePathname } from '../config/language';
import { loadAllApiProducts } from '../engine/api/load';
import type { ApiItem, ApiProductFile } from '../engine/api/types';
import { markdownPathname, outFileOf } from '../engine/publishing/urls';
import { loadSearchIndexJson } from '../engine/search/packed-index';
import type { SearchDocument, SearchLanguage, SearchManifest } from '../engine/search/types';
import type { BuildOutputPaths } from './build-output';
import {
  MCP_DATA_FOLDER,
  MCP_DEMOS_FILE,
  MCP_SITE_FILE,
  type McpDemosFile,
  type McpPage,
  type McpSiteFile,
} from './mcp-data';

/** One API item with the product file it comes from (for its package versions). */
export interface ApiEntry {
  item: ApiItem;
  product: ApiProductFile;
}

/** Read access to one build's output. */
export interface DocsData {
  site: McpSiteFile;
  /** Published pages by English pathname with trailing slash. */
  pages: ReadonlyMap<string, McpPage>;
  /** The Markdown version of a page in a language (Chinese only where translated), or undefined. */
  markdown(page: McpPage, language: SearchLanguage): string | undefined;
  searchIndex(language: SearchLanguage): MiniSearch<SearchDocument>;
  /** Every API item by export name. */
  api(): ReadonlyMap<string, ApiEntry>;
  demos(): McpDemosFile;
  /** An absolute URL on the site the build was made for: `/x/…` → `https://host/x/…`. */
  url(pathname: string): string;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Opens the build output at `paths` (check it with `missingOutput` first). */
export function openDocsData(paths: BuildOutputPaths): DocsData {
  const mcpDir = join(paths.outDir, MCP_DATA_FOLDER);
  const site = readJson<McpSiteFile>(join(mcpDir, MCP_SITE_FILE));
  const pages = new Map(site.pages.map((page) => [page.pathname, page]));
  const indexes = new Map<SearchLanguage, MiniSearch<SearchDocument>>();
  let api: Map<string, ApiEntry> | undefined;
  let demos: McpDemosFile | undefined;
  return {
    site,
    pages,
    markdown(page, language) {
      if (language === 'zh' && !page.translated) return undefined;
      const pathname = language === 'zh' ? localizePathname(page.pathname, 'zh') : page.pathname;
      const file = join(paths.outDir, outFileOf(markdownPathname(pathname)));
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    },
    searchIndex(language) {
      let index = indexes.get(language);
      if (!index) {
        const manifest = readJson<SearchManifest>(join(paths.outDir, 'search', 'manifest.json'));
        const json = readFileSync(join(paths.outDir, 'search', manifest.indexes[language]), 'utf8');
        index = loadSearchIndexJson(json);
        indexes.set(language, index);
      }
      return index;
    },
    api() {
      if (!api) {
        api = new Map();
        for (const product of loadAllApiProducts(paths.apiDir)) {
          for (const item of [...product.components, ...product.interfaces, ...product.hooks]) {
            if (!api.has(item.name)) api.set(item.name, { item, product });
          }
        }
      }
      return api;
    },
    demos() {
      demos ??= readJson<McpDemosFile>(join(mcpDir, MCP_DEMOS_FILE));
      return demos;
    },
    url(pathname) {
      return `${site.origin}${pathname}`;
    },
  };
}

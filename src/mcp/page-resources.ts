/**
 * Every page as an MCP resource, `xdocs://page/<path>` (`xdocs://page/react-data-grid/sorting`, the home page
 * `xdocs://page/index`, a written Chinese translation `xdocs://page/zh/…`), its Markdown version as the content.
 * `resources/list` pages through them, PAGE_SIZE at a time.
 */
import { ResourceTemplate, type McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { ErrorCode, ListResourcesRequestSchema, McpError, type Resource } from '@modelcontextprotocol/sdk/types.js';
import type { DocsData } from './docs-data';
import type { McpPage } from './mcp-data';
import { findPage } from './page-lookup';
import { pageText } from './tools/get-page';

/** Resources per `resources/list` answer. */
export const PAGE_SIZE = 100;
const SCHEME = 'xdocs://page/';

/** `/x/react-data-grid/sorting/` → `xdocs://page/react-data-grid/sorting`; `zh` gives the Chinese twin's. */
export function pageUri(pathname: string, language: 'en' | 'zh' = 'en'): string {
  const path = pathname.replace(/^\/x\/?/, '').replace(/\/$/, '') || 'index';
  return `${SCHEME}${language === 'zh' ? (path === 'index' ? 'zh' : `zh/${path}`) : path}`;
}

/** Every page resource, in navigation order, each English page followed by its translation. */
export function listPageResources(data: DocsData): Resource[] {
  const describe = (page: McpPage, language: 'en' | 'zh'): Resource => ({
    uri: pageUri(page.pathname, language),
    name: pageUri(page.pathname, language).slice(SCHEME.length),
    title: page.title[language],
    description: `${page.kind === 'api' ? 'API reference' : 'Guide'} (${page.productId})${page.plan ? `, ${page.plan} plan` : ''}: ${data.url(page.pathname)}`,
    mimeType: 'text/markdown',
  });
  return [...data.pages.values()].flatMap((page) =>
    page.translated ? [describe(page, 'en'), describe(page, 'zh')] : [describe(page, 'en')],
  );
}

function cursorOf(offset: number): string {
  return Buffer.from(`offset:${offset}`).toString('base64url');
}

function offsetOf(cursor: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match)
    throw new McpError(ErrorCode.InvalidParams, `Invalid cursor "${cursor}": pass a nextCursor from resources/list.`);
  return Number(match[1]);
}

/** Registers the page resources and the paged `resources/list`. */
export function registerPageResources(server: McpServer, data: DocsData): void {
  server.registerResource(
    'page',
    new ResourceTemplate(`${SCHEME}{+path}`, { list: undefined }),
    {
      title: 'X Docs page',
      description: 'A page of the X Docs site (MUI X 8.12) as Markdown.',
      mimeType: 'text/markdown',
    },
    (uri, { path }) => {
      const value = Array.isArray(path) ? path.join('/') : (path ?? '');
      const zh = value === 'zh' || value.startsWith('zh/');
      const english = zh ? value.replace(/^zh\/?/, '') : value;
      const { page } = findPage(data, english === 'index' ? '/x/' : `/x/${english}/`);
      const text = pageText(data, page, zh ? 'zh' : 'en', 'ts');
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text }] };
    },
  );
  // McpServer lists template resources in one answer; the site has hundreds, so this handler replaces its list
  // with one that pages (the read and template handlers stay the SDK's).
  let all: Resource[] | undefined;
  server.server.setRequestHandler(ListResourcesRequestSchema, (request) => {
    all ??= listPageResources(data);
    const cursor = request.params?.cursor;
    const offset = cursor ? offsetOf(cursor) : 0;
    const resources = all.slice(offset, offset + PAGE_SIZE);
    const next = offset + PAGE_SIZE < all.length ? { nextCursor: cursorOf(offset + PAGE_SIZE) } : {};
    return { resources, ...next };
  });
}

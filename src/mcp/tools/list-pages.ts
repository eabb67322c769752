import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { localizePathname } from '../../config/language';
import { productIds } from '../../engine/frontmatter';
import type { DocsData } from '../docs-data';
import type { McpBadges, McpNavEntry } from '../mcp-data';
import { textResult } from '../tool-result';

/** Zod schema of list_pages' arguments. */
export const listPagesInput = {
  product: z
    .enum(productIds)
    .optional()
    .describe('Only this product’s navigation (`x`: introduction, common concepts, migration). Default: all.'),
  language: z.enum(['en', 'zh']).optional().describe('Titles and URLs in this language. Default `en`.'),
};

function badges(entry: McpBadges): string {
  const marks = [
    entry.plan === 'pro' ? 'Pro plan' : entry.plan === 'premium' ? 'Premium plan' : '',
    entry.newFeature ? 'new' : '',
    entry.planned ? 'planned' : '',
    entry.unstable ? 'preview' : '',
  ].filter(Boolean);
  return marks.length > 0 ? ` [${marks.join(', ')}]` : '';
}

/** The navigation as an indented Markdown list: groups as labels, pages as links with their plan badges. */
export function navigationText(data: DocsData, entries: readonly McpNavEntry[], language: 'en' | 'zh'): string[] {
  const lines: string[] = [];
  const visit = (entry: McpNavEntry, depth: number) => {
    const indent = '  '.repeat(depth);
    const title = entry.title[language];
    if (entry.children) {
      lines.push(`${indent}- ${title}${badges(entry)}`);
      for (const child of entry.children) visit(child, depth + 1);
      return;
    }
    const pathname = entry.pathname;
    const page = pathname ? data.pages.get(pathname) : undefined;
    const url = entry.href ?? (pathname ? data.url(localizePathname(pathname, language)) : '');
    const note = page && language === 'zh' && !page.translated ? ' (English text)' : '';
    lines.push(`${indent}- [${title}](${url})${badges(entry)}${note}`);
  };
  for (const entry of entries) visit(entry, 0);
  return lines;
}

/** list_pages: the navigation tree with URLs and plan badges, whole or for one product. */
export function registerListPages(server: McpServer, data: DocsData): void {
  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description:
        'Returns the navigation of the X Docs site (MUI X 8.12) as a nested list: every page with its URL and its ' +
        'plan badge (Pro, Premium), new/planned/preview markers. Filter by product to keep it short.',
      inputSchema: listPagesInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ product, language }) => {
      const lang = language ?? 'en';
      const groups = data.site.tree.filter((_group, index) => !product || groupProduct(data, index) === product);
      const versions = Object.entries(data.site.versions)
        .filter(([id]) => !product || product === 'x' || id === product)
        .map(([id, version]) => `${id} ${version}`)
        .join(', ');
      const header = `X Docs navigation${product ? ` for ${product}` : ''} (${versions}):`;
      return textResult([header, '', ...navigationText(data, groups, lang)].join('\n'));
    },
  );
}

/** Product of a top-level navigation group: that of its first page. */
function groupProduct(data: DocsData, index: number): string | undefined {
  const first = (entry: McpNavEntry | undefined): string | undefined =>
    entry?.pathname ?? entry?.children?.map((child) => first(child)).find(Boolean);
  const pathname = first(data.site.tree[index]);
  return pathname ? data.pages.get(pathname)?.productId : undefined;
}

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { productIds } from '../../engine/frontmatter';
import { runSearch } from '../../engine/search/query';
import type { SearchLanguage } from '../../engine/search/types';
import type { DocsData } from '../docs-data';
import { textResult } from '../tool-result';

/** Results a search returns: enough to choose from, few enough to quote. */
export const SEARCH_LIMIT = 10;

const KIND_LABELS = { guide: 'guide', demo: 'demo', api: 'API page', prop: 'prop' } as const;

/** A query with Chinese characters searches the Chinese index, whatever else it holds. */
export function languageOfQuery(query: string): SearchLanguage {
  return /\p{Script=Han}/u.test(query) ? 'zh' : 'en';
}

/** Zod schema of search_docs' arguments. */
export const searchDocsInput = {
  query: z.string().trim().min(1).max(200).describe('Words, a component, prop or hook name; typos are forgiven.'),
  product: z.enum(productIds).optional().describe('Only results of this product (`x` for the shared pages).'),
  language: z
    .enum(['en', 'zh'])
    .optional()
    .describe('Index to search; by default Chinese for a query with Chinese characters, else English.'),
};

/** search_docs: the site's own search (ranking, typo tolerance, Chinese index), as quotable text with URLs. */
export function registerSearchDocs(server: McpServer, data: DocsData): void {
  server.registerTool(
    'search_docs',
    {
      title: 'Search the MUI X 8.12 docs',
      description:
        'Searches the X Docs site (MUI X 8.12) with its own ranking: guides, sections, demos, API pages and props. ' +
        'Each hit gives its title, where it sits, a URL with its anchor and a snippet. Follow up with get_page or get_api.',
      inputSchema: searchDocsInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query, product, language }) => {
      const lang = language ?? languageOfQuery(query);
      const hits = runSearch(data.searchIndex(lang), query, {
        ...(product ? { onlyProduct: product } : {}),
        limit: SEARCH_LIMIT,
      });
      const scope = `${lang === 'zh' ? 'Chinese' : 'English'} docs${product ? `, product ${product}` : ''}`;
      if (hits.length === 0) {
        return textResult(
          `No results for "${query}" in the ${scope}. Try fewer or other words, another product, or list_pages.`,
        );
      }
      const lines = [`${hits.length} results for "${query}" in the ${scope} (MUI X 8.12):`, ''];
      hits.forEach((hit, index) => {
        const where = hit.parent && hit.parent !== hit.title ? ` — in ${hit.parent}` : '';
        lines.push(`${index + 1}. ${hit.title} (${KIND_LABELS[hit.kind]}, ${hit.productId})${where}`);
        lines.push(`   ${data.url(hit.url)}`);
        if (hit.snippet) lines.push(`   ${hit.snippet.replace(/\s+/g, ' ').trim()}`);
      });
      return textResult(lines.join('\n'));
    },
  );
}

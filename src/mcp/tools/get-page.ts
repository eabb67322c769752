import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { localizePathname } from '../../config/language';
import type { SearchLanguage } from '../../engine/search/types';
import { demoFiles } from '../demo-lookup';
import type { DocsData } from '../docs-data';
import type { McpPage } from '../mcp-data';
import { findPage } from '../page-lookup';
import { textResult, ToolError } from '../tool-result';

/** Zod schema of get_page's arguments. */
export const getPageInput = {
  path: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .describe('Page path or URL: `/x/react-data-grid/sorting/`, `react-data-grid/sorting`, a `.md` or `/x/zh/` URL.'),
  language: z
    .enum(['en', 'zh'])
    .optional()
    .describe('`zh` for the Chinese translation (English when the page has none). Default: the URL’s, else `en`.'),
  code: z.enum(['ts', 'js']).optional().describe('Language of the demo code in the page. Default `ts`.'),
};

/** A demo's fenced block in a page's Markdown version (`scripts/publishing`: ```tsx title="name.tsx"```, maybe quoted). */
const DEMO_BLOCK = /^(> )?```tsx title="([a-z0-9-]+)\.tsx"\n[\s\S]*?^\1```$/gm;

/** The page's Markdown with each demo's TypeScript block replaced by its JavaScript twin, as the site's JS tab shows. */
export function withJavaScriptDemos(markdown: string, data: DocsData, page: McpPage): string {
  return markdown.replace(DEMO_BLOCK, (block, quote: string | undefined, name: string) => {
    if (!page.demos.includes(name)) return block;
    const file = demoFiles(data, page, name, 'system')[0];
    if (!file) return block;
    const prefix = quote ?? '';
    const lines = [
      `\`\`\`${file.jsx ? 'jsx' : 'js'} title="${name}.${file.jsx ? 'jsx' : 'js'}"`,
      ...file.js.split('\n'),
      '```',
    ];
    return lines.map((line) => `${prefix}${line}`.trimEnd()).join('\n');
  });
}

/** The text get_page returns: the Markdown as published, with a note when the language asked for is not written. */
export function pageText(data: DocsData, page: McpPage, language: SearchLanguage, code: 'ts' | 'js'): string {
  const translated = language === 'zh' ? data.markdown(page, 'zh') : undefined;
  const markdown = translated ?? data.markdown(page, 'en');
  if (markdown === undefined) {
    throw new ToolError(`${page.pathname} has no Markdown version in out/. Run \`npm run build\` again.`);
  }
  const note =
    language === 'zh' && !translated
      ? `(This page has no Chinese translation: the site shows the English text at ${data.url(localizePathname(page.pathname, 'zh'))}, which follows.)\n\n`
      : '';
  return note + (code === 'js' ? withJavaScriptDemos(markdown, data, page) : markdown);
}

/** get_page: a page's Markdown version as the site publishes it, demo code in TS or JS. */
export function registerGetPage(server: McpServer, data: DocsData): void {
  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'Returns one page of the X Docs site (MUI X 8.12) as Markdown, as the site publishes it: prose, each demo’s ' +
        'full code (TypeScript, or JavaScript with code: "js"), API pages as tables, site links absolute.',
      inputSchema: getPageInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ path, language, code }) => {
      const found = findPage(data, path);
      return textResult(pageText(data, found.page, language ?? found.language ?? 'en', code ?? 'ts'));
    },
  );
}

import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { findDemo } from '../demo-lookup';
import type { DocsData } from '../docs-data';
import { findPage } from '../page-lookup';
import { textResult, ToolError } from '../tool-result';

/** Zod schema of get_demo's arguments. */
export const getDemoInput = {
  page: z.string().trim().min(1).max(300).describe('Page path or URL holding the demo: `/x/react-data-grid/sorting/`.'),
  demo: z.string().trim().min(1).max(100).describe('Demo name as on the page, e.g. `sorting-basic`.'),
  variant: z.enum(['ts', 'js']).optional().describe('Source language. Default `ts`.'),
  styling: z
    .enum(['system', 'css', 'tailwind'])
    .optional()
    .describe('Styling variant where the demo has several (MUI System, plain CSS, Tailwind). Default `system`.'),
};

/** get_demo: a demo's full source, every file it imports, and the packages it needs at the versions the site runs. */
export function registerGetDemo(server: McpServer, data: DocsData): void {
  server.registerTool(
    'get_demo',
    {
      title: 'Get a demo’s source',
      description:
        'Returns the full source of a demo of the X Docs site (MUI X 8.12) in TypeScript or JavaScript: its own file, ' +
        'the helper files it imports, and its dependencies pinned to the exact versions the site runs.',
      inputSchema: getDemoInput,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ page: pageArg, demo, variant, styling }) => {
      const { page } = findPage(data, pageArg);
      const variants = findDemo(data, page, demo);
      const wanted = styling ?? 'system';
      const chosen = variants.find((candidate) => candidate.styling === wanted);
      if (!chosen) {
        throw new ToolError(
          `Demo "${demo}" has no ${wanted} styling; it has ${variants.map((v) => v.styling).join(', ')}.`,
        );
      }
      const language = variant ?? 'ts';
      const name = demo.replace(/\.[jt]sx?$/, '');
      const files = chosen.files.flatMap((key) => data.demos().files[key] ?? []);
      const lines = [
        `Demo "${name}" (${chosen.styling} styling, ${language === 'ts' ? 'TypeScript' : 'JavaScript'}) from ${data.url(page.pathname)}#demo-${name}`,
        '',
        'dependencies (the versions the site runs):',
        '```json',
        JSON.stringify(
          {
            dependencies: chosen.dependencies,
            devDependencies: chosen.devDependencies[language === 'ts' ? 'TS' : 'JS'],
          },
          null,
          2,
        ),
        '```',
      ];
      if (files.length > 1)
        lines.push(
          '',
          `Files: ${files.map((file) => fileName(file.name, file.jsx, language)).join(', ')} (the demo imports the others as ./name).`,
        );
      for (const file of files) {
        const fence = language === 'ts' ? (file.jsx ? 'tsx' : 'ts') : file.jsx ? 'jsx' : 'js';
        lines.push(
          '',
          `\`\`\`${fence} title="${fileName(file.name, file.jsx, language)}"`,
          language === 'ts' ? file.ts : file.js,
          '```',
        );
      }
      return textResult(lines.join('\n'));
    },
  );
}

function fileName(name: string, jsx: boolean, language: 'ts' | 'js'): string {
  return `${name}.${language}${jsx ? 'x' : ''}`;
}

/**
 * The MCP server (docs/mcp.md) as an assistant uses it: the SDK's Client over stdio against `npm run mcp`, reading the
 * built out/. No browser page. A table of calls and what the answer must (and must not) say, as in the search ranking
 * tests: each row is what an assistant would quote or act on.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { expect, test } from '@playwright/test';
import { E2E_PRODUCTION_HOST } from '../playwright.config';
import { callText, connectStdio } from './mcp-client';

const SITE = `https://${E2E_PRODUCTION_HOST}/x`;

interface Row {
  tool: string;
  args: Record<string, unknown>;
  says: string[];
  never?: string[];
  error?: boolean;
}

const MAIN_PATHS: Row[] = [
  { tool: 'search_docs', args: { query: 'sort model' }, says: [`${SITE}/react-data-grid/sorting/#`] },
  {
    tool: 'search_docs',
    args: { query: 'chekbox selection' },
    says: [`${SITE}/react-data-grid/row-selection/#checkbox-selection`],
  },
  { tool: 'search_docs', args: { query: '排序' }, says: ['Chinese docs', `${SITE}/zh/react-data-grid/sorting/`] },
  {
    tool: 'search_docs',
    args: { query: 'selection', product: 'x-tree-view' },
    says: ['/react-tree-view/'],
    never: ['/react-data-grid/'],
  },
  {
    tool: 'get_page',
    args: { path: '/x/react-data-grid/sorting/' },
    says: ['# Data Grid - Sorting', `Source: ${SITE}/react-data-grid/sorting/`, '```tsx title="sorting-basic.tsx"'],
  },
  {
    tool: 'get_page',
    args: { path: `${SITE}/react-data-grid/sorting.md`, code: 'js' },
    says: ['```jsx title="sorting-basic.jsx"', "import { DataGrid } from '@mui/x-data-grid';"],
    never: ['```tsx title="sorting-basic.tsx"'],
  },
  { tool: 'get_page', args: { path: '/x/zh/introduction/' }, says: ['Source: ' + `${SITE}/zh/introduction/`] },
  {
    tool: 'get_page',
    // API pages are never translated: their Chinese URL shows the English page.
    args: { path: 'api/data-grid/data-grid', language: 'zh' },
    says: ['no Chinese translation', '# DataGrid API'],
  },
  {
    tool: 'get_api',
    args: { name: 'DataGridPremium' },
    says: [
      "import { DataGridPremium } from '@mui/x-data-grid-premium';",
      '@mui/x-data-grid-premium 8.12.1 (premium)',
      '## Props (',
      '- `processRowUpdate`',
      '## Slots (',
      '## CSS classes (',
      '`.MuiDataGrid-root`',
      `${SITE}/api/data-grid/data-grid-premium/`,
    ],
  },
  {
    tool: 'get_api',
    args: { name: 'DataGridPremium', member: 'processRowUpdate' },
    says: ['Type: `(newRow: R, oldRow: R', `${SITE}/api/data-grid/data-grid-premium/#prop-processRowUpdate`],
  },
  {
    tool: 'get_api',
    args: { name: 'GridColDef' },
    says: ['## Properties (', '- `field`', '@mui/x-data-grid 8.12.1 (community)'],
  },
  { tool: 'get_api', args: { name: 'PieSeriesType' }, says: ['@mui/x-charts 8.12.0 (community)', '- `arcLabel`'] },
  {
    tool: 'get_api',
    args: { name: 'useGridApiRef' },
    says: ['no page of its own', `${SITE}/react-data-grid/api-object/#`],
  },
  {
    tool: 'get_api',
    args: { name: 'setFilterModel' },
    says: [
      'is a member of `GridApi`',
      `${SITE}/api/data-grid/grid-api/#property-setFilterModel`,
      'Type: `(model: GridFilterModel',
    ],
  },
  {
    tool: 'get_demo',
    args: { page: '/x/react-data-grid/sorting/', demo: 'sorting-basic' },
    says: ['"@mui/x-data-grid": "8.12.1"', '"typescript"', '```tsx title="sorting-basic.tsx"', '```ts title="'],
  },
  {
    tool: 'get_demo',
    args: { page: 'react-data-grid/sorting', demo: 'sorting-basic', variant: 'js' },
    says: ['```jsx title="sorting-basic.jsx"', '"vite"'],
    never: ['"typescript"', ': GridColDef'],
  },
  {
    tool: 'list_pages',
    args: { product: 'x-tree-view' },
    says: [`(${SITE}/react-tree-view/)`, '[Pro plan]'],
    never: ['Data Grid'],
  },
  { tool: 'list_pages', args: { language: 'zh' }, says: ['数据表格', `${SITE}/zh/react-data-grid/`] },
];

const ERRORS: Row[] = [
  {
    tool: 'get_page',
    args: { path: '/x/react-data-grid/sortng/' },
    says: ['No page at', 'Did you mean `/x/react-data-grid/sorting/`'],
  },
  { tool: 'get_api', args: { name: 'DataGridPremuim' }, says: ['Did you mean `DataGridPremium`'] },
  {
    tool: 'get_api',
    args: { name: 'DataGridPremium', member: 'processRowUpdte' },
    says: ['Did you mean `processRowUpdate`'],
  },
  {
    tool: 'get_api',
    args: { name: 'DataGridPremium', member: 'indeterminateCheckboxAction' },
    says: ['absent from DataGridPremium in MUI X 8.12', `${SITE}/migration/migration-data-grid-v7/#`],
  },
  {
    tool: 'get_api',
    args: { name: 'DataGrid', member: 'rowGroupingModel' },
    says: ['It is a member of `DataGridPremium`'],
  },
  {
    tool: 'get_demo',
    args: { page: '/x/react-data-grid/sorting/', demo: 'sorting-basc' },
    says: ['Did you mean `sorting-basic`'],
  },
  { tool: 'get_api', args: { name: 42 }, says: ['Input validation error', 'Expected string, received number at name'] },
  {
    tool: 'search_docs',
    args: { query: 'sort', product: 'x-grid' },
    says: ['Input validation error', "received 'x-grid' at product"],
  },
].map((row) => ({ ...row, error: true }));

test.describe('MCP server over stdio', () => {
  test.describe.configure({ mode: 'default' });
  let client: Client;
  test.beforeAll(async () => {
    client = await connectStdio();
  });
  test.afterAll(async () => {
    await client?.close();
  });

  test('lists its five tools, each with an input schema', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_api',
      'get_demo',
      'get_page',
      'list_pages',
      'search_docs',
    ]);
    const getApi = tools.find((tool) => tool.name === 'get_api')!;
    expect(getApi.inputSchema.required).toEqual(['name']);
  });

  for (const row of [...MAIN_PATHS, ...ERRORS]) {
    test(`${row.tool}(${JSON.stringify(row.args)})${row.error ? ' is an error' : ''}`, async () => {
      const { text, isError } = await callText(client, row.tool, row.args);
      expect(isError, text).toBe(row.error === true);
      for (const part of row.says) expect(text).toContain(part);
      for (const part of row.never ?? []) expect(text).not.toContain(part);
    });
  }

  test('every page is a resource, listed in pages with a cursor, and reads as its Markdown', async () => {
    const uris: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listResources(cursor ? { cursor } : {});
      expect(page.resources.length).toBeLessThanOrEqual(100);
      uris.push(...page.resources.map((resource) => resource.uri));
      cursor = page.nextCursor;
    } while (cursor);
    expect(uris.length).toBeGreaterThan(400);
    expect(new Set(uris).size).toBe(uris.length);
    expect(uris).toContain('xdocs://page/react-data-grid/sorting');
    expect(uris).toContain('xdocs://page/zh/introduction');
    const read = await client.readResource({ uri: 'xdocs://page/react-data-grid/sorting' });
    expect(read.contents[0]).toMatchObject({ mimeType: 'text/markdown' });
    expect(JSON.stringify(read.contents[0])).toContain('# Data Grid - Sorting');
    await expect(client.listResources({ cursor: 'not-a-cursor' })).rejects.toThrow(/Invalid cursor/);
    await expect(client.readResource({ uri: 'xdocs://page/react-data-grid/sortng' })).rejects.toThrow(/Did you mean/);
  });
});

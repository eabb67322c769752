import { describe, expect, it } from 'vitest';
import { createApiIndex } from '../api/api-index';
import type { ApiComponent, ApiProductFile } from '../api/types';
import { createApiMarkdown } from './api-markdown';

const component: ApiComponent = {
  kind: 'component',
  name: 'DataGridPro',
  productId: 'x-data-grid',
  plan: 'pro',
  pathname: '/x/api/data-grid/data-grid-pro/',
  packages: ['@mui/x-data-grid-pro'],
  imports: ["import { DataGridPro } from '@mui/x-data-grid-pro';"],
  description: 'The grid with [pinning](/x/react-data-grid/pinning/).',
  demos: [],
  props: [
    {
      name: 'density',
      type: { full: "'compact' | 'standard'", short: "'compact' | 'standard'", links: [] },
      default: '"standard"',
      required: false,
      description: 'Row height.\nApplies to every row.',
    },
    { name: 'rows', type: { full: 'GridRowsProp', short: 'GridRowsProp', links: [] }, required: true, description: '' },
  ],
  slots: [{ name: 'toolbar', default: 'GridToolbar', description: 'The toolbar.' }],
  classes: [{ name: 'root', className: 'MuiDataGrid-root', description: 'Styles the root.' }],
  refTarget: 'HTMLDivElement',
};

const origin = 'https://docs.example.com';
const url = `${origin}/x/api/data-grid/data-grid-pro/`;

describe('createApiMarkdown', () => {
  const markdown = createApiMarkdown({
    kind: 'item',
    item: component,
    demos: [{ title: 'Data Grid', pathname: '/x/react-data-grid/' }],
    title: 'DataGridPro API',
    description: 'The grid with pinning.',
    url,
    origin,
  });

  it('starts with the title, summary, URL, plan and import', () => {
    expect(markdown.startsWith(`# DataGridPro API\n\n> The grid with pinning.\n\nSource: ${url}\n`)).toBe(true);
    expect(markdown).toContain('Plan: Pro. Packages: `@mui/x-data-grid-pro`.');
    expect(markdown).toContain("## Import\n\n```js\nimport { DataGridPro } from '@mui/x-data-grid-pro';\n```");
  });

  it('writes props as a Markdown table, one row each, with types, defaults and one-line descriptions', () => {
    expect(markdown).toContain(
      [
        '## Props',
        '',
        '| Name | Type | Default | Description |',
        '| --- | --- | --- | --- |',
        "| `density` | `'compact' \\| 'standard'` | `\"standard\"` | Row height. Applies to every row. |",
        '| `rows` (required) | `GridRowsProp` | - | - |',
      ].join('\n'),
    );
  });

  it('writes slots and CSS classes as tables, and demos and links absolute', () => {
    expect(markdown).toContain('| `toolbar` | `GridToolbar` | The toolbar. |');
    expect(markdown).toContain('| `MuiDataGrid-root` | `root` | Styles the root. |');
    expect(markdown).toContain(`- [Data Grid](${origin}/x/react-data-grid/)`);
    expect(markdown).toContain(`[pinning](${origin}/x/react-data-grid/pinning/)`);
  });

  it('lists every item of an index page with a link to its Markdown version', () => {
    const product: ApiProductFile = {
      productId: 'x-data-grid',
      versions: {},
      components: [component],
      interfaces: [],
      hooks: [],
    };
    const index = createApiMarkdown({
      kind: 'index',
      index: createApiIndex(product),
      title: 'Data Grid API reference',
      description: 'Every component.',
      url: `${origin}/x/api/data-grid/`,
      origin,
    });
    expect(index).toContain(
      `| [DataGridPro](${origin}/x/api/data-grid/data-grid-pro.md) | Pro | The grid with [pinning](${origin}/x/react-data-grid/pinning/). |`,
    );
  });
});

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApiIndex, summarize } from './api-index';
import { findApiItem, loadAllApiProducts, loadApiProduct } from './load';
import { createApiNavGroup, sortApiItems } from './nav';
import { apiPathname, kebabCase, pageNameOf, planOfPackage, productOfPackage } from './paths';
import type { ApiIndexFile, ApiProductFile } from './types';

const fixture = JSON.parse(
  readFileSync(join(process.cwd(), 'fixtures', 'api', 'expected.json'), 'utf8'),
) as ApiProductFile;

describe('API paths', () => {
  it('kebab-cases export names', () => {
    expect(['DataGridPro', 'GridCSVExportOptions', 'PickerDay2', 'useXAxis'].map(kebabCase)).toEqual([
      'data-grid-pro',
      'grid-csv-export-options',
      'picker-day-2',
      'use-x-axis',
    ]);
  });

  it('builds page pathnames and reads plans and products from package names', () => {
    expect(apiPathname('x-data-grid', 'DataGridPro')).toBe('/x/api/data-grid/data-grid-pro/');
    expect(apiPathname('x-date-pickers', 'DateRangePicker')).toBe('/x/api/date-pickers/date-range-picker/');
    const exported = new Set(['Unstable_SankeyChart', 'Unstable_RadarChart', 'RadarChart']);
    const pageOf = (name: string) =>
      apiPathname(
        'x-charts',
        pageNameOf(name, (other) => exported.has(other)),
      );
    expect(pageOf('Unstable_SankeyChart')).toBe('/x/api/charts/sankey-chart/');
    expect(pageOf('Unstable_RadarChart')).toBe('/x/api/charts/unstable_radar-chart/');
    expect(['@mui/x-charts', '@mui/x-charts-pro', '@mui/x-data-grid-premium'].map(planOfPackage)).toEqual([
      'community',
      'pro',
      'premium',
    ]);
    expect(productOfPackage('@mui/x-tree-view-pro')).toBe('x-tree-view');
  });
});

describe('API navigation', () => {
  it('sorts by name without regard to case', () => {
    expect(sortApiItems([{ name: 'useB' }, { name: 'Alpha' }, { name: 'beta' }]).map((i) => i.name)).toEqual([
      'Alpha',
      'beta',
      'useB',
    ]);
  });

  it('returns one group per product with sorted, plan-marked entries', () => {
    expect(createApiNavGroup(fixture)).toEqual({
      pathname: '/x/api/tree-view-group',
      title: 'API reference',
      children: [
        { pathname: '/x/api/tree-view', title: 'Index' },
        {
          pathname: '/x/api/tree-view/components-group',
          subheader: 'Components',
          children: [
            { pathname: '/x/api/tree-view/widget', title: 'Widget' },
            { pathname: '/x/api/tree-view/widget-icon', title: 'WidgetIcon' },
            { pathname: '/x/api/tree-view/widget-pro', title: 'WidgetPro', plan: 'pro' },
          ],
        },
        {
          pathname: '/x/api/tree-view/interfaces-group',
          subheader: 'Interfaces',
          children: [{ pathname: '/x/api/tree-view/widget-item', title: 'WidgetItem' }],
        },
        {
          pathname: '/x/api/tree-view/hooks-group',
          subheader: 'Hooks',
          children: [
            { pathname: '/x/api/tree-view/use-widget', title: 'useWidget' },
            { pathname: '/x/api/tree-view/use-widget-state', title: 'useWidgetState' },
          ],
        },
      ],
    });
  });
});

describe('API index', () => {
  it('summarises descriptions to their first sentence', () => {
    expect(summarize('Reads one item. Then more.\n\nSecond paragraph.')).toBe('Reads one item.');
    expect(summarize('No full stop')).toBe('No full stop');
  });

  it('lists every item by section', () => {
    const index = createApiIndex(fixture);
    expect(index.pathname).toBe('/x/api/tree-view/');
    expect(index.sections.map((section) => [section.id, section.entries.map((entry) => entry.name)])).toEqual([
      ['components', ['Widget', 'WidgetIcon', 'WidgetPro']],
      ['interfaces', ['WidgetItem']],
      ['hooks', ['useWidget', 'useWidgetState']],
    ]);
    expect(index.sections[0]?.entries[2]).toEqual({
      name: 'WidgetPro',
      pathname: '/x/api/tree-view/widget-pro/',
      plan: 'pro',
      summary: 'A widget whose items can be reordered.',
      deprecated: false,
    });
  });
});

describe('API loaders', () => {
  it('reads the generated files and finds items by pathname', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-'));
    const index: ApiIndexFile = {
      products: [{ productId: 'x-tree-view', file: 'x-tree-view.json', components: 3, interfaces: 1, hooks: 1 }],
    };
    writeFileSync(join(dir, 'index.json'), JSON.stringify(index));
    writeFileSync(join(dir, 'x-tree-view.json'), JSON.stringify(fixture));
    expect(loadApiProduct('x-tree-view', dir)).toEqual(fixture);
    const all = loadAllApiProducts(dir);
    expect(findApiItem(all, '/x/api/tree-view/widget-item')?.kind).toBe('interface');
    expect(findApiItem(all, '/x/api/tree-view/nothing/')).toBeUndefined();
  });

  it('says how to fix a missing reference', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-'));
    expect(() => loadApiProduct('x-charts', dir)).toThrow(
      /index\.json: could not read .*Fix: run `npm run api:generate`/,
    );
  });
});

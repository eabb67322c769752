import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceWidgetsFile } from '../../../src/engine/widgets/types';
import { extractProduct } from '../extract-product';
import { getProductSpecs } from '../products';
import { createApiProgram } from '../program';
import { extractWidgets } from './extract-widgets';
import { bcp47Tag } from './locales';

describe('reference widgets extracted from the installed Data Grid packages', () => {
  let widgets: ReferenceWidgetsFile;
  beforeAll(async () => {
    const spec = getProductSpecs().find((entry) => entry.productId === 'x-data-grid')!;
    const api = createApiProgram(spec.packages);
    widgets = await extractWidgets(api, spec, extractProduct(api, spec));
  }, 60_000);

  it('groups apiRef members by feature, with signature, description and plan', () => {
    const sorting = widgets.features.find((feature) => feature.name === 'sorting');
    expect(sorting?.interfaces).toEqual(['GridSortApi']);
    const names = sorting?.methods.map((method) => method.name);
    expect(names).toEqual(expect.arrayContaining(['sortColumn', 'setSortModel', 'getSortModel']));
    const setSortModel = sorting?.methods.find((method) => method.name === 'setSortModel');
    expect(setSortModel?.type.full).toBe('(model: GridSortModel) => void');
    expect(setSortModel?.description).not.toBe('');
    expect(setSortModel?.plan).toBe('community');
  });

  it('covers every feature interface of GridApiPremium, with the plan of the cheapest grid API', () => {
    const interfaces = widgets.features.flatMap((feature) => feature.interfaces);
    expect(interfaces).toEqual(
      expect.arrayContaining(['GridFilterApi', 'GridRowSelectionApi', 'GridColumnPinningApi']),
    );
    expect(interfaces).toEqual(
      expect.arrayContaining(['GridRowGroupingApi', 'GridAggregationApi', 'GridExcelExportApi']),
    );
    const plan = (feature: string) => widgets.features.find((entry) => entry.name === feature)?.methods[0]?.plan;
    expect(plan('column-pinning')).toBe('pro');
    expect(plan('row-grouping')).toBe('premium');
    // Row selection: single selection is MIT; selecting a range of rows comes with Pro.
    const selection = widgets.features.find((feature) => feature.name === 'row-selection')?.methods ?? [];
    expect(selection.find((method) => method.name === 'selectRow')?.plan).toBe('community');
    expect(selection.find((method) => method.name === 'selectRowRange')?.plan).toBe('pro');
  });

  it('groups selectors by the feature folder they are declared in, leaving out @ignore ones', () => {
    const selector = widgets.selectors.find((entry) => entry.name === 'gridSortModelSelector');
    expect(selector).toMatchObject({ feature: 'sorting', plan: 'community', packageName: '@mui/x-data-grid' });
    expect(selector?.returns.full).toBe('GridSortModel');
    expect(widgets.selectors.find((entry) => entry.name === 'gridFilterModelSelector')?.feature).toBe('filtering');
    expect(widgets.selectors.some((entry) => entry.name === 'gridSortColumnLookupSelector')).toBe(false);
  });

  it('lists grid events with their params type, linked when it has a page, and the plan that adds them', () => {
    const rowClick = widgets.events.find((event) => event.name === 'rowClick');
    expect(rowClick?.params).toEqual({ full: 'GridRowParams', short: 'GridRowParams', links: ['GridRowParams'] });
    expect(rowClick?.plan).toBe('community');
    expect(widgets.events.find((event) => event.name === 'pinnedColumnsChange')?.plan).toBe('pro');
    expect(widgets.events.find((event) => event.name === 'rowGroupingModelChange')?.plan).toBe('premium');
  });

  it('measures every locale a package exports against English', () => {
    const grid = widgets.locales['data-grid'];
    const french = grid.locales.find((locale) => locale.exportName === 'frFR');
    expect(french).toMatchObject({ tag: 'fr-FR', language: 'French (France)' });
    expect(french!.translated).toBeGreaterThan(0);
    expect(french!.translated).toBeLessThanOrEqual(french!.total);
    expect(grid.locales.find((locale) => locale.exportName === 'enUS')?.translated).toBe(french!.total);
    expect(grid.locales.some((locale) => locale.exportName === 'idIDGrid')).toBe(false);
    expect(widgets.locales['date-pickers'].locales.map((locale) => locale.exportName)).toContain('eu');
    expect(widgets.locales.charts.locales.map((locale) => locale.exportName)).toContain('frFR');
    expect(bcp47Tag('ptBR')).toBe('pt-BR');
  });
});

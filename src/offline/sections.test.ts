import { describe, expect, it } from 'vitest';
import { dataUrlOf, offlineListUrl, offlineSectionOf } from './sections';

describe('offline sections', () => {
  it('puts a product’s guides and API pages in one section, in both languages', () => {
    expect(offlineSectionOf('/x/react-data-grid/editing/')).toBe('react-data-grid');
    expect(offlineSectionOf('/x/api/data-grid/data-grid-pro/')).toBe('react-data-grid');
    expect(offlineSectionOf('/x/zh/api/charts/bar-chart/')).toBe('react-charts');
    expect(offlineSectionOf('/x/zh/react-tree-view/')).toBe('react-tree-view');
  });

  it('puts every other page in the general section', () => {
    expect(offlineSectionOf('/x/')).toBe('general');
    expect(offlineSectionOf('/x/zh/')).toBe('general');
    expect(offlineSectionOf('/x/introduction/licensing/')).toBe('general');
    expect(offlineSectionOf('/x/migration/migration-data-grid-v7/')).toBe('general');
  });

  it('names the page list and the prerendered data of a page', () => {
    expect(offlineListUrl('react-charts')).toBe('/x/offline/react-charts.json');
    expect(dataUrlOf('/x/react-charts/bars/')).toBe('/x/react-charts/bars.data');
    expect(dataUrlOf('/x/')).toBe('/x/_root.data');
    expect(dataUrlOf('/x/zh/')).toBe('/x/zh.data');
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages as fixtureTree } from '../../../fixtures/content/pages';
import type { ApiProductFile, ApiProp } from '../api/types';
import { loadSite } from '../site';
import { apiDocuments } from './api-documents';
import { createSearchIndex } from './build-index';
import { loadSearchIndexJson, serializeSearchIndex } from './packed-index';
import { STORED_FIELDS } from './options';
import { runSearch } from './query';
import { siteDocuments } from './site-documents';

const site = loadSite(join(process.cwd(), 'fixtures/content'), fixtureTree);

function prop(name: string, description: string): ApiProp {
  return { name, description, required: false, type: { full: 'boolean', short: 'boolean', links: [] } };
}

const apiFile: ApiProductFile = {
  productId: 'x-data-grid',
  versions: {},
  components: [
    ['DataGridPro', 'pro'],
    ['DataGrid', 'community'],
  ].map(([name, plan]) => ({
    kind: 'component' as const,
    name: name!,
    plan: plan as 'pro' | 'community',
    productId: 'x-data-grid' as const,
    pathname: `/x/api/data-grid/${name === 'DataGrid' ? 'data-grid' : 'data-grid-pro'}/`,
    packages: ['@mui/x-data-grid'],
    imports: [],
    description: `The ${name} component. More text.`,
    demos: [],
    props: [prop('checkboxSelection', 'If `true`, the grid shows a [checkbox](/x/x/) column.')],
    slots: [],
    classes: [],
  })),
  interfaces: [
    {
      kind: 'interface',
      name: 'GridColDef',
      plan: 'community',
      productId: 'x-data-grid',
      pathname: '/x/api/data-grid/grid-col-def/',
      packages: ['@mui/x-data-grid'],
      imports: [],
      description: 'Column definition.',
      demos: [],
      properties: [prop('field', 'The column identifier.')],
    },
  ],
  hooks: [],
};

describe('guide documents from the fixture site', () => {
  const english = siteDocuments(site, [], 'en');
  const chinese = siteDocuments(site, [], 'zh');

  it('has a document per page, per h2/h3 heading (with its anchor) and per demo', () => {
    const sorting = english.filter((document) => document.url.startsWith('/x/guide/sorting/'));
    expect(sorting.map((document) => [document.kind, document.title, document.url])).toEqual([
      ['guide', 'Sorting', '/x/guide/sorting/'],
      ['guide', 'Sort order', '/x/guide/sorting/#sort-order'],
      ['guide', 'Sort order', '/x/guide/sorting/#sort-order-1'],
      // The navigation subheader the page opens (see the test of groups below).
      ['guide', 'Features', '/x/guide/sorting/'],
    ]);
    expect(english).toContainEqual(
      expect.objectContaining({ kind: 'demo', title: 'Hello demo', url: '/x/guide/', parent: 'Guide overview' }),
    );
    expect(english.find((document) => document.title === 'Details')?.text).toContain('Be careful.');
  });

  it('uses the translation in Chinese, under /x/zh/, keeping the English title and headings as second titles', () => {
    const page = chinese.find((document) => document.url === '/x/zh/guide/sorting/');
    expect(page).toMatchObject({ title: '排序', sourceTitle: 'Sorting', productId: 'x-data-grid' });
    expect(chinese.find((document) => document.url === '/x/zh/guide/sorting/#sort-order')).toMatchObject({
      title: '排序顺序',
      sourceTitle: 'Sort order',
    });
    // The English pages need none.
    expect(english.filter((document) => document.sourceTitle)).toEqual([]);
  });

  it('serves the English body on Chinese pages without a translation', () => {
    expect(chinese.find((document) => document.url === '/x/zh/guide/pinning/')?.title).toBe(
      english.find((document) => document.url === '/x/guide/pinning/')?.title,
    );
  });

  it('finds Chinese pages by segmented Chinese and by English words', () => {
    const index = createSearchIndex(chinese);
    expect(runSearch(index, '排序')[0]?.url).toBe('/x/zh/guide/sorting/');
    expect(runSearch(index, 'sorting')[0]?.url).toBe('/x/zh/guide/sorting/');
    // A translated heading is found by its English words, and by them run together as an identifier would be.
    expect(runSearch(index, 'sortorder')[0]?.url).toMatch(/^\/x\/zh\/guide\/sorting\/#sort-order/);
  });

  it('makes a navigation group a document opening its first page, unless the page title already names it', () => {
    expect(english.filter((document) => document.title === 'Features')).toEqual([
      expect.objectContaining({ kind: 'guide', parent: 'Sorting', url: '/x/guide/sorting/', text: '' }),
    ]);
    expect(english.find((document) => document.url === '/x/guide/sorting/')?.keywords).toContain('Features');
    // `Guide` opens on `Guide overview`, which already says so.
    expect(english.filter((document) => document.title === 'Guide')).toEqual([]);
    // The fixture has no Chinese name for the subheader: the English one is shown, as in the navigation.
    expect(chinese.filter((document) => document.url === '/x/zh/guide/sorting/').map((d) => d.title)).toEqual([
      '排序',
      'Features',
    ]);
  });

  it('counts the other pages linking to a page, on the English pages, for every document of the page', () => {
    const inbound = (url: string) => english.find((document) => document.url === url)?.inbound;
    // The home page and Pinning link to the guide overview; the overview links to Sorting.
    expect(inbound('/x/guide/')).toBe(2);
    expect(inbound('/x/guide/sorting/')).toBe(1);
    expect(inbound('/x/guide/sorting/#sort-order')).toBe(1);
    expect(inbound('/x/guide/reference/')).toBeUndefined();
    expect(chinese.find((document) => document.url === '/x/zh/guide/')?.inbound).toBe(2);
  });

  it('serializes to JSON storing only what a result shows, and loads back', () => {
    const json = loadSearchIndexJson(serializeSearchIndex(createSearchIndex(english))).toJSON() as {
      storedFields: Record<string, Record<string, unknown>>;
    };
    const always = STORED_FIELDS.filter((field) => field !== 'inbound').sort();
    for (const stored of Object.values(json.storedFields)) {
      expect(
        Object.keys(stored)
          .filter((field) => field !== 'inbound')
          .sort(),
      ).toEqual(always);
    }
  });
});

describe('API documents', () => {
  const documents = apiDocuments([apiFile], (url) => url);

  it('has one document per API page, labelled by its first sentence', () => {
    expect(documents.filter((document) => document.kind === 'api').map((document) => document.title)).toEqual([
      'DataGrid',
      'GridColDef',
      'DataGridPro',
    ]);
    expect(documents.find((document) => document.title === 'DataGrid')?.snippet).toBe('The DataGrid component.');
  });

  it('merges a prop shared with the same description into one row of the cheapest component', () => {
    const rows = documents.filter((document) => document.kind === 'prop');
    expect(rows.map((row) => [row.title, row.url])).toEqual([
      ['checkboxSelection', '/x/api/data-grid/data-grid/#prop-checkboxSelection'],
      ['field', '/x/api/data-grid/grid-col-def/#property-field'],
    ]);
    expect(rows[0]?.snippet).toBe('If true, the grid shows a checkbox column.');
  });
});

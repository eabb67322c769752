// @vitest-environment jsdom
import { evaluate } from '@mdx-js/mdx';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { mdxOptions } from '../../../scripts/mdx-options';
import { AdProvider } from '../../config/ad-context';
import { DocsProvider } from '../../config/docs-context';
import { mdxComponents } from '../../shell/mdx-components';

const page = join(process.cwd(), 'fixtures/content/guide/reference.mdx');

/** The fixture page compiled as the build compiles it, rendered to the HTML the prerender writes. */
describe('reference widgets on the fixture page', () => {
  let html = '';
  let document: Document;
  beforeAll(async () => {
    const { include: _include, ...options } = mdxOptions;
    const { default: Content } = await evaluate(new VFile({ path: page, value: readFileSync(page, 'utf8') }), {
      ...options,
      ...runtime,
    });
    html = renderToString(
      <MemoryRouter basename="/x" initialEntries={['/x/guide/reference/']}>
        <DocsProvider>
          <AdProvider>
            <Content components={mdxComponents} />
          </AdProvider>
        </DocsProvider>
      </MemoryRouter>,
    );
    document = new DOMParser().parseFromString(html, 'text/html');
  }, 60_000);

  const rowsOf = (caption: string) => {
    const table = [...document.querySelectorAll('table')].find((item) => item.caption?.textContent === caption);
    return [...(table?.querySelectorAll('tbody tr') ?? [])];
  };

  it('draws each table with a caption, column headers and one anchored row per entry', () => {
    const methods = rowsOf('apiRef methods: sorting');
    expect(methods.map((row) => row.id)).toEqual(
      expect.arrayContaining(['api-method-sortColumn', 'api-method-setSortModel']),
    );
    expect(document.querySelectorAll('thead th[scope="col"]').length).toBe(16);
    const sortColumn = document.getElementById('api-method-sortColumn');
    expect(sortColumn?.querySelector('th[scope="row"] a')?.getAttribute('href')).toBe('#api-method-sortColumn');
    expect(sortColumn?.textContent).toContain('MIT');
    expect(rowsOf('Selectors: sorting').map((row) => row.id)).toContain('api-selector-gridSortModelSelector');
    expect(rowsOf('Grid events').map((row) => row.id)).toContain('grid-event-pinnedColumnsChange');
    expect(rowsOf('Locales exported by @mui/x-data-grid/locales').map((row) => row.id)).toContain(
      'locale-data-grid-frFR',
    );
  });

  it('links a type to its API page and shows how complete a locale is', () => {
    const french = document.getElementById('locale-data-grid-frFR');
    expect(french?.textContent).toMatch(/fr-FR.*French \(France\).*\d+% \(\d+\/\d+\)/);
    expect(french?.querySelector('meter')?.getAttribute('aria-label')).toMatch(/^frFR: \d+%$/);
    const rowClick = document.getElementById('grid-event-rowClick');
    expect(rowClick?.querySelector('a[href="/x/api/data-grid/grid-row-params/"]')?.textContent).toBe('GridRowParams');
    expect(document.getElementById('grid-event-pinnedColumnsChange')?.textContent).toContain('Pro');
    const sortModel = document.getElementById('api-selector-gridSortModelSelector');
    expect(sortModel?.textContent).toContain('GridSortModel');
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages as fixtureTree } from '../../../fixtures/content/pages';
import { createGuideMarkdown } from '../publishing/guide-markdown';
import { createSearchIndex } from '../search/build-index';
import { runSearch } from '../search/query';
import { siteDocuments } from '../search/site-documents';
import { loadSite } from '../site';

const site = loadSite(join(process.cwd(), 'fixtures/content'), fixtureTree);
const page = site.pages.get('/x/guide/reference')!;

describe('reference widgets outside the HTML page', () => {
  it('become Markdown tables in the Markdown version of the page', () => {
    const markdown = createGuideMarkdown({
      source: readFileSync(page.file, 'utf8'),
      title: page.frontmatter.title,
      description: page.frontmatter.description,
      url: 'https://example.test/x/guide/reference/',
      origin: 'https://example.test',
      readDemo: () => undefined,
      widgets: page.widgets,
    });
    expect(markdown).not.toContain('<ApiMethods');
    expect(markdown).toContain(
      '**apiRef methods: sorting**\n\n| Name | Signature | Plan | Description |\n| --- | --- | --- | --- |',
    );
    expect(markdown).toMatch(/^\| `setSortModel` \| `\(model: GridSortModel\) => void` \| Community \| .+ \|$/m);
    expect(markdown).toMatch(/^\| `gridSortModelSelector` \| `GridSortModel` \| Community \| .+ \|$/m);
    expect(markdown).toMatch(/^\| `rowClick` \| `GridRowParams` \| Community \| .+ \|$/m);
    expect(markdown).toMatch(/^\| `frFR` \| `fr-FR` \| French \(France\) \| \d+% \(\d+\/\d+\) \|$/m);
  });

  it('make method, selector and event names find the section that shows them', () => {
    const index = createSearchIndex(siteDocuments(site, [], 'en'));
    expect(runSearch(index, 'setSortModel')[0]?.url).toBe('/x/guide/reference/#methods-and-selectors');
    expect(runSearch(index, 'gridSortModelSelector')[0]?.url).toBe('/x/guide/reference/#methods-and-selectors');
    expect(runSearch(index, 'columnHeaderDragStart')[0]?.url).toBe('/x/guide/reference/#events');
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages as fixtureTree } from '../../../fixtures/content/pages';
import { loadSite } from '../site';
import { listPublishedPages } from './published-pages';
import { createRobotsTxt, createSitemap } from './sitemap';
import { testInput, testPagePathnames } from './test-site';

const origin = 'https://docs.example.com';
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('createSitemap', () => {
  const xml = createSitemap(listPublishedPages(testInput), origin);

  it('lists every page once in English and translated pages once more in Chinese, absolute on the origin', () => {
    const translated = ['/x/', '/x/introduction/'];
    const expected = [
      ...testPagePathnames.map((path) => `${origin}${path}`),
      ...translated.map((path) => `${origin}${path === '/x/' ? '/x/zh/' : `/x/zh${path.slice(2)}`}`),
    ];
    expect(locs(xml).sort()).toEqual(expected.sort());
  });

  it('lists no navigation groups and no external links', () => {
    expect(xml).not.toContain('-group');
    expect(xml).not.toContain('example.com/roadmap');
  });

  it('gives a translated page its English, Chinese and x-default alternates in both entries', () => {
    const entries = xml.split('<url>').filter((block) => block.includes('/introduction/</loc>'));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry).toContain('hreflang="en" href="https://docs.example.com/x/introduction/"');
      expect(entry).toContain('hreflang="zh-Hans" href="https://docs.example.com/x/zh/introduction/"');
      expect(entry).toContain('hreflang="x-default" href="https://docs.example.com/x/introduction/"');
    }
  });

  it('names no untranslated Chinese twin, whose canonical URL is the English page', () => {
    const entry = xml.split('<url>').find((block) => block.includes('/x/react-data-grid/sorting/</loc>'));
    expect(entry).toContain('hreflang="en" href="https://docs.example.com/x/react-data-grid/sorting/"');
    expect(entry).toContain('hreflang="x-default" href="https://docs.example.com/x/react-data-grid/sorting/"');
    expect(xml).not.toContain('/x/zh/react-data-grid/');
    expect(xml).not.toContain('/x/zh/api/');
    // Two translated pages × two entries × three alternates; five untranslated pages × one entry × two alternates.
    expect(xml.match(/<xhtml:link /g)).toHaveLength(2 * 2 * 3 + 5 * 2);
  });

  it('covers every page of a loaded site once when nothing is translated', () => {
    const root = join(process.cwd(), 'fixtures/content');
    const site = loadSite(root, fixtureTree);
    const pages = listPublishedPages({
      tree: fixtureTree,
      guides: new Map([...site.pages].map(([path, page]) => [path, { ...page.frontmatter, translated: false }])),
      generated: [],
    });
    const urls = locs(createSitemap(pages, origin));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toHaveLength(site.pages.size);
    for (const pathname of site.pages.keys())
      expect(urls).toContain(`${origin}${pathname === '/x' ? '/x/' : `${pathname}/`}`);
  });
});

describe('createRobotsTxt', () => {
  it('allows crawling and names the sitemap by its absolute URL', () => {
    expect(createRobotsTxt(origin)).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://docs.example.com/x/sitemap.xml\n',
    );
  });
});

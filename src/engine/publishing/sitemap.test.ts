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

  it('lists every page exactly once in each language, absolute on the origin', () => {
    const expected = testPagePathnames.flatMap((path) => [
      `${origin}${path}`,
      `${origin}${path === '/x/' ? '/x/zh/' : `/x/zh${path.slice(2)}`}`,
    ]);
    expect(locs(xml).sort()).toEqual(expected.sort());
  });

  it('lists no navigation groups and no external links', () => {
    expect(xml).not.toContain('-group');
    expect(xml).not.toContain('example.com/roadmap');
  });

  it('gives every URL its English, Chinese and x-default alternates', () => {
    const entry = xml
      .split('<url>')
      .find((block) => block.includes('<loc>https://docs.example.com/x/zh/react-data-grid/sorting/</loc>'));
    expect(entry).toContain('hreflang="en" href="https://docs.example.com/x/react-data-grid/sorting/"');
    expect(entry).toContain('hreflang="zh-Hans" href="https://docs.example.com/x/zh/react-data-grid/sorting/"');
    expect(entry).toContain('hreflang="x-default" href="https://docs.example.com/x/react-data-grid/sorting/"');
    expect(xml.match(/<xhtml:link /g)).toHaveLength(testPagePathnames.length * 2 * 3);
  });

  it('covers every page of a loaded site once per language', () => {
    const root = join(process.cwd(), 'fixtures/content');
    const site = loadSite(root, fixtureTree);
    const pages = listPublishedPages({
      tree: fixtureTree,
      guides: new Map([...site.pages].map(([path, page]) => [path, { ...page.frontmatter, translated: false }])),
      generated: [],
    });
    const urls = locs(createSitemap(pages, origin));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toHaveLength(site.pages.size * 2);
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

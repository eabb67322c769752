import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pages } from '../../content/pages';
import { loadGeneratedPages } from './api/site-data';
import { loadSite } from './site';
import { flattenPages } from './page-tree';

/** Pages the official site serves but does not list in its navigation ("not in nav" in the content plan). */
/** Pages the official site serves without a navigation entry (content plan: "not in nav"); no other page may be. */
const servedOutsideNavigation = [
  '/x/react-tree-view/rich-tree-view/headless',
  '/x/react-date-pickers/experimentation',
  '/x/react-charts/overview',
  '/x/react-charts/gantt',
  '/x/react-charts/treemap',
  '/x/react-charts/accessibility',
];

describe('the site content', () => {
  it('loads without a single content error', () => {
    expect(() =>
      loadSite(join(process.cwd(), 'content'), pages, { generatedPages: loadGeneratedPages() }),
    ).not.toThrow();
  });

  it('has a page for every navigation entry and lists every page in the navigation', () => {
    const site = loadSite(join(process.cwd(), 'content'), pages, { generatedPages: loadGeneratedPages() });
    for (const entry of flattenPages(pages)) {
      expect(site.pages.has(entry.pathname) || site.generated.has(entry.pathname), entry.pathname).toBe(true);
    }
    // Every product lists its generated API reference.
    expect(flattenPages(pages).filter((entry) => entry.pathname.startsWith('/x/api/')).length).toBe(
      site.generated.size,
    );
    // Only pages the official site also serves without a navigation entry may be missing from it.
    expect(site.orphans.filter((path) => !servedOutsideNavigation.includes(path))).toEqual([]);
  });

  it('writes the Introduction and the whole Tree View section with a live demo on every Tree View page', () => {
    const site = loadSite(join(process.cwd(), 'content'), pages, { generatedPages: loadGeneratedPages() });
    const treeView = [...site.pages.values()].filter((page) => page.pathname.startsWith('/x/react-tree-view'));
    expect(treeView.length).toBeGreaterThanOrEqual(17);
    for (const page of treeView) expect(page.demos.length, page.file).toBeGreaterThan(0);
    expect(site.pages.has('/x/introduction')).toBe(true);
  });
});

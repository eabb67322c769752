import { afterEach, describe, expect, it, vi } from 'vitest';
import { assetUrlsOf, downloadSection, type DownloadProgress } from './download-section';

/** A Cache API stand-in that records what was stored. */
function fakeCache(stored: Map<string, string>): Cache {
  return {
    put: async (url: string, response: Response) => void stored.set(url, await response.text()),
    match: async (url: string) => (stored.has(url) ? new Response(stored.get(url)) : undefined),
  } as unknown as Cache;
}

const site: Record<string, string> = {
  '/x/offline/react-tree-view.json': JSON.stringify({
    section: 'react-tree-view',
    pages: { en: ['/x/react-tree-view/', '/x/api/tree-view/'], zh: ['/x/zh/react-tree-view/'] },
    scripts: { en: ['/x/assets/page-C.js'], zh: [] },
  }),
  '/x/react-tree-view/': '<link rel="modulepreload" href="/x/assets/a.js"/><script src="/x/assets/b.js"></script>',
  '/x/react-tree-view.data': '[1]',
  '/x/api/tree-view/': '<link rel="stylesheet" href="/x/assets/a.js"/>',
  '/x/api/tree-view.data': '[2]',
  '/x/assets/a.js': 'a',
  '/x/assets/b.js': 'b',
  '/x/assets/page-C.js': 'c',
};

afterEach(() => vi.unstubAllGlobals());

describe('downloadSection', () => {
  it('finds the scripts and styles a page references', () => {
    expect(assetUrlsOf(site['/x/react-tree-view/']!)).toEqual(['/x/assets/a.js', '/x/assets/b.js']);
  });

  it('stores every page of the language with its data and assets, reporting progress', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url in site ? new Response(site[url]) : new Response('missing', { status: 404 }),
    );
    const pages = new Map<string, string>();
    const assets = new Map<string, string>();
    const reports: DownloadProgress[] = [];
    await downloadSection(
      '/x/offline/react-tree-view.json',
      'en',
      { pages: fakeCache(pages), assets: fakeCache(assets), has: async (url) => url === '/x/assets/b.js' },
      (progress) => reports.push(progress),
    );
    expect([...pages.keys()].sort()).toEqual([
      '/x/api/tree-view.data',
      '/x/api/tree-view/',
      '/x/react-tree-view.data',
      '/x/react-tree-view/',
    ]);
    // The lazily loaded page chunk comes from the list; b.js was already cached (e.g. precached), so is not fetched.
    expect([...assets.keys()].sort()).toEqual(['/x/assets/a.js', '/x/assets/page-C.js']);
    expect(reports).toEqual([
      { type: 'progress', done: 0, total: 2 },
      { type: 'progress', done: 1, total: 2 },
      { type: 'progress', done: 2, total: 2 },
      { type: 'complete', total: 2 },
    ]);
  });

  it('reports an error naming the page that failed', async () => {
    vi.stubGlobal('fetch', async (url: string) =>
      url === '/x/api/tree-view/' ? new Response('', { status: 500 }) : new Response(site[url] ?? ''),
    );
    const reports: DownloadProgress[] = [];
    const cache = fakeCache(new Map());
    await downloadSection(
      '/x/offline/react-tree-view.json',
      'en',
      { pages: cache, assets: cache, has: async () => false },
      (p) => reports.push(p),
    );
    expect(reports.at(-1)).toEqual({ type: 'error', message: '/x/api/tree-view/: HTTP 500' });
  });
});

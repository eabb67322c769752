/** "Available offline": fetches every page of a section (HTML, data and scripts) into the build's caches. */
import { dataUrlOf, type OfflinePageList } from '../offline/sections';

/** What the worker reports to the page while downloading. */
export type DownloadProgress =
  | { type: 'progress'; done: number; total: number }
  | { type: 'complete'; total: number }
  | { type: 'error'; message: string };

/** Same-origin scripts, styles and preloads an HTML page references under /x/assets/. */
export function assetUrlsOf(html: string): string[] {
  return [...new Set([...html.matchAll(/(?:href|src)="(\/x\/assets\/[^"]+)"/g)].map((match) => match[1] ?? ''))];
}

async function store(cache: Cache, url: string): Promise<Response> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  await cache.put(url, response.clone());
  return response;
}

/** Downloads the pages of `listUrl` in `language`, reporting progress after each page. */
export async function downloadSection(
  listUrl: string,
  language: string,
  caches: { pages: Cache; assets: Cache; has: (url: string) => Promise<boolean> },
  report: (progress: DownloadProgress) => void,
): Promise<void> {
  try {
    const list = (await (await fetch(listUrl)).json()) as OfflinePageList;
    const paths = list.pages[language] ?? [];
    // Page content chunks load lazily, so their HTML does not name them: the list does.
    const assets = new Set<string>(list.scripts?.[language] ?? []);
    let done = 0;
    report({ type: 'progress', done, total: paths.length });
    for (const path of paths) {
      const html = await (await store(caches.pages, path)).text();
      await store(caches.pages, dataUrlOf(path));
      for (const asset of assetUrlsOf(html)) assets.add(asset);
      done += 1;
      report({ type: 'progress', done, total: paths.length });
    }
    for (const asset of assets) {
      if (!(await caches.has(asset))) await store(caches.assets, asset);
    }
    report({ type: 'complete', total: paths.length });
  } catch (error) {
    report({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
}

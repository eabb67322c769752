/// <reference lib="webworker" />
/**
 * The service worker (served at /x/sw.js, scope /x/). Built by scripts/build-steps/steps/90-service-worker.ts:
 * bundled with esbuild, then Workbox injects the precache manifest (the app shell: scripts and styles of the home
 * page, fonts, the offline page, manifest and icons) in place of `self.__WB_MANIFEST`.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { cacheNamesFor, isOutdatedCache, CACHE_PREFIX } from './cache-names';
import { downloadSection, type DownloadProgress } from './download-section';
import { renderOfflinePage, titleOf, type CachedPage } from './offline-page';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };
/** Replaced at bundle time with the build's id. */
declare const __BUILD_ID__: string;

const BUILD_ID = __BUILD_ID__;
const names = cacheNamesFor(BUILD_ID);
const OFFLINE_PAGE = '/x/offline.html';
const ok = new CacheableResponsePlugin({ statuses: [200] });

setCacheNameDetails({ prefix: CACHE_PREFIX, precache: 'shell', runtime: 'runtime', suffix: BUILD_ID });
precacheAndRoute(self.__WB_MANIFEST);
// The first install takes the open pages at once; later builds wait until the reader accepts the reload.
clientsClaim();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => isOutdatedCache(key, BUILD_ID)).map((key) => caches.delete(key))),
      ),
  );
});

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// Pages and their prerendered data: the network first, so a reader online always gets this build's HTML.
registerRoute(
  ({ request }) => request.mode === 'navigate',
  new NetworkFirst({ cacheName: names.pages, plugins: [ok], networkTimeoutSeconds: 5 }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.endsWith('.data'),
  new NetworkFirst({ cacheName: names.pages, plugins: [ok] }),
);
// Hashed scripts and styles never change.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/x/assets/'),
  new CacheFirst({ cacheName: names.assets, plugins: [ok] }),
);
// The search index (written by the search build step) is served from cache and refreshed in the background.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/x/search/'),
  new StaleWhileRevalidate({ cacheName: names.search, plugins: [ok] }),
);
registerRoute(
  ({ request }) => request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: names.images,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 200 })],
  }),
);
// A fonts service's stylesheet and font files, when one is configured.
registerRoute(
  ({ request, url }) => !sameOrigin(url) && (request.destination === 'style' || request.destination === 'font'),
  new StaleWhileRevalidate({ cacheName: names.fonts, plugins: [new CacheableResponsePlugin({ statuses: [0, 200] })] }),
);

async function cachedPages(): Promise<CachedPage[]> {
  const cache = await caches.open(names.pages);
  const pages: CachedPage[] = [];
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (!path.endsWith('/')) continue;
    const response = await cache.match(request);
    pages.push({ path, title: titleOf((await response?.text()) ?? '', path) });
  }
  return pages;
}

// Offline and not cached: pages get the offline page listing what can be read; anything else fails as usual.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const template = await (await matchPrecache(OFFLINE_PAGE))?.text();
  if (!template) return Response.error();
  return new Response(renderOfflinePage(template, await cachedPages()), {
    status: 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
});

interface DownloadMessage {
  type: 'DOWNLOAD_SECTION';
  listUrl: string;
  language: string;
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  if (data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (data?.type === 'DOWNLOAD_SECTION') {
    const { listUrl, language } = data as DownloadMessage;
    const port = event.ports[0];
    const report = (progress: DownloadProgress) => port?.postMessage(progress);
    event.waitUntil(
      Promise.all([caches.open(names.pages), caches.open(names.assets)]).then(([pages, assets]) =>
        downloadSection(listUrl, language, { pages, assets, has: async (url) => !!(await caches.match(url)) }, report),
      ),
    );
  } else if (data?.type === 'GET_BUILD_ID') {
    event.ports[0]?.postMessage(BUILD_ID);
  }
});

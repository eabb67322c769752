/**
 * The offline step, run last so its precache manifest sees every file: the offline page, the per-section page
 * lists for "Available offline", and out/sw.js (src/sw/sw.ts with this build's id and precache manifest).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { bundleWorker, shellFiles } from '../../offline/bundle-worker';
import { offlinePageHtml } from '../../offline/offline-html';
import { contentFileOf, pageModulesChunk, parsePageChunks } from '../../offline/page-chunks';
import { writePageLists } from '../../offline/page-lists';
import { listSitePages } from '../../offline/site-pages';
import type { BuildStep } from '../types';

/** A new id per build: every cache name carries it (see src/sw/cache-names.ts). */
export function createBuildId(now = new Date()): string {
  return `${now.toISOString().replace(/[-:.TZ]/g, '')}-${Math.random().toString(36).slice(2, 8)}`;
}

const serviceWorker: BuildStep = async ({ outDir, contentRoot }) => {
  writeFileSync(join(outDir, 'offline.html'), offlinePageHtml());
  const assets = readdirSync(join(outDir, 'assets')).map((file) => `assets/${file}`);
  const chunkFile = pageModulesChunk(outDir, assets);
  const chunks = chunkFile
    ? parsePageChunks(readFileSync(chunkFile, 'utf8'), relative(process.cwd(), resolve(contentRoot)))
    : new Map<string, string[]>();
  if (chunks.size === 0)
    throw new Error(
      'found no page chunks in out/assets/page-modules-*.js. Fix: update scripts/offline/page-chunks.ts to the bundler output.',
    );
  const files = new Set(chunks.keys());
  writePageLists(outDir, listSitePages(outDir), (path) => chunks.get(contentFileOf(path, files) ?? '') ?? []);
  const buildId = process.env.XDOCS_BUILD_ID || createBuildId();
  const { count, size } = await bundleWorker(outDir, buildId, shellFiles(outDir, assets));
  console.log(`  service worker ${buildId}: ${count} precached files, ${(size / 1024).toFixed(0)} KB`);
};
export default serviceWorker;

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The URLs Workbox injected into a built worker's precache manifest. */
export function precacheUrls(workerSource: string): string[] {
  return [...workerSource.matchAll(/\{"revision":(?:"[^"]*"|null),"url":"([^"]+)"\}/g)].map((match) => match[1] ?? '');
}

/** File count, bytes and gzipped bytes of out/sw.js's precache. */
export function precacheSize(outDir: string): { files: number; bytes: number; gzipBytes: number } {
  const urls = precacheUrls(readFileSync(join(outDir, 'sw.js'), 'utf8'));
  let bytes = 0;
  let gzipBytes = 0;
  for (const url of urls) {
    const file = join(outDir, url.replace(/^\/x\//, ''));
    bytes += statSync(file).size;
    gzipBytes += gzipSync(readFileSync(file)).length;
  }
  return { files: urls.length, bytes, gzipBytes };
}

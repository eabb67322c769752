import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes a first visit to a page downloads, by kind (fonts and images excluded). */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
}

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** Reads a built page from out/ and adds up its HTML, stylesheets and preloaded/entry scripts. */
export function measurePage(outDir: string, urlPath: string): PageWeight {
  const file = join(outDir, urlPath.replace(/^\/x\/?/, ''), 'index.html');
  if (!existsSync(file)) throw new Error(`${file} not found: build the site first`);
  const html = readFileSync(file);
  const text = html.toString('utf8');
  const asset = (href: string) => readFileSync(join(outDir, href.replace(/^\/x\//, '')));
  const scripts = new Set([...text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!));
  const styles = new Set([...text.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]!));
  return {
    html: gz(html),
    css: [...styles].reduce((sum, href) => sum + gz(asset(href)), 0),
    js: [...scripts].reduce((sum, href) => sum + gz(asset(href)), 0),
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzipped bytes a first visit to a page downloads, by kind (fonts and images excluded). */
export interface PageWeight {
  html: number;
  css: number;
  js: number;
}

/** The files behind a page's first load, as paths relative to the out/ root (`assets/app-abc.js`). */
export interface FirstLoadAssets {
  js: string[];
  css: string[];
}

const gz = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

/** `/x/assets/a.js` or `assets/a.js` → `assets/a.js`; other hosts' URLs → undefined. */
function assetPath(href: string): string | undefined {
  if (/^[a-z]+:|^\/\//i.test(href)) return undefined;
  return href.replace(/^\/x\//, '').replace(/^\//, '');
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the browser loads before a page is interactive: the stylesheets and module scripts its HTML links or runs
 * (`modulepreload`, `<script type="module" src>`, imports in inline module scripts), the chunk of the page's own body
 * that the client entry loads before hydrating (`data-page-module`, found in the build's module map together with the
 * files preloaded with it), and every chunk those import statically. Dynamic imports (demos opened later, other
 * pages) are not counted, except the demo island host of a page with demos, which starts with the page.
 */
export function firstLoadAssets(outDir: string, html: string): FirstLoadAssets {
  const js = new Set<string>();
  const css = new Set<string>();
  const add = (href: string | undefined, into: Set<string>) => {
    const path = href === undefined ? undefined : assetPath(href);
    if (path) into.add(path);
  };
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (/\srel="modulepreload"/.test(tag)) add(href, js);
    else if (/\srel="stylesheet"/.test(tag)) add(href, css);
  }
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/type="module"/.test(attributes)) continue;
    add(/\ssrc="([^"]+)"/.exec(attributes)?.[1], js);
    for (const match of body.matchAll(/(?:\bimport\s*\(?|\bfrom)\s*["'`]([^"'`]+\.js)["'`]/g)) add(match[1], js);
  }

  const read = (path: string) => readFileSync(join(outDir, path), 'utf8');
  // Static imports between chunks: import{a}from"./b.js", import"./c.js", export{d}from"./e.js".
  const addStaticImports = () => {
    const queue = [...js];
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (!existsSync(join(outDir, file))) throw new Error(`${file} is linked from the page but not in ${outDir}`);
      const directory = file.slice(0, file.lastIndexOf('/') + 1);
      for (const match of read(file).matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
        const dep = `${directory}${match[1]!.slice(2)}`;
        if (!js.has(dep)) {
          js.add(dep);
          queue.push(dep);
        }
      }
    }
  };
  addStaticImports();

  // A static page with demos starts their island host at once (the demos of its first screen hydrate without waiting): it
  // is first-load code there, though the static-page entry imports it dynamically.
  if (html.includes('data-slot="demo-island"') && html.includes('data-runtime="static"')) {
    for (const file of [...js]) {
      const host = /import\(\s*["'`]\.\/(demo-islands-[\w-]+\.js)["'`]\s*\)/.exec(read(file))?.[1];
      if (host) js.add(`${file.slice(0, file.lastIndexOf('/') + 1)}${host}`);
    }
    addStaticImports();
  }

  const pageModule = /\sdata-page-module="([^"]+)"/.exec(html)?.[1];
  if (pageModule) {
    // The module map of `import.meta.glob`: "<key>":()=>preload(()=>import(`./chunk.js`),__vite__mapDeps([1,2]))
    const entry = new RegExp(
      `"${escapeRegExp(pageModule)}":\\(\\)=>\\w+\\(\\(\\)=>import\\(["'\`]\\./([^"'\`]+)["'\`]\\)(?:,__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`,
    );
    for (const file of [...js]) {
      const source = read(file);
      const match = entry.exec(source);
      if (!match) continue;
      const directory = file.slice(0, file.lastIndexOf('/') + 1);
      js.add(`${directory}${match[1]!}`);
      const deps = /m\.f=\[([^\]]*)\]/.exec(source)?.[1];
      const depFiles = deps ? [...deps.matchAll(/["'`]([^"'`]+)["'`]/g)].map((dep) => dep[1]!) : [];
      for (const index of (match[2] ?? '').split(',').filter(Boolean)) {
        const dep = depFiles[Number(index)];
        if (dep) add(dep, dep.endsWith('.css') ? css : js);
      }
      break;
    }
    addStaticImports();
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** The HTML file of a built page: `/x/guide/` → out/guide/index.html, `/x/404.html` → out/404.html. */
export function builtHtmlFile(outDir: string, urlPath: string): string {
  const rest = urlPath.replace(/^\/x\/?/, '');
  return rest.endsWith('.html') ? join(outDir, rest) : join(outDir, rest, 'index.html');
}

/** Measures built pages, gzipping each shared asset once. */
export function createPageWeigher(outDir: string): (urlPath: string) => PageWeight {
  const sizes = new Map<string, number>();
  const sizeOf = (path: string) => {
    if (!sizes.has(path)) sizes.set(path, gz(readFileSync(join(outDir, path))));
    return sizes.get(path)!;
  };
  return (urlPath) => {
    const file = builtHtmlFile(outDir, urlPath);
    if (!existsSync(file)) throw new Error(`${file} not found: build the site first`);
    const html = readFileSync(file);
    const assets = firstLoadAssets(outDir, html.toString('utf8'));
    return {
      html: gz(html),
      css: assets.css.reduce((sum, path) => sum + sizeOf(path), 0),
      js: assets.js.reduce((sum, path) => sum + sizeOf(path), 0),
    };
  };
}

/** Reads a built page from out/ and adds up its HTML, stylesheets and first-load scripts. */
export function measurePage(outDir: string, urlPath: string): PageWeight {
  return createPageWeigher(outDir)(urlPath);
}

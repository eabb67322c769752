import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageType, SizeBudget } from '../budgets.config';
import { firstLoadAssets } from './page-weight';
import { checkSizeBudgets, formatFailure, heaviestByType, pageTypeOf } from './size-budgets';

let out: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
};
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

/** Incompressible filler, so a file's gzipped size is about its length. */
const noise = (length: number, seed: number) => {
  let state = seed;
  let text = '';
  while (text.length < length) {
    state = (state * 1103515245 + 12345) % 2147483648;
    text += ((state >>> 16) % 36).toString(36);
  }
  return text;
};

const page = (body: string, links: string) =>
  `<!DOCTYPE html><html><head>${links}</head><body>${body}` +
  `<script type="module" async="">import "/x/assets/manifest.js"; import * as route0 from "/x/assets/root.js";</script></body></html>`;

// A miniature out/ shaped like React Router's: preloads, an inline module script, a lazily loaded page body.
const entry = `import{a}from"./shared.js";const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/body-demo.js","assets/grid.js","assets/body-demo.css"])))=>i.map(i=>d[i]);const modules={"/content/grid.mdx":()=>p(()=>import(\`./body-demo.js\`),__vite__mapDeps([0,1,2])),"/content/other.mdx":()=>p(()=>import(\`./lazy.js\`),__vite__mapDeps([]))};`;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'x-docs-budgets-'));
  write('assets/manifest.js', 'window.m={}');
  write('assets/root.js', 'import"./entry.js";export const r=1;');
  write('assets/entry.js', entry);
  write('assets/shared.js', `export const a="${noise(2000, 1)}";`);
  write('assets/body-demo.js', `import{g}from"./grid.js";export default "${noise(500, 2)}";`);
  write('assets/grid.js', `export const g="${noise(30_000, 3)}";`);
  write('assets/lazy.js', `export default "${noise(50_000, 4)}";`);
  write('assets/body-demo.css', `.demo{content:"${noise(1000, 5)}"}`);
  write('assets/site.css', `body{content:"${noise(800, 6)}"}`);
  const links =
    '<link rel="modulepreload" href="/x/assets/entry.js"/><link rel="stylesheet" href="/x/assets/site.css"/>';
  write('index.html', page('<h1>Home</h1>', links));
  write('guide/index.html', page('<h1>Guide</h1><p>Words.</p>', links));
  write(
    'grid/index.html',
    page('<div data-page-module="/content/grid.mdx"><section data-slot="demo"></section></div>', links),
  );
  write('zh/api/grid/index.html', page(`<h1>API</h1><p>${noise(3000, 7)}</p>`, links));
  write('404.html', page('<h1>Not found</h1>', links));
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('pageTypeOf', () => {
  it('tells home, API, 404, demo and prose pages apart in both languages', () => {
    expect(pageTypeOf('/x/', '')).toBe('home');
    expect(pageTypeOf('/x/zh/', '')).toBe('home');
    expect(pageTypeOf('/x/zh/api/charts/line-chart/', '')).toBe('api');
    expect(pageTypeOf('/x/404.html', '')).toBe('not-found');
    expect(pageTypeOf('/x/react-data-grid/', '<section data-slot="demo">')).toBe('demo');
    expect(pageTypeOf('/x/introduction/', '<p>text</p>')).toBe('prose');
  });
});

describe('firstLoadAssets', () => {
  it('follows preloads, inline module imports and static imports, but not other pages’ lazy chunks', () => {
    const assets = firstLoadAssets(
      out,
      page('<h1>Guide</h1>', '<link rel="modulepreload" href="/x/assets/entry.js"/>'),
    );
    expect(assets.js).toEqual(['assets/entry.js', 'assets/manifest.js', 'assets/root.js', 'assets/shared.js']);
  });

  it('adds the chunk of the page’s own body with the files preloaded with it', () => {
    const assets = firstLoadAssets(out, page('<div data-page-module="/content/grid.mdx"></div>', ''));
    expect(assets.js).toContain('assets/body-demo.js');
    expect(assets.js).toContain('assets/grid.js');
    expect(assets.js).not.toContain('assets/lazy.js');
    expect(assets.css).toEqual(['assets/body-demo.css']);
  });
});

describe('checkSizeBudgets', () => {
  const roomy: SizeBudget = { html: 100_000, css: 100_000, js: 100_000 };
  const budgets: Record<PageType, SizeBudget> = {
    home: roomy,
    prose: roomy,
    'not-found': roomy,
    demo: { ...roomy, js: 10_000 },
    api: { ...roomy, html: 1000 },
  };

  it('measures every page and reports each one over its type’s budget with kind, size and budget', () => {
    const { pages, failures } = checkSizeBudgets(out, budgets);
    expect(pages.map((measured) => `${measured.path} ${measured.type}`)).toEqual([
      '/x/ home',
      '/x/404.html not-found',
      '/x/grid/ demo',
      '/x/guide/ prose',
      '/x/zh/api/grid/ api',
    ]);
    expect(failures.map((failure) => `${failure.path} ${failure.kind}`)).toEqual([
      '/x/grid/ js',
      '/x/zh/api/grid/ html',
    ]);
    const grid = pages.find((measured) => measured.path === '/x/grid/')!;
    const guide = pages.find((measured) => measured.path === '/x/guide/')!;
    expect(grid.js).toBeGreaterThan(guide.js + 8_000);
    expect(grid.css).toBe(gz(`.demo{content:"${noise(1000, 5)}"}`) + gz(`body{content:"${noise(800, 6)}"}`));
    expect(formatFailure(failures[0]!)).toBe(
      `/x/grid/: first-load JS ${(grid.js / 1000).toFixed(1)} KB gz > budget 10.0 KB (demo page)`,
    );
  });

  it('passes a site within its budgets and names the heaviest page of each type', () => {
    const { pages, failures } = checkSizeBudgets(out, { ...budgets, demo: roomy, api: roomy });
    expect(failures).toEqual([]);
    expect(heaviestByType(pages).find((measured) => measured.type === 'demo')?.path).toBe('/x/grid/');
  });
});

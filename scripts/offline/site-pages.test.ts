import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeaders from '../build-steps/steps/85-security-headers';
import { listOutPages } from '../size-budgets';
import { listHtmlFiles, listSitePages } from './site-pages';

let out: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(out, path)), { recursive: true });
  writeFileSync(join(out, path), text);
};
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><script>document.title="${title}"</script></body></html>`;

// A miniature out/: pages at the root, in Chinese, and in content folders named like the build's own folders.
beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'x-docs-site-pages-'));
  write('index.html', page('Home'));
  write('guides/assets/page/index.html', page('Assets guide'));
  write('zh/guides/og/index.html', page('Social images guide'));
  write('404.html', page('Not found'));
  // The build's own folders at the top: never pages, whatever they hold.
  write('assets/chunk.js', 'export {}');
  write('assets/stray/index.html', page('Not a page'));
  write('og/guides/index.html', page('Not a page either'));
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('walking out/ for pages', () => {
  it('finds pages in content folders of any name, skipping only the top-level asset folders', () => {
    expect(listSitePages(out)).toEqual(['/x/', '/x/guides/assets/page/', '/x/zh/guides/og/']);
    expect(listOutPages(out)).toEqual(['/x/', '/x/404.html', '/x/guides/assets/page/', '/x/zh/guides/og/']);
    expect(listHtmlFiles(out).map((file) => file.slice(out.length + 1))).toEqual([
      '404.html',
      'guides/assets/page/index.html',
      'index.html',
      'zh/guides/og/index.html',
    ]);
  });

  it('gives a page under a nested assets/ folder its security policy like every other page', async () => {
    await securityHeaders({ outDir: out, contentRoot: 'content' });
    const nested = readFileSync(join(out, 'guides/assets/page/index.html'), 'utf8');
    expect(nested).toContain('http-equiv="Content-Security-Policy"');
    expect(nested).toMatch(/script-src[^"]*'sha256-/);
    expect(readFileSync(join(out, 'assets/stray/index.html'), 'utf8')).not.toContain('Content-Security-Policy');
  });
});

/**
 * What the host under test answers, read from the responses themselves: redirects to the slash URL, the 404 status and
 * page, caching (hashed assets immutable, everything else revalidated) and the security headers of HTML.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { OUT_DIR } from '../built-site';

/** Whether a Cache-Control value makes the browser ask the host again before using a stored copy (or keep none). */
const revalidates = (value: string | undefined) =>
  value !== undefined && /\b(no-cache|no-store|max-age=0)\b/.test(value);

const hashedAsset = (extension: string) => {
  const name = readdirSync(join(OUT_DIR, 'assets')).find((file) => file.endsWith(extension));
  if (!name) throw new Error(`no ${extension} file in ${OUT_DIR}/assets: build the site first`);
  return `/x/assets/${name}`;
};

test('/x and a page without its trailing slash redirect to the slash URL', async ({ request }) => {
  for (const [from, to] of [
    ['/x', '/x/'],
    ['/x/react-data-grid/sorting', '/x/react-data-grid/sorting/'],
    ['/x/zh/introduction', '/x/zh/introduction/'],
  ]) {
    const response = await request.get(from!, { maxRedirects: 0 });
    expect([301, 302, 307, 308], `${from} answered ${response.status()}`).toContain(response.status());
    expect(new URL(response.headers().location!, 'http://host').pathname, from).toBe(to);
  }
});

test('an unknown path answers status 404 with the site 404 page', async ({ request }) => {
  for (const path of ['/x/no-such-page/', '/x/react-data-grid/no-such-page', '/x/assets/no-such-file.js']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<title>Page not found - X Docs</title>');
  }
});

test('hashed assets are immutable for a year', async ({ request }) => {
  for (const path of [hashedAsset('.js'), hashedAsset('.css')]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const cacheControl = response.headers()['cache-control'] ?? '';
    expect(cacheControl, path).toContain('immutable');
    expect(cacheControl, path).toMatch(/\bmax-age=31536000\b/);
  }
});

test('HTML, route data, sw.js and the manifest are revalidated on every visit', async ({ request }) => {
  const paths = ['/x/', '/x/react-data-grid/sorting/', '/x/react-data-grid/sorting.data', '/x/sw.js'];
  for (const path of [...paths, '/x/manifest.webmanifest', '/x/no-such-page/']) {
    const response = await request.get(path);
    const cacheControl = response.headers()['cache-control'];
    expect(revalidates(cacheControl), `${path}: Cache-Control ${cacheControl}`).toBe(true);
  }
});

test('files are served with their types: pages, scripts, Markdown, the manifest', async ({ request }) => {
  const types: [string, RegExp][] = [
    ['/x/', /^text\/html/],
    [hashedAsset('.js'), /javascript/],
    ['/x/react-data-grid/sorting.md', /^text\/(markdown|plain)/],
    ['/x/manifest.webmanifest', /^application\/(manifest\+)?json/],
  ];
  for (const [path, type] of types) {
    expect((await request.get(path)).headers()['content-type'], path).toMatch(type);
  }
});

test('HTML carries the security headers, each once', async ({ request }) => {
  for (const path of ['/x/', '/x/react-data-grid/sorting/', '/x/api/data-grid/data-grid/', '/x/no-such-page/']) {
    const response = await request.get(path);
    const headers = response.headersArray();
    const values = (name: string) =>
      headers.filter((header) => header.name.toLowerCase() === name.toLowerCase()).map((header) => header.value);
    expect(values('Strict-Transport-Security'), path).toEqual([expect.stringMatching(/max-age=\d{7,}/)]);
    expect(values('X-Content-Type-Options'), path).toEqual(['nosniff']);
    expect(values('Referrer-Policy'), path).toHaveLength(1);
    const [policy, ...more] = values('Content-Security-Policy');
    // Two policies (two headers, or one with values joined by a comma) are both enforced: the stricter blocks.
    expect(more, `${path}: one Content-Security-Policy`).toEqual([]);
    expect(policy ?? '', path).not.toMatch(/,/);
    const frameOptions = values('X-Frame-Options');
    expect(frameOptions.length <= 1 && !frameOptions.some((value) => value.includes(',')), path).toBe(true);
    const frameAncestors = /frame-ancestors 'self'/.test(policy ?? '');
    expect(frameAncestors || /^(DENY|SAMEORIGIN)$/.test(frameOptions[0] ?? ''), path).toBe(true);
  }
});

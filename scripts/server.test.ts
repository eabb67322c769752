import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layoutOut } from './layout-out';
import { createServer } from './server';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'x-docs-out-'));
  // A fake React Router output: pages under x/, assets at the root.
  const build = join(dir, 'build');
  mkdirSync(join(build, 'x', 'guide'), { recursive: true });
  mkdirSync(join(build, 'x', '404'), { recursive: true });
  mkdirSync(join(build, 'x', 'zh', '404'), { recursive: true });
  mkdirSync(join(build, 'assets'), { recursive: true });
  writeFileSync(join(build, 'x', 'index.html'), '<h1>home</h1>');
  writeFileSync(join(build, 'x', 'guide', 'index.html'), `<h1>guide</h1>${'<p>words</p>'.repeat(200)}`);
  writeFileSync(join(build, 'x', 'guide.data'), '[]');
  mkdirSync(join(build, 'x', 'guide', 'assets'), { recursive: true });
  writeFileSync(join(build, 'x', 'guide', 'assets', 'index.html'), '<h1>a guide to assets</h1>');
  writeFileSync(join(build, 'x', '404', 'index.html'), '<h1>Page not found</h1>');
  writeFileSync(join(build, 'x', '404.data'), '[]');
  writeFileSync(join(build, 'x', 'zh', '404', 'index.html'), '<html lang="zh-Hans"><h1>找不到页面</h1>');
  writeFileSync(join(build, 'x', 'zh', '404.data'), '[]');
  writeFileSync(join(build, 'assets', 'app-abc123.js'), `console.log(1);${' '.repeat(2000)}`);
  writeFileSync(join(build, '__spa-fallback.html'), 'fallback');
  layoutOut(build, join(dir, 'out'));
  server = createServer(join(dir, 'out')).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('layoutOut', () => {
  it('merges pages and assets into one /x/ root with a 404.html', () => {
    const out = join(dir, 'out');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe('<h1>home</h1>');
    expect(existsSync(join(out, 'assets', 'app-abc123.js'))).toBe(true);
    expect(readFileSync(join(out, '404.html'), 'utf8')).toContain('Page not found');
    expect(existsSync(join(out, '404'))).toBe(false);
    expect(readFileSync(join(out, 'zh', '404.html'), 'utf8')).toContain('找不到页面');
    expect(existsSync(join(out, 'zh', '404'))).toBe(false);
    expect(existsSync(join(out, 'zh', '404.data'))).toBe(false);
    expect(existsSync(join(out, '__spa-fallback.html'))).toBe(false);
  });
});

describe('static server', () => {
  it('serves pages under /x/ compressed, and redirects / and missing slashes', async () => {
    const page = await fetch(`${base}/x/guide/`, { headers: { 'accept-encoding': 'br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const noSlash = await fetch(`${base}/x/guide`, { redirect: 'manual' });
    expect([noSlash.status, noSlash.headers.get('location')]).toEqual([301, '/x/guide/']);
    const root = await fetch(`${base}/`, { redirect: 'manual' });
    expect(root.headers.get('location')).toBe('/x/');
  });

  it('caches hashed assets for a year', async () => {
    const asset = await fetch(`${base}/x/assets/app-abc123.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${base}/x/guide/assets/`);
    expect(await page.text()).toContain('a guide to assets');
    expect(page.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    for (const path of ['/x/nope/', '/elsewhere', '/x/guide/deeper/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('answers unknown paths under /x/zh/ with the Chinese 404 page', async () => {
    for (const path of ['/x/zh/nope/', '/x/zh/guide/deeper/']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('找不到页面');
    }
    expect(await (await fetch(`${base}/x/zhongwen/`)).text()).toContain('Page not found');
  });

  it('serves robots.txt at the host root once the build has written it', async () => {
    expect((await fetch(`${base}/robots.txt`)).status).toBe(404);
    writeFileSync(join(dir, 'out', 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const robots = await fetch(`${base}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe('User-agent: *\nAllow: /\n');
  });
});

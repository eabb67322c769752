import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatHeadersFile } from './headers/headers-file';
import { securityHeaderRules } from './headers/security-headers';
import { createServer } from './server';

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'x-docs-headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(dir, 'sw.js'), 'self.skipWaiting;');
  writeFileSync(join(dir, 'assets', 'app-abc.js'), '1');
  writeFileSync(join(dir, '_headers'), formatHeadersFile(securityHeaderRules({})));
  server = createServer(dir).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('static server with out/_headers', () => {
  it('sends the security headers with pages, the 404 page and assets', async () => {
    for (const path of ['/x/', '/x/nope/', '/x/assets/app-abc.js']) {
      const response = await fetch(`${base}${path}`);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('takes caching from the file: the worker is revalidated, hashed assets kept a year', async () => {
    const worker = await fetch(`${base}/x/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('service-worker-allowed')).toBe('/x/');
    const asset = await fetch(`${base}/x/assets/app-abc.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/x/`)).headers.get('cache-control')).toBe('no-cache');
  });
});

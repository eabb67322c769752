import { describe, expect, it } from 'vitest';
import type { CspSettings } from '../headers/csp';
import { formatHeadersFile, headersFor, parseHeadersFile } from '../headers/headers-file';
import { HEADERS_PREAMBLE, securityHeaderRules } from '../headers/security-headers';
import { cloudflareHeaders, hostPatternMatches, netlifyHeaders, readHeadersAsHost } from './host-header-rules';

/** out/_headers as the build writes it, with every optional origin off and on. */
const files: [string, CspSettings][] = [
  ['no third parties', {}],
  [
    'analytics, ads and fonts on',
    {
      gaMeasurementId: 'G-TEST000000',
      adNetworkUrl: 'https://ads.example.test/network.js',
      adFeedUrl: 'https://ads.example.test/feed.json',
      fontsUrl: 'https://fonts.example.test/icons.css',
    },
  ],
];

/** A path of every kind the site serves. */
const PATHS = [
  '/x/',
  '/x/introduction/licensing/',
  '/x/react-data-grid/sorting/',
  '/x/react-data-grid/sorting.data',
  '/x/react-data-grid/sorting.md',
  '/x/api/data-grid/data-grid/',
  '/x/zh/introduction/',
  '/x/404.html',
  '/x/assets/entry.client-AbC123xy.js',
  '/x/assets/inter-latin-AbC123xy.woff2',
  '/x/sw.js',
  '/x/manifest.webmanifest',
  '/x/live-edit/runner.html',
];

describe.each(files)('out/_headers (%s) as each host reads it', (_name, settings) => {
  const text = formatHeadersFile(securityHeaderRules(settings), HEADERS_PREAMBLE);
  const hostRules = readHeadersAsHost(text);
  const ours = parseHeadersFile(text);

  it.each(PATHS)('%s: Netlify and Cloudflare Pages send what scripts/server.ts sends', (path) => {
    const expected = headersFor(ours, path);
    expect(netlifyHeaders(hostRules, path)).toEqual(expected);
    expect(cloudflareHeaders(hostRules, path)).toEqual(expected);
  });

  it.each(PATHS)('%s: one policy, framed only by the site, with the security headers', (path) => {
    const headers = cloudflareHeaders(hostRules, path);
    const policy = headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).not.toContain(',');
    expect(headers.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('Strict-Transport-Security')).toMatch(/^max-age=\d{7,}/);
    expect(headers.get('Referrer-Policy')).toBeTruthy();
  });

  it('caches hashed assets for a year and leaves pages, data and the worker to be revalidated', () => {
    expect(cloudflareHeaders(hostRules, '/x/assets/a-AbC123xy.js').get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cloudflareHeaders(hostRules, '/x/sw.js').get('Cache-Control')).toBe('no-cache');
    // No rule: both hosts then send their own revalidating default (max-age=0, must-revalidate on both).
    expect(cloudflareHeaders(hostRules, '/x/react-data-grid/sorting/').get('Cache-Control')).toBeUndefined();
  });
});

describe('the hosts’ reading', () => {
  it('differs where two matching rules set one header: Netlify keeps the later, Cloudflare joins both', () => {
    const rules = readHeadersAsHost(
      "/x/*\n  Content-Security-Policy: script-src 'self'\n/x/react-data-grid/*\n  Content-Security-Policy: script-src 'unsafe-inline'\n",
    );
    expect(netlifyHeaders(rules, '/x/react-data-grid/sorting/').get('Content-Security-Policy')).toBe(
      "script-src 'unsafe-inline'",
    );
    expect(cloudflareHeaders(rules, '/x/react-data-grid/sorting/').get('Content-Security-Policy')).toBe(
      "script-src 'self', script-src 'unsafe-inline'",
    );
  });

  it('joins a header repeated inside one rule on both hosts', () => {
    const rules = readHeadersAsHost('/x/*\n  Cache-Control: public\n  cache-control: max-age=60\n');
    expect(netlifyHeaders(rules, '/x/a').get('Cache-Control')).toBe('public, max-age=60');
    expect(cloudflareHeaders(rules, '/x/a').get('Cache-Control')).toBe('public, max-age=60');
  });

  it('matches a splat across segments and a placeholder within one', () => {
    expect(hostPatternMatches('/x/*', '/x/a/b/')).toBe(true);
    expect(hostPatternMatches('/x/:section/llms.txt', '/x/react-charts/llms.txt')).toBe(true);
    expect(hostPatternMatches('/x/:section/llms.txt', '/x/a/b/llms.txt')).toBe(false);
    expect(hostPatternMatches('/x/sw.js', '/x/swajs')).toBe(false);
  });

  it('rejects a header line with no rule above it, naming the line', () => {
    expect(() => readHeadersAsHost('# top\n  X-Test: 1\n')).toThrow(/^_headers:2: /);
  });
});

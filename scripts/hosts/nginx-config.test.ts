import { describe, expect, it } from 'vitest';
import { headersFor, parseHeadersFile, type HeaderRule } from '../headers/headers-file';
import { securityHeaderRules } from '../headers/security-headers';
import { locationHeaders, locationOf, nginxConfig, REVALIDATE } from './nginx-config';

/** The shape of out/_headers: one rule for every response, then caching rules for paths inside it. */
const HEADERS = `
/x/*
  Content-Security-Policy: default-src 'self'; frame-ancestors 'self'
  X-Content-Type-Options: nosniff
  X-Frame-Options: SAMEORIGIN
  Referrer-Policy: strict-origin-when-cross-origin
  Strict-Transport-Security: max-age=63072000; includeSubDomains

/x/assets/*
  Cache-Control: public, max-age=31536000, immutable

/x/sw.js
  Cache-Control: no-cache
  Service-Worker-Allowed: /x/
`;
const rules = parseHeadersFile(HEADERS);
const config = nginxConfig(rules);

/** The location blocks of a generated config, by their `location` line, with their `add_header` lines parsed. */
function locations(text: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const match of text.matchAll(/^location (= )?(\S+) \{\n((?: {2}add_header .*\n)*)\}$/gm)) {
    const headers = new Map<string, string>();
    for (const line of match[3]!.matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)" always;/g)) {
      headers.set(line[1]!, line[2]!.replaceAll('\\"', '"'));
    }
    blocks.set(`${match[1] ?? ''}${match[2]}`, headers);
  }
  return blocks;
}

/** The location nginx serves a path from: an exact match, else the longest matching prefix. */
function nginxLocation(blocks: Map<string, unknown>, path: string): string | undefined {
  if (blocks.has(`= ${path}`)) return `= ${path}`;
  return [...blocks.keys()]
    .filter((key) => !key.startsWith('= ') && path.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
}

describe('deploy/nginx.conf', () => {
  const blocks = locations(config);

  it('has one location per _headers rule, each carrying every header of every rule covering it', () => {
    expect([...blocks.keys()].sort()).toEqual(['/x/', '/x/assets/', '= /x/sw.js']);
    expect(blocks.get('/x/assets/')).toEqual(
      new Map([
        ...headersFor(rules, '/x/assets/app-1234.js'),
        ['Cache-Control', 'public, max-age=31536000, immutable'],
      ]),
    );
    expect(blocks.get('= /x/sw.js')?.get('Service-Worker-Allowed')).toBe('/x/');
    expect(blocks.get('= /x/sw.js')?.get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('sends on each path what scripts/server.ts sends, HTML and manifest revalidated', () => {
    const paths = [
      '/x/',
      '/x/react-data-grid/sorting/',
      '/x/assets/entry-abc.js',
      '/x/sw.js',
      '/x/manifest.webmanifest',
    ];
    for (const path of paths) {
      const served = new Map(headersFor(rules, path));
      if (!served.has('Cache-Control')) served.set('Cache-Control', REVALIDATE);
      expect(blocks.get(nginxLocation(blocks, path)!), path).toEqual(served);
    }
    expect(blocks.get('/x/')?.get('Cache-Control')).toBe('no-cache');
  });

  it('quotes values so a policy with quotes and semicolons stays one argument', () => {
    expect(config).toContain(`add_header Content-Security-Policy "default-src 'self'; frame-ancestors 'self'" always;`);
    expect(nginxConfig([{ pattern: '/x/*', headers: [['X-Test', 'say "hi"']] }])).toContain(
      'add_header X-Test "say \\"hi\\"" always;',
    );
  });

  it('redirects /x and the host root to /x/, and answers unknown paths with the 404 page', () => {
    expect(config).toContain('location = /x { return 301 /x/; }');
    expect(config).toContain('location = / { return 302 /x/; }');
    expect(config).toMatch(/^error_page 403 404 =404 \/x\/404\.html;$/m);
    // nginx redirects a folder requested without its slash by itself; relative, so a proxy's port does not leak.
    expect(config).toMatch(/^absolute_redirect off;$/m);
  });

  it('types the files nginx does not know: Markdown, route data, the manifest', () => {
    expect(config).toMatch(/^ {2}text\/markdown md;$/m);
    expect(config).toMatch(/^ {2}application\/manifest\+json webmanifest;$/m);
    expect(config).toMatch(/^ {2}text\/x-script data;$/m);
  });

  it('refuses a pattern nginx cannot express, naming it and the fix', () => {
    const rule: HeaderRule = { pattern: '/x/:section/llms.txt', headers: [['X-Robots-Tag', 'noindex']] };
    expect(() => nginxConfig([rule])).toThrow(/"\/x\/:section\/llms\.txt" has no nginx location.*Fix:/);
    expect(() => locationOf('/x/*/index.html')).toThrow(/no nginx location/);
  });

  it('gives a location with no caching rule the revalidating default', () => {
    expect(locationHeaders([], { match: '', path: '/x/' })).toEqual(new Map([['Cache-Control', 'no-cache']]));
  });
});

describe("deploy/nginx.conf from the build's own rules", () => {
  const buildRules = securityHeaderRules({
    gaMeasurementId: 'G-TEST000000',
    adFeedUrl: 'https://ads.example.test/f.json',
  });
  const blocks = locations(nginxConfig(buildRules));

  it.each([
    '/x/',
    '/x/react-data-grid/sorting/',
    '/x/zh/introduction/',
    '/x/assets/entry-AbC123xy.js',
    '/x/sw.js',
    '/x/live-edit/runner.html',
    '/x/manifest.webmanifest',
  ])('%s gets every header of every rule matching it', (path) => {
    const served = new Map(headersFor(buildRules, path));
    if (!served.has('Cache-Control')) served.set('Cache-Control', REVALIDATE);
    expect(blocks.get(nginxLocation(blocks, path)!)).toEqual(served);
  });

  it('has a location for every rule', () => {
    for (const rule of buildRules) {
      const { match, path } = locationOf(rule.pattern);
      expect(blocks.has(`${match ? '= ' : ''}${path}`), rule.pattern).toBe(true);
    }
  });
});

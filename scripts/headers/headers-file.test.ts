import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersFor, overlappingHeaders, parseHeadersFile } from './headers-file';
import { securityHeaderRules } from './security-headers';

describe('_headers file', () => {
  it('reads back what it writes', () => {
    const rules = securityHeaderRules({});
    const parsed = parseHeadersFile(formatHeadersFile(rules, ['generated']));
    expect(parsed).toEqual(rules.map(({ pattern, headers }) => ({ pattern, headers })));
  });

  it('gives a path the headers of every matching rule', () => {
    const rules = securityHeaderRules({});
    const asset = headersFor(rules, '/x/assets/root-abc.js');
    expect(asset.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.get('X-Content-Type-Options')).toBe('nosniff');
    const worker = headersFor(rules, '/x/sw.js');
    expect(worker.get('Cache-Control')).toBe('no-cache');
    expect(worker.get('Service-Worker-Allowed')).toBe('/x/');
    const page = headersFor(rules, '/x/react-charts/');
    expect(page.has('Cache-Control')).toBe(false);
    expect(page.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
  });

  it('gives every page, demo pages and the runner included, one policy that names no script source', () => {
    const rules = securityHeaderRules({});
    const policies = [
      '/x/api/data-grid/data-grid/',
      '/x/react-tree-view/rich-tree-view/items/',
      '/x/live-edit/runner.html',
    ].map((path) => headersFor(rules, path).get('Content-Security-Policy')!);
    expect(new Set(policies).size).toBe(1);
    expect(policies[0]).not.toMatch(/(^|; )(script-src|default-src) /);
    expect(policies[0]).toContain("frame-ancestors 'self'");
    expect(rules.filter((rule) => rule.headers.some(([name]) => name === 'Content-Security-Policy'))).toHaveLength(1);
    expect(headersFor(rules, '/x/live-edit/runner.html').get('X-Frame-Options')).toBe('SAMEORIGIN');
  });

  it('sets no header twice for one path, so no host merges two values', () => {
    expect(overlappingHeaders(securityHeaderRules({ adFeedUrl: 'https://feed.ads.example/a.json' }))).toEqual([]);
  });

  it('finds rules that can match one path and set the same header', () => {
    const rules = parseHeadersFile(
      [
        '/x/*',
        '  X-Frame-Options: DENY',
        '/x/live-edit/*',
        '  X-Frame-Options: SAMEORIGIN',
        '  X-Other: 1',
        '/x/sw.js',
        '  X-Other: 2',
        '/y/*',
        '  X-Frame-Options: DENY',
        '/x/:lang/page',
        '  X-Frame-Options: DENY',
      ].join('\n'),
    );
    expect(overlappingHeaders(rules)).toEqual([
      'X-Frame-Options (/x/*, /x/live-edit/*)',
      'X-Frame-Options (/x/*, /x/:lang/page)',
      // /x/live-edit/page matches both
      'X-Frame-Options (/x/live-edit/*, /x/:lang/page)',
    ]);
  });

  it('matches :placeholders as one segment and escapes dots', () => {
    const rules = parseHeadersFile('/x/:lang/page.html\n  X-Test: yes\n');
    expect(headersFor(rules, '/x/zh/page.html').get('X-Test')).toBe('yes');
    expect(headersFor(rules, '/x/zh/more/page.html').size).toBe(0);
    expect(headersFor(rules, '/x/zh/pageXhtml').size).toBe(0);
  });

  it('names the line of a header that has no path above it', () => {
    expect(() => parseHeadersFile('# comment\n  X-Test: yes\n')).toThrow('_headers:2:');
  });
});

import { describe, expect, it } from 'vitest';
import { formatHeadersFile, headersFor, parseHeadersFile } from './headers-file';
import { securityHeaderRules } from './security-headers';

const plan = { staticHashes: ['static='], hydratedPatterns: ['/x/react-tree-view/*'] };

describe('_headers file', () => {
  it('reads back what it writes', () => {
    const rules = securityHeaderRules({}, plan);
    const parsed = parseHeadersFile(formatHeadersFile(rules, ['generated']));
    expect(parsed).toEqual(rules.map(({ pattern, headers }) => ({ pattern, headers })));
  });

  it('gives a path the headers of every matching rule', () => {
    const rules = securityHeaderRules({}, plan);
    const asset = headersFor(rules, '/x/assets/root-abc.js');
    expect(asset.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(asset.get('X-Content-Type-Options')).toBe('nosniff');
    const worker = headersFor(rules, '/x/sw.js');
    expect(worker.get('Cache-Control')).toBe('no-cache');
    expect(worker.get('Service-Worker-Allowed')).toBe('/x/');
    const page = headersFor(rules, '/x/react-charts/');
    expect(page.has('Cache-Control')).toBe(false);
    expect(page.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('gives static pages the shared hashes, pages with live demos inline scripts, and the runner alone eval', () => {
    const rules = securityHeaderRules({}, plan);
    const scriptSrc = (path: string) =>
      headersFor(rules, path)
        .get('Content-Security-Policy')!
        .split('; ')
        .find((part) => part.startsWith('script-src '));
    expect(scriptSrc('/x/api/data-grid/data-grid/')).toBe("script-src 'self' 'sha256-static='");
    expect(scriptSrc('/x/react-tree-view/rich-tree-view/items/')).toBe("script-src 'self' 'unsafe-inline'");
    expect(scriptSrc('/x/live-edit/runner.html')).toBe("script-src 'unsafe-eval'");
    expect(headersFor(rules, '/x/live-edit/runner.html').get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(headersFor(rules, '/x/live-edit/runner.html').get('Content-Security-Policy')).toContain(
      "frame-ancestors 'self'",
    );
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

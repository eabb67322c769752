import { describe, expect, it } from 'vitest';
import { isStaticCandidate, SPECULATION_RULES, toStaticPage } from './static-page';

const entry = {
  file: 'assets/static-page-A.js',
  imports: ['assets/ads-B.js'],
  demoIslands: ['assets/demo-islands-C.js'],
};

/** A page shaped like React Router's prerendered output. */
const routerPage = (body: string) =>
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/x/assets/root-R.js"/>' +
  '<script>(function(){localStorage.getItem("x-docs-direction")})();</script></head><body>' +
  `${body}<script>((a, b) => {})("react-router-scroll-positions", null)</script>` +
  '<script>window.__reactRouterContext = {"basename":"/x/"};</script>' +
  '<script type="module" async="">import * as route0 from "/x/assets/root-R.js"; window.__reactRouterRouteModules = {};</script>' +
  '<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--></body></html>';

describe('toStaticPage', () => {
  const html = toStaticPage(routerPage('<main><h1>Licensing</h1></main>'), entry);

  it("removes React Router's preloads, hydration data, route modules and scroll restoration", () => {
    expect(html).not.toMatch(/__reactRouter|react-router-scroll-positions|root-R\.js/);
    expect(html).not.toContain('<!--$-->');
  });

  it('keeps the markup and the inline head scripts that apply preferences before paint', () => {
    expect(html).toContain('<main><h1>Licensing</h1></main>');
    expect(html).toContain('localStorage.getItem("x-docs-direction")');
  });

  it('runs the static-page script with its imports preloaded, and the speculation rules, at the end of the body', () => {
    expect(html).toMatch(
      new RegExp(
        '<link rel="modulepreload" href="/x/assets/ads-B.js"/>' +
          '<script type="module" async="" src="/x/assets/static-page-A.js"></script>' +
          '<script type="speculationrules">[^<]+</script></body></html>$',
      ),
    );
    expect(JSON.parse(SPECULATION_RULES)).toEqual({
      prefetch: [{ where: { href_matches: '/x/*' }, eagerness: 'moderate' }],
    });
  });

  it("preloads the demo island host's chunks on a page with demos only", () => {
    expect(html).not.toContain('demo-islands-C.js');
    const demos = toStaticPage(routerPage('<div data-slot="demo-island" data-demo="a"></div>'), entry);
    expect(demos).toContain('<link rel="modulepreload" href="/x/assets/demo-islands-C.js"/>');
  });

  it('refuses a document without a body end', () => {
    expect(() => toStaticPage('<p>fragment</p>', entry)).toThrow(/no <\/body>/);
  });
});

describe('isStaticCandidate', () => {
  it('follows the mark the shell puts on <main> (static without a live demo, react with one)', () => {
    expect(isStaticCandidate(routerPage('<main data-runtime="static"><p>Prose</p></main>'))).toBe(true);
    expect(
      isStaticCandidate(routerPage('<main data-runtime="react"><section data-slot="demo"></section></main>')),
    ).toBe(false);
  });
});

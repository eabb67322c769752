import type { DemoData, DemoHighlighting } from '../../src/demos/demo-types';

/**
 * Takes what the browser does not need to hydrate out of a demo's data. Highlighted HTML is most of a demo's data (on a
 * page of 22 demos, over a megabyte of the page's JavaScript), and the prerendered page already shows the highlighted
 * version it was rendered with, which the demo reads back from the page. The source texts go too: the JavaScript twins
 * and the helper files a demo imports (a data grid demo's dataset is a dozen files) were a page's largest chunk, and
 * even the one file a page shows first (its TypeScript) made a page of 24 demos about 9 KB heavier, when the page
 * already holds it as text (the demo reads it back too). All of it goes to a JSON module of its own, which the server
 * imports to prerender and the browser loads when a reader first comes near the demo's code or shows another version
 * (or arrives by a client-side navigation).
 */
export function splitHighlighting(data: DemoData): { data: DemoData; highlighting: DemoHighlighting } {
  const highlighting: DemoHighlighting = {};
  const variants = data.variants.map((variant) => {
    highlighting[variant.styling] = variant.files.map((file) => ({
      ts: file.ts.html,
      js: file.js.html,
      tsCode: file.ts.code,
      jsCode: file.js.code,
    }));
    return {
      ...variant,
      files: variant.files.map((file) => ({ ...file, ts: { code: '' }, js: { code: '' } })),
    };
  });
  return { data: { ...data, variants }, highlighting };
}

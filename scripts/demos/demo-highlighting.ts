import type { DemoData, DemoHighlighting } from '../../src/demos/demo-types';

/**
 * Takes a demo's highlighted code out of its data. Highlighted HTML is most of a demo's data (on a page of 22 demos,
 * over a megabyte of the page's JavaScript), and the browser needs none of it to hydrate: the prerendered page already
 * shows the highlighted version it was rendered with, which the demo reads back from the page. The highlighting goes
 * to a JSON module of its own, which the server imports to prerender and the browser loads when a reader first shows
 * another version (or arrives by a client-side navigation).
 */
export function splitHighlighting(data: DemoData): { data: DemoData; highlighting: DemoHighlighting } {
  const highlighting: DemoHighlighting = {};
  const variants = data.variants.map((variant) => {
    highlighting[variant.styling] = variant.files.map((file) => ({ ts: file.ts.html, js: file.js.html }));
    return {
      ...variant,
      files: variant.files.map((file) => ({ ...file, ts: { code: file.ts.code }, js: { code: file.js.code } })),
    };
  });
  return { data: { ...data, variants }, highlighting };
}

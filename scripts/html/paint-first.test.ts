import { describe, expect, it } from 'vitest';
import { DEFERRED_PRELOADS_ATTRIBUTE, paintFirst } from './paint-first';

const bootstrap = [
  'import "/x/assets/manifest-1.js";',
  'import * as route0 from "/x/assets/root-2.js";',
  'import * as route1 from "/x/assets/docs-page-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"docs":route1};',
  '',
  'import("/x/assets/entry.client-4.js");',
].join('\n');

const page = (body: string) =>
  `<!DOCTYPE html><html><head><title>T</title></head><body><main><p>Text</p></main>${body}</body></html>`;

describe('paintFirst', () => {
  const html = page(
    '<link rel="modulepreload" href="/x/assets/root-2.js"/><link rel="modulepreload" href="/x/assets/chunk-5.js"/>' +
      `<script type="module" async="">${bootstrap}</script><script>window.__reactRouterContext.streamController.close();</script>`,
  );
  const out = paintFirst(html);

  it('parks the module preloads in an inert template, in order, before the bootstrap', () => {
    expect(out).toContain(
      `<template ${DEFERRED_PRELOADS_ATTRIBUTE}=""><link rel="modulepreload" href="/x/assets/root-2.js"/>` +
        '<link rel="modulepreload" href="/x/assets/chunk-5.js"/></template><script type="module">',
    );
    expect(out.match(/<link rel="modulepreload"/g)).toHaveLength(2);
  });

  it('runs the same imports in the same order, after a frame and a task (at once in a hidden tab)', () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script).not.toMatch(/^import\s/m);
    const order = [...script.matchAll(/import\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(order).toEqual([
      '/x/assets/manifest-1.js',
      '/x/assets/root-2.js',
      '/x/assets/docs-page-3.js',
      '/x/assets/entry.client-4.js',
    ]);
    expect(script).toContain('const route0 = await import("/x/assets/root-2.js");');
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"docs":route1};');
    expect(script).toContain('requestAnimationFrame(() => setTimeout(start))');
    expect(script).toContain('if (document.visibilityState === "hidden") setTimeout(start);');
    expect(out).not.toContain('async=""');
  });

  it('keeps the content and the scripts after the bootstrap', () => {
    expect(out.startsWith('<!DOCTYPE html><html><head><title>T</title></head><body><main><p>Text</p></main>')).toBe(
      true,
    );
    expect(out).toContain('<script>window.__reactRouterContext.streamController.close();</script></body></html>');
  });

  it('leaves static pages (a module script with src) unchanged', () => {
    const staticPage = page(
      '<link rel="modulepreload" href="/x/assets/a.js"/><script type="module" async="" src="/x/assets/static-page-1.js"></script>',
    );
    expect(paintFirst(staticPage)).toBe(staticPage);
  });

  it('fails the build on an import form it cannot defer', () => {
    const odd = page(
      `<script type="module" async="">import { a } from "/x/assets/a.js";\nwindow.__reactRouterRouteModules = {};</script>`,
    );
    expect(() => paintFirst(odd)).toThrow(/cannot defer: import \{ a \} from "\/x\/assets\/a\.js";/);
  });
});

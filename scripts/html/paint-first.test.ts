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

  it('runs the same imports in the same order, a task after the first contentful paint (at once in a hidden tab)', () => {
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
    expect(script).toContain('if (list.getEntriesByName("first-contentful-paint").length === 0) return;');
    expect(script).toContain('if (document.visibilityState === "hidden") later();');
    expect(script).toContain('} else requestAnimationFrame(later);');
    expect(out).not.toContain('async=""');
  });

  it('keeps the content and the scripts after the bootstrap', () => {
    expect(out.startsWith('<!DOCTYPE html><html><head><title>T</title></head><body><main><p>Text</p></main>')).toBe(
      true,
    );
    expect(out).toContain('<script>window.__reactRouterContext.streamController.close();</script></body></html>');
  });

  it("starts a static page's entry after the first paint too, its preloads and the entry itself parked", () => {
    const staticPage = page(
      '<link rel="modulepreload" href="/x/assets/a.js"/><script type="module" async="" src="/x/assets/static-page-1.js"></script>' +
        '<script type="speculationrules">{}</script>',
    );
    const rewritten = paintFirst(staticPage);
    expect(rewritten).toContain(
      `<main><p>Text</p></main><template ${DEFERRED_PRELOADS_ATTRIBUTE}=""><link rel="modulepreload" href="/x/assets/a.js"/>` +
        '<link rel="modulepreload" href="/x/assets/static-page-1.js"/></template><script type="module">',
    );
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(rewritten)![1]!;
    expect(script).toContain('await import("/x/assets/static-page-1.js");');
    expect(script).toContain('.observe({ type: "paint", buffered: true });');
    expect(rewritten).not.toContain('async=""');
    expect(rewritten).toContain('</script><script type="speculationrules">{}</script></body></html>');
  });

  it('moves the web app manifest link into the template, so the manifest and its icons load after the first paint', () => {
    const manifest = '<link rel="manifest" href="/x/manifest.webmanifest"/>';
    const withManifest = (body: string) => page(body).replace('<title>T</title>', `<title>T</title>${manifest}`);
    for (const before of [
      withManifest(`<script type="module" async="">${bootstrap}</script>`),
      withManifest('<script type="module" async="" src="/x/assets/static-page-1.js"></script>'),
    ]) {
      const rewritten = paintFirst(before);
      expect(rewritten.match(/<link rel="manifest"/g)).toHaveLength(1);
      expect(rewritten).toContain('<head><title>T</title></head>');
      expect(/<template[^>]*>([\s\S]*?)<\/template>/.exec(rewritten)![1]).toContain(manifest);
    }
    const plain = withManifest('<script>var a = 1;</script>');
    expect(paintFirst(plain)).toBe(plain);
  });

  it('leaves a page without a module script unchanged', () => {
    const plain = page('<script>var a = 1;</script>');
    expect(paintFirst(plain)).toBe(plain);
  });

  it('with the built modules known, evaluates each graph a module a task, in the order the imports would have', () => {
    const graph: Record<string, string[]> = {
      '/x/assets/root-2.js': ['/x/assets/react-6.js', '/x/assets/chunk-5.js'],
      '/x/assets/chunk-5.js': ['/x/assets/react-6.js'],
      '/x/assets/docs-page-3.js': ['/x/assets/chunk-5.js', '/x/assets/demo-7.js'],
      '/x/assets/entry.client-4.js': ['/x/assets/react-6.js', '/x/assets/dom-8.js'],
    };
    const preloads = ['entry.client-4', 'dom-8', 'docs-page-3', 'root-2', 'chunk-5', 'demo-7', 'react-6', 'other-9']
      .map((name) => `<link rel="modulepreload" href="/x/assets/${name}.js"/>`)
      .join('');
    const stepwise = paintFirst(
      page(`${preloads}<script type="module" async="">${bootstrap}</script>`),
      (url) => graph[url] ?? [],
    );
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(stepwise)![1]!;
    const start = script.slice(script.indexOf('const start'));
    expect(start).toContain(
      [
        'await import("/x/assets/manifest-1.js");',
        'await evaluateInSteps(["/x/assets/react-6.js","/x/assets/chunk-5.js"]);',
        'const route0 = await import("/x/assets/root-2.js");',
        'await evaluateInSteps(["/x/assets/demo-7.js"]);',
        'const route1 = await import("/x/assets/docs-page-3.js");',
      ].join('\n'),
    );
    expect(start).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"docs":route1};\n\n' +
        'await evaluateInSteps(["/x/assets/dom-8.js"]);\nimport("/x/assets/entry.client-4.js");',
    );
    expect(script).toContain('const evaluateInSteps = async (urls) => { for (const url of urls) { await import(url);');
    expect(script).toContain('globalThis.scheduler?.yield?.()');
    const parked = [...stepwise.matchAll(/<link rel="modulepreload" href="\/x\/assets\/([^"]+)\.js"\/>/g)];
    expect(parked.map((match) => match[1])).toEqual([
      'react-6',
      'chunk-5',
      'root-2',
      'demo-7',
      'docs-page-3',
      'dom-8',
      'entry.client-4',
      'other-9',
    ]);
  });

  it('leaves the helper out of a start that has nothing to evaluate in steps', () => {
    const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script).not.toContain('evaluateInSteps');
  });

  it('fails the build on an import form it cannot defer', () => {
    const odd = page(
      `<script type="module" async="">import { a } from "/x/assets/a.js";\nwindow.__reactRouterRouteModules = {};</script>`,
    );
    expect(() => paintFirst(odd)).toThrow(/cannot defer: import \{ a \} from "\/x\/assets\/a\.js";/);
  });
});

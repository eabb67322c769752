/**
 * Paint first, then start the app. React Router ends a page with an inline `<script type="module" async>` whose static
 * imports pull in the whole app (React, MUI, the route modules) and then the client entry, which hydrates. An async
 * module runs as soon as its graph has loaded, which on a fast or warm connection is before the browser has painted
 * the page it has just parsed; the page's `modulepreload` links start those downloads while the HTML is still being
 * read. This rewrites the bootstrap so the same imports run one frame and one task after the first paint (at once in
 * a hidden tab, which has no frames), in the same order, and parks the preload links in an inert `<template>` that the
 * bootstrap moves into the head when it starts. The links stay in the HTML, so what counts a page's assets (its size
 * budget, "Available offline") still finds them. A page without React Router's bootstrap is unchanged.
 */

import { takeModulePreloads } from './module-preloads';

/** Attribute of the `<template>` holding a page's module preloads until its app starts. */
export const DEFERRED_PRELOADS_ATTRIBUTE = 'data-deferred-preloads';

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** `import "x";` → `await import("x");`, `import * as n from "x";` → `const n = await import("x");`. */
function deferImports(code: string): string {
  const rewritten = code
    .replace(/^import\s+"([^"]+)";?$/gm, (_, source: string) => `await import(${JSON.stringify(source)});`)
    .replace(
      /^import\s+\*\s+as\s+(\w+)\s+from\s+"([^"]+)";?$/gm,
      (_, name: string, source: string) => `const ${name} = await import(${JSON.stringify(source)});`,
    );
  const left = /^import\s+[^(].*$/m.exec(rewritten);
  if (left) {
    throw new Error(
      `paint-first: React Router's bootstrap script has an import this step cannot defer: ${left[0]}. ` +
        'Teach scripts/html/paint-first.ts that form, or remove the step from 84-module-preloads.ts.',
    );
  }
  return rewritten;
}

export function paintFirst(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap || !bootstrap[1]!.includes('__reactRouterRouteModules')) return html;
  const body = deferImports(bootstrap[1]!.trim());
  const { rest: before, links } = takeModulePreloads(html.slice(0, bootstrap.index));
  const after = html.slice(bootstrap.index + bootstrap[0].length);
  const script = [
    '<script type="module">',
    'const start = async () => {',
    `const preloads = document.querySelector("template[${DEFERRED_PRELOADS_ATTRIBUTE}]");`,
    'if (preloads) document.head.append(preloads.content);',
    body,
    '};',
    'if (document.visibilityState === "hidden") setTimeout(start);',
    'else requestAnimationFrame(() => setTimeout(start));',
    '</script>',
  ].join('\n');
  const template = links.length > 0 ? `<template ${DEFERRED_PRELOADS_ATTRIBUTE}="">${links.join('')}</template>` : '';
  return `${before}${template}${script}${after}`;
}

/**
 * Paint first, then start the page's script. React Router ends a page with an inline `<script type="module" async>`
 * whose static imports pull in the whole app (React, MUI, the route modules) and then the client entry, which hydrates;
 * a static page ends with `<script type="module" async src>`, the static-page entry (scripts/html/static-page.ts). An
 * async module runs as soon as its graph has loaded, which on a fast or warm connection is before the browser has
 * painted the page it has just parsed; the page's `modulepreload` links start those downloads while the HTML is still
 * being read. Those downloads are also what Lighthouse's simulated first paint waits for: it counts every
 * high-priority script that finished loading before the observed first paint as render-blocking, and a module's
 * evaluation never clears it. This rewrites the start so the same imports run one task after the first contentful
 * paint (at once in a hidden tab, which never paints), in the same order, and parks the preload links (with a static
 * page's entry among them) in an inert `<template>` that the script moves into the head when it starts. The links stay
 * in the HTML, so what counts a page's assets (its size budget, the service worker's precache, "Available offline")
 * still finds them. The web app manifest's link waits in the same template: a browser that reads it fetches the
 * manifest and then one of its icons, two round trips Lighthouse's simulated largest paint counted against the page
 * (about 0.15 s) although neither draws anything. A page with neither script is unchanged.
 *
 * Given the built modules' static imports, the bootstrap also evaluates its graphs one module a task, in the order the
 * browser would have evaluated them (scripts/html/evaluation-order.ts), and the parked preloads follow that order.
 */

import { evaluationOrder, type StaticImports } from './evaluation-order';
import { takeModulePreloads } from './module-preloads';

/** Attribute of the `<template>` holding a page's module preloads until its app starts. */
export const DEFERRED_PRELOADS_ATTRIBUTE = 'data-deferred-preloads';

const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** A statement of React Router's bootstrap: `import "x";`, `import * as n from "x";` or `import("x");`. */
const IMPORT_STATEMENT = /^import\s+(?:\*\s+as\s+(\w+)\s+from\s+)?"([^"]+)";?$|^import\("([^"]+)"\);?$/gm;

/**
 * `import "x";` → `await import("x");`, `import * as n from "x";` → `const n = await import("x");`, `import("x");`
 * unchanged. With `staticImports`, each is preceded by `await evaluateInSteps([...])`: the modules of its graph not
 * evaluated yet, in the order the browser would evaluate them ({@link evaluationOrder}), so no single task evaluates
 * a whole graph. `evaluated` collects every module so listed, in that order.
 */
function deferImports(code: string, staticImports: StaticImports | undefined, evaluated: Set<string>): string {
  const rewritten = code.replace(IMPORT_STATEMENT, (_, name: string | undefined, source?: string, dynamic?: string) => {
    const url = (source ?? dynamic)!;
    const quoted = JSON.stringify(url);
    const statement = dynamic
      ? `import(${quoted});`
      : name
        ? `const ${name} = await import(${quoted});`
        : `await import(${quoted});`;
    if (!staticImports) return statement;
    const steps = evaluationOrder([url], staticImports, evaluated);
    // The last step is the module itself, left to the statement (its graph evaluated, it runs alone).
    if (steps.at(-1) === url) steps.pop();
    return steps.length > 0 ? `await evaluateInSteps(${JSON.stringify(steps)});\n${statement}` : statement;
  });
  const left = /^import\s+[^(].*$/m.exec(rewritten);
  if (left) {
    throw new Error(
      `paint-first: React Router's bootstrap script has an import this step cannot defer: ${left[0]}. ` +
        'Teach scripts/html/paint-first.ts that form, or remove the step from 84-module-preloads.ts.',
    );
  }
  return rewritten;
}

/**
 * Imports modules one by one, yielding to the page after each: evaluated in one go, the app's root graph (about ninety
 * modules on a page of demos) was one task of 15 to 37 ms, four times that on Lighthouse's slowed CPU, and blocked the
 * reader's input. `scheduler.yield()` resumes before other queued work; a browser without it gets a message-channel
 * task (a timeout would be clamped to 4 ms after a few nested ones).
 */
const EVALUATE_IN_STEPS = [
  'const yieldToPage = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null); });',
  'const evaluateInSteps = async (urls) => { for (const url of urls) { await import(url); await yieldToPage(); } };',
].join('\n');

/**
 * How many of the parked links go into the head in one task. Each module preload makes its request as it is inserted,
 * which costs the page's thread 0.3 to 1 ms and at times 5 to 17 ms, four times that on Lighthouse's slowed CPU: the 93
 * of a page of Data Grid demos, inserted together, were one task of 50 to 130 ms that blocked the reader's input. In
 * slices of this size, one per task, the first modules are requested at once and the rest before the first imported
 * module has even been parsed.
 */
export const PRELOADS_PER_TASK = 8;

/**
 * The script that starts `body` (statements that may `await`) once the page has painted its first content, preloads
 * first (in slices of {@link PRELOADS_PER_TASK}, one per task). The first animation frame is not enough: on a static
 * page it often comes before the first contentful paint (a frame of background while the fonts' short block period
 * runs), and scripts requested then still count against the first paint. Browsers without paint timing wait a frame and a task; a hidden tab, which never paints, starts at once;
 * and a page that has not painted within three seconds starts anyway.
 */
function startAfterPaint(body: string): string {
  return [
    '<script type="module">',
    ...(body.includes('evaluateInSteps(') ? [EVALUATE_IN_STEPS] : []),
    'let started = false;',
    'const start = async () => {',
    'if (started) return;',
    'started = true;',
    `const preloads = document.querySelector("template[${DEFERRED_PRELOADS_ATTRIBUTE}]");`,
    'const links = preloads ? [...preloads.content.childNodes] : [];',
    `const preloadSome = () => { document.head.append(...links.splice(0, ${PRELOADS_PER_TASK})); if (links.length > 0) setTimeout(preloadSome); };`,
    'preloadSome();',
    body,
    '};',
    'const later = () => setTimeout(start);',
    'if (document.visibilityState === "hidden") later();',
    'else if (PerformanceObserver.supportedEntryTypes?.includes("paint")) {',
    'new PerformanceObserver((list, observer) => {',
    'if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
    'observer.disconnect();',
    'later();',
    '}).observe({ type: "paint", buffered: true });',
    'setTimeout(start, 3000);',
    '} else requestAnimationFrame(later);',
    '</script>',
  ].join('\n');
}

const MANIFEST_LINK = /<link rel="manifest" href="[^"]*"\/>/;

/** `head` without the manifest link, and the link (if there is one). */
function takeManifestLink(head: string): { rest: string; links: string[] } {
  const link = MANIFEST_LINK.exec(head);
  if (!link) return { rest: head, links: [] };
  return { rest: head.slice(0, link.index) + head.slice(link.index + link[0].length), links: [link[0]] };
}

/** The module preloads and the manifest link of `html`, taken out of it. */
function takeDeferredLinks(html: string): { rest: string; links: string[] } {
  const preloads = takeModulePreloads(html);
  const manifest = takeManifestLink(preloads.rest);
  return { rest: manifest.rest, links: [...preloads.links, ...manifest.links] };
}

const template = (links: string[]) =>
  links.length > 0 ? `<template ${DEFERRED_PRELOADS_ATTRIBUTE}="">${links.join('')}</template>` : '';

/** A static page's entry: a module script with a source, as scripts/html/static-page.ts writes it. */
const STATIC_ENTRY = /<script type="module" async="" src="([^"]+)"><\/script>/;

/**
 * `links` with the module preloads of `evaluated` first, in that order (the order the start imports them), and the
 * others after them as they were.
 */
function inEvaluationOrder(links: string[], evaluated: Set<string>): string[] {
  if (evaluated.size === 0) return links;
  const position = new Map([...evaluated].map((url, index) => [url, index]));
  const rank = (link: string) => {
    const href = /^<link rel="modulepreload" href="([^"]+)"/.exec(link)?.[1];
    return (href === undefined ? undefined : position.get(href)) ?? position.size;
  };
  return links
    .map((link, index) => ({ link, index, rank: rank(link) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ link }) => link);
}

/**
 * Rewrites a page's start as described above. With `staticImports` (how step 84 calls it, reading the built assets),
 * React Router's bootstrap evaluates its module graphs a module a task, and the parked preloads are in that order.
 */
export function paintFirst(html: string, staticImports?: StaticImports): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (bootstrap && bootstrap[1]!.includes('__reactRouterRouteModules')) {
    const evaluated = new Set<string>();
    const body = deferImports(bootstrap[1]!.trim(), staticImports, evaluated);
    const { rest: before, links } = takeDeferredLinks(html.slice(0, bootstrap.index));
    const after = html.slice(bootstrap.index + bootstrap[0].length);
    return `${before}${template(inEvaluationOrder(links, evaluated))}${startAfterPaint(body)}${after}`;
  }
  const entry = STATIC_ENTRY.exec(html);
  if (!entry) return html;
  const src = entry[1]!;
  const { rest: before, links } = takeDeferredLinks(html.slice(0, entry.index));
  const after = html.slice(entry.index + entry[0].length);
  const preloads = [...links, `<link rel="modulepreload" href="${src}"/>`];
  return `${before}${template(preloads)}${startAfterPaint(`await import(${JSON.stringify(src)});`)}${after}`;
}

/**
 * Paint first, then start the page's script. Every page ends with `<script type="module" async src>`, the static-page
 * entry (scripts/html/static-page.ts). An async module runs as soon as its graph has loaded, which on a fast or warm
 * connection is before the browser has painted the page it has just parsed; the page's `modulepreload` links start
 * those downloads while the HTML is still being read. Those downloads are also what Lighthouse's simulated first paint
 * waits for: it counts every high-priority script that finished loading before the observed first paint as
 * render-blocking, and a module's evaluation never clears it. This rewrites the start so the entry is imported one task
 * after the first contentful paint (at once in a hidden tab, which never paints), and parks the preload links (the
 * entry among them) in an inert `<template>` that the script moves into the head when it starts. The links stay in the
 * HTML, so what counts a page's assets (its size budget, the service worker's precache, "Available offline") still
 * finds them. The web app manifest's link waits in the same template: a browser that reads it fetches the manifest and
 * then one of its icons, two round trips Lighthouse's simulated largest paint counted against the page (about 0.15 s)
 * although neither draws anything. A page without the entry is unchanged.
 */

/** Attribute of the `<template>` holding a page's module preloads until its app starts. */
export const DEFERRED_PRELOADS_ATTRIBUTE = 'data-deferred-preloads';

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

/** The `<link rel="modulepreload">` tags of `html`, in order, and `html` without them. */
function takeModulePreloads(html: string): { rest: string; links: string[] } {
  const links: string[] = [];
  const rest = html.replace(/<link rel="modulepreload"[^>]*>/gi, (tag) => {
    links.push(tag);
    return '';
  });
  return { rest, links };
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

/** Rewrites a page's start as described above. */
export function paintFirst(html: string): string {
  const entry = STATIC_ENTRY.exec(html);
  if (!entry) return html;
  const src = entry[1]!;
  const { rest: before, links } = takeDeferredLinks(html.slice(0, entry.index));
  const after = html.slice(entry.index + entry[0].length);
  const preloads = [...links, `<link rel="modulepreload" href="${src}"/>`];
  return `${before}${template(preloads)}${startAfterPaint(`await import(${JSON.stringify(src)});`)}${after}`;
}

/**
 * MUI's theme variables on a static page: only those the page's own CSS reads stay inline, and the whole set is a
 * cached stylesheet the page adds when the reader first reaches for an island.
 *
 * The theme writes every variable of both colour schemes (231 at the time of writing: the palette with its channels,
 * 25 shadows, 25 overlays, z-indexes, component colours) into one `<Global>` tag, 24 KB of a page's CSS and a fifth of
 * its gzipped HTML. A prose or API page reads about 35 of them. The islands a static page mounts later (search,
 * settings, menus, the phone-sized navigation) render without generating the theme's styles
 * (`disableStyleSheetGeneration`, src/static-page/islands/island-providers.tsx), so they rely on the page for the
 * rest: the full set goes to `assets/theme-variables-<hash>.css`, linked from an inert template that the island host
 * adds before its first render (src/static-page/theme-stylesheet.ts). Not at the page's start: a stylesheet with
 * `:root` rules restyles every element, a long task on a large page (loaded after the first paint, it took Lighthouse's
 * total blocking time on the Data Grid's API page to 170 ms). The values are the same in both places, so nothing
 * changes colour when it arrives. A page without JavaScript never needs more than what its own markup reads.
 *
 * React pages keep the whole tag: their `ThemeProvider` adopts it while hydrating and their demos may render any
 * component at any time.
 */
import { createHash } from 'node:crypto';
import { THEME_STYLESHEET_ATTRIBUTE } from '../../src/static-page/theme-stylesheet';

const GLOBAL_TAG = /(<style data-emotion="css-global [^"]+"[^>]*>)([\s\S]*?)(<\/style>)/g;
const LAYER = /^(@layer [\w-]+\{)([\s\S]*)(\})$/;
const BLOCK = /([^{}]+)\{([^{}]*)\}/g;
const VARIABLE_USE = /var\(\s*(--[\w-]+)/g;

interface Block {
  selector: string;
  declarations: string[];
}

/** A theme tag's CSS, parsed: its layer, its blocks, and the values each variable is given (in either scheme). */
interface ThemeCss {
  /** `@layer mui{` … `}` around the blocks, or empty strings. */
  before: string;
  after: string;
  blocks: Block[];
  values: Map<string, string[]>;
  /** Its stylesheet's file name in `out/`. */
  file: string;
}

interface ThemeTag {
  /** Offset of the tag in the page and its length. */
  at: number;
  length: number;
  open: string;
  close: string;
  css: string;
  parsed: ThemeCss;
}

/** Splits a declaration list at its top-level semicolons (none inside quotes or brackets). */
export function splitDeclarations(body: string): string[] {
  const declarations: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < body.length; index += 1) {
    const char = body[index]!;
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ';' && depth === 0) {
      declarations.push(body.slice(start, index));
      start = index + 1;
    }
  }
  declarations.push(body.slice(start));
  return declarations.map((declaration) => declaration.trim()).filter(Boolean);
}

const propertyOf = (declaration: string) => declaration.slice(0, declaration.indexOf(':')).trim();
const isThemeSelector = (selector: string) =>
  selector.split(',').every((part) => part.trim() === ':root' || part.trim().startsWith('[data-mui-color-scheme='));

/**
 * Every static page carries the same theme CSS (one per build, or a few), so each text is parsed and hashed once.
 * Undefined for CSS of any other shape.
 */
const parsedThemes = new Map<string, ThemeCss | undefined>();

function parseThemeCss(css: string): ThemeCss | undefined {
  if (parsedThemes.has(css)) return parsedThemes.get(css);
  if (parsedThemes.size >= 16) parsedThemes.clear();
  const layer = LAYER.exec(css);
  const inner = layer ? layer[2]! : css;
  const blocks: Block[] = [];
  let covered = 0;
  for (const block of inner.matchAll(BLOCK)) {
    blocks.push({ selector: block[1]!, declarations: splitDeclarations(block[2]!) });
    covered += block[0].length;
  }
  const isTheme =
    blocks.length > 0 &&
    covered === inner.length &&
    blocks.every((block) => isThemeSelector(block.selector)) &&
    blocks.some((block) => block.declarations.some((declaration) => declaration.startsWith('--')));
  const parsed = isTheme
    ? {
        before: layer ? layer[1]! : '',
        after: layer ? layer[3]! : '',
        blocks,
        values: variableValues(blocks),
        file: themeStylesheetFile(css),
      }
    : undefined;
  parsedThemes.set(css, parsed);
  return parsed;
}

/**
 * The page's theme-variable tag: a `<Global>` tag whose CSS, inside an optional `@layer`, is nothing but blocks for
 * `:root` and the colour-scheme selectors, declaring custom properties. Undefined if there is none or it has any other
 * shape (then the page is left as it is).
 */
function findThemeTag(html: string): ThemeTag | undefined {
  for (const match of html.matchAll(GLOBAL_TAG)) {
    const [tag, open, css, close] = match as unknown as [string, string, string, string];
    const parsed = parseThemeCss(css);
    if (parsed) return { at: match.index, length: tag.length, open, close, css, parsed };
  }
  return undefined;
}

/** The values each variable is given in `blocks`. */
function variableValues(blocks: Block[]): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const block of blocks) {
    for (const declaration of block.declarations) {
      const property = propertyOf(declaration);
      if (!property.startsWith('--')) continue;
      values.set(property, [...(values.get(property) ?? []), declaration.slice(declaration.indexOf(':') + 1)]);
    }
  }
  return values;
}

/** The variables `css` reads, and every variable their values read in turn. */
function variablesRead(css: string, values: Map<string, string[]>): Set<string> {
  const read = new Set<string>();
  const pending = [...css.matchAll(VARIABLE_USE)].map((match) => match[1]!);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (read.has(name)) continue;
    read.add(name);
    for (const value of values.get(name) ?? []) {
      for (const use of value.matchAll(VARIABLE_USE)) pending.push(use[1]!);
    }
  }
  return read;
}

/**
 * `html` with its theme-variable tag cut down to the variables the rest of the page reads (in its style tags and
 * `style` attributes, directly or through another variable), and the whole tag's CSS, for the stylesheet. A page
 * without such a tag comes back unchanged, with no stylesheet.
 */
export function pruneThemeVariables(html: string): { html: string; stylesheet?: { file: string; css: string } } {
  const tag = findThemeTag(html);
  if (!tag) return { html };
  const rest = html.slice(0, tag.at) + html.slice(tag.at + tag.length);
  const { before, after, blocks, values } = tag.parsed;
  const read = variablesRead(rest, values);
  const kept = blocks
    .map((block) => ({
      selector: block.selector,
      declarations: block.declarations.filter(
        (declaration) => !declaration.startsWith('--') || read.has(propertyOf(declaration)),
      ),
    }))
    .filter((block) => block.declarations.length > 0)
    .map((block) => `${block.selector}{${block.declarations.join(';')};}`)
    .join('');
  const pruned = `${tag.open}${before}${kept}${after}${tag.close}`;
  return {
    html: html.slice(0, tag.at) + pruned + html.slice(tag.at + tag.length),
    stylesheet: { file: tag.parsed.file, css: tag.css },
  };
}

/** The file name of a theme stylesheet in `assets/`: its content's hash, so it can be cached for good. */
export function themeStylesheetFile(css: string): string {
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return `assets/theme-variables-${hash}.css`;
}

const STATIC_ENTRY = /<script type="module" async="" src="/;

/**
 * A static page (scripts/html/static-page.ts) with its theme variables pruned and the whole set linked from an inert
 * template at the end of its body, for the island host to add (src/static-page/theme-stylesheet.ts); and the
 * stylesheet to write. Any other page (a React page, a page without the theme's tag) comes back unchanged, with no
 * stylesheet.
 */
export function splitThemeVariables(html: string): { html: string; stylesheet?: { file: string; css: string } } {
  if (!STATIC_ENTRY.test(html) || html.includes('__reactRouterContext')) return { html };
  const pruned = pruneThemeVariables(html);
  const bodyEnd = pruned.html.lastIndexOf('</body>');
  if (pruned.stylesheet === undefined || bodyEnd === -1) return { html };
  const template = `<template ${THEME_STYLESHEET_ATTRIBUTE}=""><link rel="stylesheet" href="/x/${pruned.stylesheet.file}"/></template>`;
  return {
    html: pruned.html.slice(0, bodyEnd) + template + pruned.html.slice(bodyEnd),
    stylesheet: pruned.stylesheet,
  };
}

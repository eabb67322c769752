import createCache, { type EmotionCache } from '@emotion/cache';
import { StyleSheet, type Options as StyleSheetOptions } from '@emotion/sheet';
import rtlPlugin from 'stylis-plugin-rtl';
import { modernPrefixer } from './modern-prefixer';
import { PRERENDERED_STYLE_ATTRIBUTE } from './prerendered-styles';
import type { Direction } from '../config/preferences/preference-rules';

const caches = new Map<Direction, EmotionCache>();

const LAYER_STATEMENT = /^@layer\s+[^{]*$/;

/** The sheet as Emotion's browser insert writes to it (one finished rule at a time), each rule put in the `mui` layer. */
function inLayer(sheet: StyleSheet): StyleSheet {
  return Object.assign(Object.create(sheet) as StyleSheet, {
    insert: (rule: string) => sheet.insert(LAYER_STATEMENT.test(rule) ? rule : `@layer mui{${rule}}`),
  });
}

/**
 * Emotion's style sheet, except that a prerendered tag it takes over stays where it is, and a tag it adds goes next to
 * the one it follows, wherever that is. Emotion's `<Global>` styles (the theme's variables, the baseline, the docs'
 * global rules) take over their prerendered tag this way: moving it into `<head>` would be a stylesheet removed and
 * added, and for rules on `:root`, `*` and `body` that recalculates the style of every element on the page.
 */
class InPlaceStyleSheet extends StyleSheet {
  constructor(options: StyleSheetOptions) {
    super(options);
    const insertTag = (tag: HTMLStyleElement) => {
      const last = this.tags.at(-1);
      const before = last
        ? last.nextSibling
        : (this.insertionPoint?.nextSibling ?? (this.prepend ? this.container.firstChild : this.before));
      (before?.parentNode ?? last?.parentNode ?? this.container).insertBefore(tag, before);
      this.tags.push(tag);
    };
    // Emotion's own sheet calls this for every tag it adds (declared private in its types).
    Object.assign(this, { _insertTag: insertTag });
  }

  override hydrate(nodes: HTMLStyleElement[]): void {
    this.tags.push(...nodes);
  }
}

/**
 * The ids of the rules the server already wrote for `key`. The build hands those tags over under
 * `data-emotion-prerendered` (scripts/html/emotion-style-order.ts), where no cache moves them: they stay where they are
 * (before what they style) and are never written twice.
 */
function prerenderedRuleIds(key: string): string[] {
  return [...document.querySelectorAll(`style[${PRERENDERED_STYLE_ATTRIBUTE}^="${key} "]`)].flatMap((style) =>
    (style.getAttribute(PRERENDERED_STYLE_ATTRIBUTE) ?? '').split(' ').slice(1),
  );
}

/**
 * The Emotion cache for a text direction. Every rule goes into the `mui` cascade layer (so the
 * `theme, docsearch, mui, utilities` order holds in both directions); in RTL, stylis flips physical
 * properties (margin-left → margin-right …) for the shell and the demos alike.
 */
export function getEmotionCache(direction: Direction): EmotionCache {
  const inBrowser = typeof document === 'object';
  const existing = inBrowser ? caches.get(direction) : undefined;
  if (existing) return existing;
  const key = direction === 'rtl' ? 'css-rtl' : 'css';
  const cache = createCache({
    key,
    stylisPlugins: direction === 'rtl' ? [modernPrefixer, rtlPlugin] : [modernPrefixer],
  });
  // `<Global>` makes its sheets with this constructor.
  if (inBrowser) {
    for (const id of prerenderedRuleIds(key)) cache.inserted[id] = true;
    cache.sheet = new InPlaceStyleSheet({
      key,
      container: cache.sheet.container,
      nonce: cache.sheet.nonce,
      speedy: cache.sheet.isSpeedy,
    });
  }
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // A rule that is itself a layer statement must not be nested.
    if (LAYER_STATEMENT.test(serialized.styles)) return insert(selector, serialized, sheet, shouldCache);
    // The layer goes around what stylis wrote, not around what it reads: stylis-plugin-rtl mirrors only rules at the
    // top of a style (or in @media), so rules already inside `@layer mui {…}` would keep every left and right.
    const rules = insert(selector, serialized, inLayer(sheet), shouldCache);
    return typeof rules === 'string' && rules !== '' ? `@layer mui{${rules}}` : rules;
  };
  if (typeof document === 'object') caches.set(direction, cache);
  return cache;
}

import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Direction } from '../config/preferences/preference-rules';

const caches = new Map<Direction, EmotionCache>();

/**
 * The Emotion cache for a text direction. Every rule goes into the `mui` cascade layer (so the
 * `theme, docsearch, mui, utilities` order holds in both directions); in RTL, stylis flips physical
 * properties (margin-left → margin-right …) for the shell and the demos alike.
 */
export function getEmotionCache(direction: Direction): EmotionCache {
  const existing = typeof document === 'object' ? caches.get(direction) : undefined;
  if (existing) return existing;
  const cache = createCache({
    key: direction === 'rtl' ? 'css-rtl' : 'css',
    stylisPlugins: direction === 'rtl' ? [prefixer, rtlPlugin] : [prefixer],
  });
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    // A rule that is itself a layer statement must not be nested.
    if (!/^@layer\s+[^{]*$/.test(serialized.styles)) {
      serialized = { ...serialized, styles: `@layer mui {${serialized.styles}}` };
    }
    return insert(selector, serialized, sheet, shouldCache);
  };
  if (typeof document === 'object') caches.set(direction, cache);
  return cache;
}

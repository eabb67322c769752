import cssjanus from 'cssjanus';
import { PRERENDERED_STYLE_ATTRIBUTE } from '../theme/prerendered-styles';

/** The prerendered rules of each style tag, kept so a return to left-to-right restores them exactly. */
const originals = new WeakMap<HTMLStyleElement, string>();

/**
 * Mirrors a stylesheet's physical properties and values (margin-left → margin-right, `padding: 1px 2px 3px 4px` →
 * `1px 4px 3px 2px` …). Works on the whole text, so rules inside `@layer mui { … }` flip too.
 */
export function toRtl(css: string): string {
  return cssjanus.transform(css);
}

/**
 * Lays the prerendered styles of a static page out in `direction`. They were written left to right by Emotion's `css`
 * cache at build time; islands style themselves through their own cache (src/theme/emotion-cache.ts), so only the
 * prerendered tags are rewritten.
 */
export function applyDirectionToStyles(direction: 'ltr' | 'rtl', doc: Document = document): void {
  for (const style of doc.querySelectorAll<HTMLStyleElement>(
    `style[data-emotion^="css "], style[data-emotion="css"], style[${PRERENDERED_STYLE_ATTRIBUTE}^="css "]`,
  )) {
    const original = originals.get(style) ?? style.textContent ?? '';
    if (!original) continue;
    originals.set(style, original);
    const text = direction === 'rtl' ? toRtl(original) : original;
    if (style.textContent !== text) style.textContent = text;
  }
}

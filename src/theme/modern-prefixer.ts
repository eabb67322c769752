import { DECLARATION, type Middleware } from 'stylis';

/**
 * Vendor prefixes for the browsers that can show the site at all. Every style is written in a CSS cascade layer
 * (src/theme/emotion-cache.ts), which Chrome and Edge 99, Firefox 97 and Safari 15.4 were the first to support; a
 * browser without layers ignores those styles whatever their prefixes. Stylis's own prefixer writes for much older
 * ones (`-webkit-box` and `-ms-flexbox` for every flex rule, `-webkit-transition` for every transition), a quarter of a
 * page's Emotion CSS. This one adds only the prefixes some browser with layers still needs.
 */
const WEBKIT_ONLY = new Set([
  // Safari has no unprefixed user-select; before Safari 18, no unprefixed backdrop-filter; before 17, no hyphens.
  'user-select',
  'backdrop-filter',
  'hyphens',
  'text-size-adjust',
  'box-decoration-break',
  // Chromium before 120 reads masks with the prefix only.
  'mask',
  'mask-image',
  'mask-size',
  'mask-position',
  'mask-repeat',
  'mask-origin',
  'mask-clip',
  // Chromium before 136 and Safari.
  'print-color-adjust',
]);

/** The `-webkit-` declaration a browser with cascade layers still needs before `property: value`, if any. */
export function webkitPrefixNeeded(property: string, value: string): boolean {
  if (WEBKIT_ONLY.has(property)) return true;
  // Clipping a background to the text needs the prefix in Chromium before 120.
  if (property === 'background-clip') return /\btext\b/.test(value);
  // Safari reads the text-decoration shorthand's style and colour only with the prefix.
  if (property === 'text-decoration') return value.trim().split(/\s+/).length > 1;
  return false;
}

/** A stylis middleware in place of stylis's `prefixer`. */
export const modernPrefixer: Middleware = (element) => {
  if (element.type !== DECLARATION || element.length < 0 || element.return) return;
  const property = String(element.props);
  const value = String(element.children);
  if (webkitPrefixNeeded(property, value)) element.return = `-webkit-${element.value}${element.value}`;
};

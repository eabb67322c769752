import { PRERENDERED_STYLE_ATTRIBUTE } from '../../src/theme/prerendered-styles';

/** A server-rendered Emotion tag: rules (`css …`) or a `<Global>` (`css-global …`), as written or as handed over. */
const EMOTION_STYLE = new RegExp(
  `<style (?:data-emotion|${PRERENDERED_STYLE_ATTRIBUTE})="css(?:-global)? [^"]+"[^>]*>[\\s\\S]*?</style>`,
  'g',
);
/** A tag of rules: the class keys it defines. */
const EMOTION_RULES = new RegExp(
  `<style (?:data-emotion|${PRERENDERED_STYLE_ATTRIBUTE})="css ([^"]+)"[^>]*>[\\s\\S]*?</style>`,
  'g',
);
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/**
 * Puts every server-rendered Emotion style tag at the end of `<head>`, in document order, and hands it over to the
 * client cache, so that no script ever moves a style tag.
 *
 * Emotion writes a style tag next to the first component that renders it, inside `<body>`. In the browser every
 * Emotion cache (the docs' own and the default ones Emotion and MUI create as their modules load) moves each such tag
 * into `<head>` before React hydrates, which would otherwise meet tags it did not render. A style tag taken out and put
 * back is a stylesheet removed and added: the browser recalculates the style of every element its rules match, the
 * whole page for the theme's variables, for each cache, in long tasks during hydration. Written where Emotion would
 * have moved them, nothing is moved:
 * - tags of rules list their class keys in `data-emotion-prerendered` (no cache looks there), from which the docs'
 *   cache learns them (src/theme/emotion-cache.ts);
 * - `<Global>` tags keep `data-emotion` for `<Global>` to find, with Emotion's own "already moved" mark, `data-s`, and
 *   the docs' cache takes them over where they stand.
 *
 * Every rule precedes every element, so nothing is painted unstyled and then jumps when a lower demo's styles arrive.
 *
 * A tag of rules whose classes no element of the page uses is dropped. Emotion writes one for every styled component
 * that wraps another (MUI's components given `sx`, our `styled(Button)`s): the outer class is handed to the inner
 * component, which merges it into its own and puts only the merged class on the element. On a static page that was a
 * fifth of the HTML's Emotion CSS; in the browser a component that renders such a class again inserts it itself (a
 * rule no element matches, so nothing is restyled).
 *
 * A tag identical to one already kept is dropped too. Emotion writes a `<Global>`'s tag once for each component that
 * renders it (every MUI input renders the same two autofill `@keyframes`). Chromium shares one parsed sheet between
 * `<style>` elements of identical text, and while two such sheets hold cascade layers, every later stylesheet change
 * (each rule Emotion inserts while the page hydrates or a demo starts) re-lays out the whole page as if its fonts had
 * changed: four full layouts of 100–300 ms (with Lighthouse's slowed CPU) on a demo page with two selects. In the
 * browser the second `<Global>` finds no tag left to take over and inserts its rules through the CSSOM, which Chromium
 * never shares.
 */
export function hoistEmotionStyles(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const used = new Set(firstUses(html).keys());
  const tags = new Set<string>();
  let found = false;
  const rest = html.replace(EMOTION_STYLE, (tag) => {
    found = true;
    if (!isUnusedRules(tag, used)) tags.add(handOver(tag));
    return '';
  });
  if (!found) return html;
  const at = rest.indexOf('</head>');
  return rest.slice(0, at) + [...tags].join('') + rest.slice(at);
}

/** A tag of rules (not keyframes, not a `<Global>`) none of whose classes is in `used`. */
function isUnusedRules(tag: string, used: Set<string>): boolean {
  const keys = new RegExp(EMOTION_RULES.source).exec(tag)?.[1]?.split(/\s+/).filter(Boolean);
  return keys !== undefined && keys.every((key) => !key.startsWith('animation-') && !used.has(`css-${key}`));
}

function handOver(tag: string): string {
  if (tag.startsWith('<style data-emotion="css ')) {
    return tag.replace('<style data-emotion=', `<style ${PRERENDERED_STYLE_ATTRIBUTE}=`);
  }
  if (tag.startsWith('<style data-emotion="css-global ') && !/^<style[^>]*\sdata-s[\s=>]/.test(tag)) {
    return tag.replace(/^(<style data-emotion="[^"]+")/, '$1 data-s=""');
  }
  return tag;
}

/** Where each `css-…` class is first used: the offset of the start of the element's opening tag. */
function firstUses(html: string): Map<string, number> {
  const uses = new Map<string, number>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    const tagStart = html.lastIndexOf('<', match.index);
    // Only class attributes of real tags: no `>` between the tag's `<` and the attribute.
    if (tagStart === -1 || html.slice(tagStart, match.index).includes('>')) continue;
    for (const token of match[1]!.split(/\s+/)) {
      if (token.startsWith('css-') && !uses.has(token)) uses.set(token, tagStart);
    }
  }
  return uses;
}

/**
 * The `css-…` classes an element uses before the page's Emotion style tag that defines them (classes no tag on the
 * page defines are left out). Empty for every page `hoistEmotionStyles` has been through.
 */
export function classesUsedBeforeTheirStyle(html: string): string[] {
  const definedAt = new Map<string, number>();
  for (const match of html.matchAll(EMOTION_RULES)) {
    for (const key of match[1]!.split(/\s+/).filter(Boolean)) {
      if (!definedAt.has(`css-${key}`)) definedAt.set(`css-${key}`, match.index);
    }
  }
  const early: string[] = [];
  for (const [token, usedAt] of firstUses(html)) {
    const at = definedAt.get(token);
    if (at !== undefined && at > usedAt) early.push(token);
  }
  return early;
}

/** Server-rendered Emotion style tags outside `<head>`: each would be moved by a script in the browser. */
export function emotionStylesOutsideHead(html: string): number {
  const headEnd = html.indexOf('</head>');
  return [...html.matchAll(EMOTION_STYLE)].filter((match) => headEnd === -1 || match.index > headEnd).length;
}

/**
 * The style tags of a page that repeat an earlier one exactly (the opening tag of each repeat). Chromium shares one
 * parsed sheet between such tags, and with cascade layers in it each later stylesheet change lays out the whole page.
 */
export function repeatedStyleTags(html: string): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const [tag] of html.matchAll(/<style[^>]*>[\s\S]*?<\/style>/g)) {
    if (seen.has(tag)) repeated.push(tag.slice(0, tag.indexOf('>') + 1));
    seen.add(tag);
  }
  return repeated;
}

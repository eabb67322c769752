/**
 * Puts each of Emotion's server-rendered `<style data-emotion="css …">` tags before the first element that uses one of
 * its classes. Emotion writes a style once, next to the first component that renders it; when demos resolve in a
 * different order than they appear (each waits for its own module), a tree lower on the page can render first and
 * take the styles with it, so the first tree is painted with the browser's default list styles until the parser
 * reaches the later demo, and then jumps. Moving the tag up keeps its rules intact and changes nothing at hydration:
 * Emotion's client cache moves every such tag into the head before React hydrates.
 */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)"[^>]*>[\s\S]*?<\/style>/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

interface StyleTag {
  start: number;
  end: number;
  keys: string[];
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

export function orderEmotionStyles(html: string): string {
  const tags: StyleTag[] = [...html.matchAll(EMOTION_STYLE)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    keys: match[1]!.split(/\s+/).filter(Boolean),
  }));
  if (tags.length === 0) return html;
  const uses = firstUses(html);
  /** Offset to insert at → the tags that go there, in document order. */
  const moves = new Map<number, StyleTag[]>();
  for (const tag of tags) {
    const earliest = Math.min(...tag.keys.map((key) => uses.get(`css-${key}`) ?? Infinity));
    if (earliest >= tag.start) continue;
    moves.set(earliest, [...(moves.get(earliest) ?? []), tag]);
  }
  if (moves.size === 0) return html;
  const movedByStart = new Map([...moves.values()].flat().map((tag) => [tag.start, tag]));
  const cuts = [...new Set([...moves.keys(), ...movedByStart.keys()])].sort((a, b) => a - b);
  let output = '';
  let at = 0;
  for (const cut of cuts) {
    if (cut > at) {
      output += html.slice(at, cut);
      at = cut;
    }
    for (const tag of moves.get(cut) ?? []) output += html.slice(tag.start, tag.end);
    const tag = movedByStart.get(cut);
    if (tag) at = tag.end;
  }
  return output + html.slice(at);
}

/**
 * The `css-…` classes an element uses before the page's Emotion style tag that defines them (classes no tag on the
 * page defines are left out). Empty for every page `orderEmotionStyles` has been through.
 */
export function classesUsedBeforeTheirStyle(html: string): string[] {
  const definedAt = new Map<string, number>();
  for (const match of html.matchAll(EMOTION_STYLE)) {
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

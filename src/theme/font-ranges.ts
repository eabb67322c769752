/**
 * Which characters the small "core" font files hold (scripts/vite-font-subsets.ts cuts them from the Latin files),
 * and the `unicode-range` arithmetic that keeps the core and the full Latin faces apart. Every page preloads the two
 * core files (about 39 KB, against 89 KB for the full Latin files); a page that uses a Latin character outside the
 * core (an accented name, a rare symbol) loads the full file for those characters only.
 */

const ascii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCharCode(0x20 + index)).join('');

/**
 * ASCII, the no-break space, and the non-ASCII characters English pages use most (counted over content/: ellipsis,
 * degree, up and down arrows, dashes, curly quotes, the euro, multiplication and middle dots, é).
 */
export const CORE_TEXT = `${ascii}\u00a0°×·©®é‘’“”–—…•‹›↑↓−€™`;

const hex = (point: number) => point.toString(16).toUpperCase();

/** The code points a CSS `unicode-range` value names (`U+0000-00FF,U+0131,…`). */
export function codePointsOfRange(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const match = /^\s*U\+([0-9A-F]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: "${part}"`);
    const first = parseInt(match[1]!, 16);
    const last = match[2] ? parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point += 1) points.add(point);
  }
  return points;
}

/** A CSS `unicode-range` value for a set of code points, consecutive ones joined into ranges. */
export function rangeOfCodePoints(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length;) {
    const first = sorted[index]!;
    let last = first;
    while (sorted[index + 1] === last + 1) {
      index += 1;
      last += 1;
    }
    index += 1;
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
  }
  return parts.join(',');
}

/** The code points of `text`. */
export const codePointsOfText = (text: string): Set<number> =>
  new Set([...text].map((character) => character.codePointAt(0)!));

/** `range` without the characters of `text`. */
export function rangeWithout(range: string, text: string): string {
  const removed = codePointsOfText(text);
  return rangeOfCodePoints([...codePointsOfRange(range)].filter((point) => !removed.has(point)));
}

/** The `unicode-range` of the core files. */
export const CORE_RANGE = rangeOfCodePoints(codePointsOfText(CORE_TEXT));

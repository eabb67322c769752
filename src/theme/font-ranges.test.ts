import { describe, expect, it } from 'vitest';
import { CORE_RANGE, CORE_TEXT, codePointsOfRange, rangeOfCodePoints, rangeWithout } from './font-ranges';
import { LATIN } from './fonts';

describe('font unicode ranges', () => {
  it('writes consecutive code points as one range and reads them back', () => {
    expect(rangeOfCodePoints([0x41, 0x20, 0x21, 0x22, 0x2026])).toBe('U+20-22,U+41,U+2026');
    expect([...codePointsOfRange('U+20-22,U+41')]).toEqual([0x20, 0x21, 0x22, 0x41]);
    expect(() => codePointsOfRange('U+20-22,latin')).toThrow('not a unicode-range part: "latin"');
  });

  it('splits the Latin range into the core and the rest, with no character in both and none lost', () => {
    const rest = codePointsOfRange(rangeWithout(LATIN, CORE_TEXT));
    const core = codePointsOfRange(CORE_RANGE);
    expect([...core].filter((point) => rest.has(point))).toEqual([]);
    const latin = codePointsOfRange(LATIN);
    expect([...latin].filter((point) => !core.has(point) && !rest.has(point))).toEqual([]);
    // Every core character is one the full Latin file draws, so the core file is a true subset of it.
    expect([...core].filter((point) => !latin.has(point)).map((point) => point.toString(16))).toEqual([]);
    expect(rest.has('é'.codePointAt(0)!)).toBe(false);
    expect(rest.has('ü'.codePointAt(0)!)).toBe(true);
  });
});

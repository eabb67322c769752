import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { getEmotionCache } from './emotion-cache';

const toggleGroupLike = {
  marginLeft: 4,
  '& .first, & .middle': { borderTopRightRadius: 0 },
  '& .last': { borderTopLeftRadius: 0, left: 0 },
};

/** What the server writes for a style (Emotion's server insert returns the rules it made). */
function serverRules(direction: 'ltr' | 'rtl', styles: Interpolation<unknown>): string {
  const cache = getEmotionCache(direction);
  const serialized = serializeStyles([styles], cache.registered);
  return String(cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true));
}

describe('the Emotion cache of each text direction', () => {
  it('mirrors every left and right in right-to-left, nested rules and selector lists included, inside the mui layer', () => {
    const rules = serverRules('rtl', toggleGroupLike);
    expect(rules.startsWith('@layer mui{')).toBe(true);
    expect(rules).toContain('margin-right:4px');
    expect(rules).toMatch(/\.first,[^{]*\.middle\{border-top-left-radius:0;\}/);
    expect(rules).toMatch(/\.last\{border-top-right-radius:0;right:0;\}/);
    expect(rules).not.toMatch(/margin-left|[^-]left:/);
  });

  it('leaves left-to-right styles as written, inside the mui layer', () => {
    const rules = serverRules('ltr', toggleGroupLike);
    expect(rules.startsWith('@layer mui{')).toBe(true);
    expect(rules).toContain('margin-left:4px');
    expect(rules).toMatch(/\.last\{border-top-left-radius:0;left:0;\}/);
  });

  it('keeps a layer order statement at the top level', () => {
    const cache = getEmotionCache('ltr');
    const serialized = serializeStyles(['@layer theme, docsearch, mui, utilities;'], cache.registered);
    expect(String(cache.insert('', serialized, cache.sheet, false))).toBe('@layer theme,docsearch,mui,utilities;');
  });
});

const buttonLike = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  userSelect: 'none' as const,
  transition: 'color 250ms',
  textDecoration: 'none',
  '&::placeholder': { opacity: 0.5 },
  '@keyframes pulse': { from: { opacity: 0 } },
  '&.clipped': { backgroundClip: 'text', textDecoration: 'underline dotted' },
  '&.blurred': { backdropFilter: 'blur(4px)', maskImage: 'linear-gradient(#000, transparent)' },
};

describe("the caches' vendor prefixes (src/theme/modern-prefixer.ts)", () => {
  for (const direction of ['ltr', 'rtl'] as const) {
    const rules = serverRules(direction, buttonLike);

    it(`writes no prefix a browser with cascade layers ignores (${direction})`, () => {
      expect(rules).toContain('display:inline-flex;');
      expect(rules).not.toMatch(/-ms-|-moz-|-webkit-box|-webkit-(inline-)?flex|-webkit-transition|-webkit-align/);
      expect(rules).not.toContain('-webkit-text-decoration:none');
      expect(rules).not.toContain('-webkit-input-placeholder');
      expect(rules).not.toContain('@-webkit-keyframes');
    });

    it(`keeps the prefixes Safari and older Chromium with layers still need (${direction})`, () => {
      expect(rules).toContain('-webkit-user-select:none;user-select:none;');
      expect(rules).toContain('-webkit-background-clip:text;background-clip:text;');
      expect(rules).toContain('-webkit-text-decoration:underline dotted;text-decoration:underline dotted;');
      expect(rules).toContain('-webkit-backdrop-filter:blur(4px);backdrop-filter:blur(4px);');
      expect(rules).toContain('-webkit-mask-image:linear-gradient(#000, transparent);');
    });
  }
});

import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { getEmotionCache } from './emotion-cache';
import { webkitPrefixNeeded } from './modern-prefixer';

function serverRules(direction: 'ltr' | 'rtl', styles: Interpolation<unknown>): string {
  const cache = getEmotionCache(direction);
  const serialized = serializeStyles([styles], cache.registered);
  return String(cache.insert(`.${cache.key}-${serialized.name}`, serialized, cache.sheet, true));
}

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

describe('the modern prefixer', () => {
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

  it('decides by property and value', () => {
    expect(webkitPrefixNeeded('print-color-adjust', 'exact')).toBe(true);
    expect(webkitPrefixNeeded('background-clip', 'padding-box')).toBe(false);
    expect(webkitPrefixNeeded('text-decoration', 'underline')).toBe(false);
    expect(webkitPrefixNeeded('appearance', 'none')).toBe(false);
    expect(webkitPrefixNeeded('position', 'sticky')).toBe(false);
  });
});

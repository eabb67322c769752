import { describe, expect, it } from 'vitest';
import { webkitPrefixNeeded } from './modern-prefixer';

// What the caches write with it, in both directions, is tested in emotion-cache.test.ts.
describe('the modern prefixer', () => {
  it('decides by property and value', () => {
    expect(webkitPrefixNeeded('print-color-adjust', 'exact')).toBe(true);
    expect(webkitPrefixNeeded('background-clip', 'padding-box')).toBe(false);
    expect(webkitPrefixNeeded('text-decoration', 'underline')).toBe(false);
    expect(webkitPrefixNeeded('appearance', 'none')).toBe(false);
    expect(webkitPrefixNeeded('position', 'sticky')).toBe(false);
  });
});

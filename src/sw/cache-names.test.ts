import { describe, expect, it } from 'vitest';
import { cacheNamesFor, isOutdatedCache } from './cache-names';

describe('cache names', () => {
  it('carry the build id in every cache', () => {
    for (const name of Object.values(cacheNamesFor('b2'))) expect(name).toMatch(/^x-docs-.+-b2$/);
  });

  it('mark other builds’ caches as outdated, never this build’s or another site’s', () => {
    const current = cacheNamesFor('b2');
    expect(isOutdatedCache(cacheNamesFor('b1').pages, 'b2')).toBe(true);
    expect(isOutdatedCache('x-docs-shell-b1', 'b2')).toBe(true);
    expect(Object.values(current).some((name) => isOutdatedCache(name, 'b2'))).toBe(false);
    expect(isOutdatedCache('other-app-cache', 'b2')).toBe(false);
  });
});

/**
 * Cache names of one build. Every cache carries the build id, so a new deployment never reads an old build's HTML
 * with its own scripts, and activation can delete every cache of another build.
 */
export const CACHE_PREFIX = 'x-docs';

/** The build's caches by role. */
export function cacheNamesFor(buildId: string) {
  return {
    shell: `${CACHE_PREFIX}-shell-${buildId}`,
    pages: `${CACHE_PREFIX}-pages-${buildId}`,
    assets: `${CACHE_PREFIX}-assets-${buildId}`,
    images: `${CACHE_PREFIX}-images-${buildId}`,
    search: `${CACHE_PREFIX}-search-${buildId}`,
    fonts: `${CACHE_PREFIX}-fonts-${buildId}`,
  };
}

/** Whether `name` is a cache of this site written by another build (and so may be deleted). */
export function isOutdatedCache(name: string, buildId: string): boolean {
  return name.startsWith(`${CACHE_PREFIX}-`) && !name.endsWith(`-${buildId}`);
}

import type { LoadedPage } from '../page-file';
import type { GeneratedPage } from './site-types';

/** Public components that no guide lists in its frontmatter: reported in the build summary, not fatal. */
export function componentsWithoutGuide(generated: readonly GeneratedPage[], guides: Iterable<LoadedPage>): string[] {
  const listed = new Set([...guides].flatMap((guide) => guide.frontmatter.components));
  return generated
    .filter((page) => page.kind === 'component' && !listed.has(page.name))
    .map((page) => page.name)
    .sort();
}

import { readFileSync } from 'node:fs';
import { ContentError } from './content-error';
import type { LoadedPage } from './page-file';

/**
 * Every component a page lists in its frontmatter must be exported by the documented packages,
 * since its API page links back to the page ("Demos"). Reports the `components:` line.
 */
export function checkFrontmatterComponents(pages: readonly LoadedPage[], known: ReadonlySet<string>): ContentError[] {
  const errors: ContentError[] = [];
  for (const page of pages) {
    const unknown = page.frontmatter.components.filter((name) => !known.has(name));
    if (unknown.length === 0) continue;
    const lines = readFileSync(page.file, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.startsWith('components:')) + 1 || 1;
    for (const name of unknown) {
      errors.push(
        new ContentError(
          page.file,
          line,
          `component "${name}" in the frontmatter is not exported by the documented packages`,
          'correct the name (e.g. RichTreeView) or remove it from components',
        ),
      );
    }
  }
  return errors;
}

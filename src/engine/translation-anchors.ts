import { ContentError } from './content-error';
import type { LoadedPage } from './page-file';

type PageHeadings = Pick<LoadedPage, 'file' | 'headings' | 'headingLines'>;

/**
 * Checks that a translation's headings carry exactly the English page's ids (same set), so a link to
 * `/x/zh/…#english-id` lands where `/x/…#english-id` does. A translated heading names its English id with an MDX
 * comment: `## 排序顺序 {/* #sort-order *\/}`. Where a heading has an id the English page lacks, the message names
 * the English heading at the same place, whose id it most likely should carry.
 */
export function checkTranslationAnchors(english: PageHeadings, translation: PageHeadings): ContentError[] {
  const englishIds = new Set(english.headings.map((heading) => heading.id));
  const translatedIds = new Set(translation.headings.map((heading) => heading.id));
  const errors: ContentError[] = [];
  const explained = new Set<string>();
  const seen = new Set<string>();
  translation.headings.forEach((heading, index) => {
    const line = translation.headingLines[index] ?? 1;
    if (seen.has(heading.id)) {
      errors.push(
        new ContentError(
          translation.file,
          line,
          `heading "${heading.text}" repeats the id #${heading.id}`,
          `give it the id of the English heading it translates (${english.file} ids: ${[...englishIds].join(', ')})`,
        ),
      );
      return;
    }
    seen.add(heading.id);
    if (englishIds.has(heading.id)) return;
    const counterpart = english.headings[index];
    if (counterpart && !translatedIds.has(counterpart.id)) {
      explained.add(counterpart.id);
      errors.push(
        new ContentError(
          translation.file,
          line,
          `heading "${heading.text}" has the id #${heading.id}, but the English heading at this place, "${counterpart.text}" (${english.file}:${english.headingLines[index] ?? 1}), has #${counterpart.id}`,
          `end the heading with {/* #${counterpart.id} */} so links to #${counterpart.id} work in Chinese too`,
        ),
      );
      return;
    }
    errors.push(
      new ContentError(
        translation.file,
        line,
        `heading "${heading.text}" has the id #${heading.id}, which ${english.file} has no heading for`,
        `end it with the id of the English heading it translates, {/* #english-id */}, or remove it if the English page has no such section`,
      ),
    );
  });
  english.headings.forEach((heading, index) => {
    if (translatedIds.has(heading.id) || explained.has(heading.id)) return;
    errors.push(
      new ContentError(
        translation.file,
        lineAfter(english.headings.slice(0, index), translation),
        `the English heading "${heading.text}" (#${heading.id}, ${english.file}:${english.headingLines[index] ?? 1}) has no heading in the translation`,
        `translate that section, ending its heading with {/* #${heading.id} */}`,
      ),
    );
  });
  return errors;
}

/** Line of the translation's heading for the last of `before` it has, where a missing section belongs (else 1). */
function lineAfter(before: PageHeadings['headings'], translation: PageHeadings): number {
  for (const heading of [...before].reverse()) {
    const index = translation.headings.findIndex((translated) => translated.id === heading.id);
    if (index !== -1) return translation.headingLines[index] ?? 1;
  }
  return 1;
}

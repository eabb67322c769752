/**
 * Tokenizer shared by the index builder and the browser, so both split text the same way. Latin words are kept
 * whole and also split at camelCase humps (`checkboxSelection` → `checkboxselection`, `checkbox`, `selection`);
 * runs of Chinese characters go through Intl.Segmenter('zh') word segmentation.
 */

const HAN = /\p{Script=Han}/u;
const CHUNK = /[\p{Script=Han}]+|[\p{L}\p{N}_$]+/gu;

let segmenter: Intl.Segmenter | undefined;

function segmentHan(run: string): string[] {
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' });
  const words: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(run)) if (isWordLike) words.push(segment);
  return words;
}

/** Parts of a camelCase or PascalCase identifier: `DataGridPro` → `Data`, `Grid`, `Pro`. */
export function splitCamelCase(word: string): string[] {
  return word
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_$]+/)
    .filter(Boolean);
}

/** Splits text into search terms (not yet lower-cased; MiniSearch's processTerm does that). */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const [chunk] of text.matchAll(CHUNK)) {
    if (HAN.test(chunk)) {
      terms.push(...segmentHan(chunk));
      continue;
    }
    terms.push(chunk);
    const parts = splitCamelCase(chunk);
    if (parts.length > 1) terms.push(...parts);
  }
  return terms;
}

/** Lower-cases a term; drops one-letter Latin terms, which only add noise. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 && !HAN.test(lower) ? null : lower;
}

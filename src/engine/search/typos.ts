/**
 * Typo tolerance of search: one edit for a word of four letters or more, none below. An edit is a letter added,
 * dropped or changed (MiniSearch's fuzzy matching: `chekbox`, `instalation`) or two neighbouring letters swapped
 * (`simpel`, which Levenshtein distance counts as two edits and MiniSearch would not find).
 */

/** Shortest word a typo is forgiven in: one edit of a shorter word is another word (`row` → `raw`, `now`). */
export const MIN_TYPO_LENGTH = 4;

/**
 * Weight of a word found by swapping two letters, as for MiniSearch's own one-edit matches (its `weights.fuzzy`,
 * 0.45, scaled by length in the same way), so an exact or prefix match of the typed word still ranks first.
 */
const TYPO_WEIGHT = 0.45;

/** Latin letters and digits only: Chinese words are segmented, not spelled, and a swap there means nothing. */
const SPELLED_WORD = /^[a-z0-9]+$/;

function forgivesTypos(term: string): boolean {
  return term.length >= MIN_TYPO_LENGTH && SPELLED_WORD.test(term);
}

/** MiniSearch's `fuzzy` option: the edit distance allowed for one query term. */
export function typoDistance(term: string): number | false {
  return forgivesTypos(term) ? 1 : false;
}

/** The word with two neighbouring letters swapped, each way once (`simpel` → `ismpel`, …, `simple`). */
export function transpositions(term: string): string[] {
  if (!forgivesTypos(term)) return [];
  const variants = new Set<string>();
  for (let i = 0; i + 1 < term.length; i += 1) {
    if (term[i] === term[i + 1]) continue;
    variants.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  return [...variants];
}

/** Boost of a swapped word, by its length (MiniSearch weighs a one-edit match `weight × n / (n + 1)`). */
export function transpositionBoost(term: string): number {
  return (TYPO_WEIGHT * term.length) / (term.length + 1);
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SOURCE_HASH_LENGTH } from './frontmatter';
import type { Site } from './site';

/** The `sourceHash` of an English file's bytes: what `sha256sum content/x.mdx | cut -c1-12` prints. */
export function sourceHashOf(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, SOURCE_HASH_LENGTH);
}

/** A translation that may no longer say what its English page says. */
export interface StaleTranslation {
  /** The translation file, relative to the project. */
  file: string;
  /** Line of its `sourceHash` key (1 when it has none). */
  line: number;
  /** The English file it translates. */
  source: string;
  /** The hash the translation records, or undefined when it records none. */
  recorded: string | undefined;
  /** The hash of the English file today. */
  current: string;
}

/** How complete and how fresh the Chinese edition is. */
export interface TranslationStatus {
  /** Guide pages with a Chinese translation. */
  translated: number;
  /** All guide pages (content pages; the generated API pages are not translated). */
  total: number;
  /** Translations whose English page changed since, or that record no `sourceHash`, in file order. */
  stale: StaleTranslation[];
}

/** Reads a file relative to the project; a parameter so tests can hand in contents. */
export type ReadFile = (file: string) => Uint8Array | string;

const readFromDisk: ReadFile = (file) => readFileSync(resolve(process.cwd(), file));

/** Compares each Chinese translation's `sourceHash` with its English file, and counts the coverage. */
export function translationStatus(
  site: Pick<Site, 'pages' | 'translations'>,
  read: ReadFile = readFromDisk,
): TranslationStatus {
  const stale: StaleTranslation[] = [];
  for (const [pathname, translation] of site.translations.zh) {
    const english = site.pages.get(pathname);
    if (!english) continue;
    const current = sourceHashOf(read(english.file));
    const recorded = translation.frontmatter.sourceHash;
    if (recorded === current) continue;
    const lines = String(read(translation.file)).split('\n');
    const index = lines.findIndex((text) => /^sourceHash\s*:/.test(text));
    stale.push({ file: translation.file, line: index + 1 || 1, source: english.file, recorded, current });
  }
  stale.sort((a, b) => a.file.localeCompare(b.file));
  return { translated: site.translations.zh.size, total: site.pages.size, stale };
}

/** The coverage line the build prints: `zh: 9 of 203 pages`. */
export function coverageLine(status: TranslationStatus): string {
  return `zh: ${status.translated} of ${status.total} pages`;
}

/** One warning per stale translation, as file:line with what to do. */
export function staleTranslationWarnings(status: TranslationStatus): string[] {
  return status.stale.map((entry) =>
    entry.recorded === undefined
      ? `${entry.file}:${entry.line}: translation records no sourceHash, so nobody can tell whether ${entry.source} changed since. Fix: check it against ${entry.source} and add "sourceHash: ${entry.current}" to its frontmatter`
      : `${entry.file}:${entry.line}: translation is out of date: ${entry.source} changed since it was translated (sourceHash ${entry.recorded}, now ${entry.current}). Fix: bring the translation up to date (git diff the English file since then), then set "sourceHash: ${entry.current}"`,
  );
}

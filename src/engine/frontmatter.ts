import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { ContentError } from './content-error';

/** Characters of the English file's SHA-256 that a translation records as `sourceHash`. */
export const SOURCE_HASH_LENGTH = 12;

/** A `sourceHash` value: the first 12 lowercase hex characters of a SHA-256. */
export const SOURCE_HASH = new RegExp(`^[0-9a-f]{${SOURCE_HASH_LENGTH}}$`);

/** Product a page belongs to; `x` is for pages shared by every product (introduction, migration). */
export const productIds = ['x', 'x-data-grid', 'x-date-pickers', 'x-charts', 'x-tree-view'] as const;
export type ProductId = (typeof productIds)[number];

/** Frontmatter of every content page. Unknown keys are rejected so a typo cannot pass silently. */
export const frontmatterSchema = z
  .object({
    /** Page title for the document `<title>` and the h1. At most 70 characters. */
    title: z.string().min(1).max(70),
    /** Meta description for search engines and link previews. At most 160 characters. */
    description: z.string().min(1).max(160),
    /** Product the page documents. */
    productId: z.enum(productIds),
    /** Components the page demonstrates; each gets a "Demos" link from its API page. @default [] */
    components: z.array(z.string().regex(/^[A-Z][A-Za-z0-9]*$/)).default([]),
    /** Hides the advert block on this page. @default false */
    disableAd: z.boolean().default(false),
    /** Hides the table of contents on this page. @default false */
    disableToc: z.boolean().default(false),
    /**
     * Translations only (`name.zh.mdx`): the first 12 lowercase hex characters of the SHA-256 of the English
     * source file it was translated from (`sha256sum content/x.mdx | cut -c1-12`), so a stale translation shows.
     */
    sourceHash: z.string().regex(SOURCE_HASH, 'expected 12 lowercase hex characters').optional(),
  })
  .strict();

export type Frontmatter = z.infer<typeof frontmatterSchema>;

/** Translation files end in this suffix; only they may carry `sourceHash`. */
export const TRANSLATION_SUFFIX = '.zh.mdx';

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** Splits a content file into its validated frontmatter and body (body line numbers stay file line numbers). */
export function parseFrontmatter(file: string, source: string): { data: Frontmatter; bodyLine: number } {
  const match = FENCE.exec(source);
  if (!match) {
    throw new ContentError(
      file,
      1,
      'the page has no frontmatter',
      'start the file with a --- block holding title, description and productId',
    );
  }
  const yamlText = match[1] ?? '';
  const lineCounter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter });
  const yamlError = doc.errors[0];
  if (yamlError) {
    const line = 1 + (yamlError.linePos?.[0]?.line ?? 1);
    throw new ContentError(
      file,
      line,
      `frontmatter is not valid YAML (${yamlError.code})`,
      'check indentation and quote values that contain ":"',
    );
  }
  const result = frontmatterSchema.safeParse(withRawSourceHash(doc, yamlText));
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0] : issue.path[0];
    const line = 1 + lineOfKey(doc, String(key ?? ''), lineCounter);
    throw new ContentError(file, line, describeIssue(issue, String(key ?? '')), fixFor(String(key ?? ''), issue));
  }
  if (result.data.sourceHash !== undefined && !file.endsWith(TRANSLATION_SUFFIX)) {
    throw new ContentError(
      file,
      1 + lineOfKey(doc, 'sourceHash', lineCounter),
      'frontmatter "sourceHash" is only for translations (name.zh.mdx); an English page is the source itself',
      'remove "sourceHash" from this page',
    );
  }
  const bodyLine = match[0].split('\n').length;
  return { data: result.data, bodyLine };
}

/**
 * The frontmatter as data, with `sourceHash` kept as written: YAML reads an all-digit hash such as `012345678901`
 * as a number (dropping the leading zero), and one like `12e456789012` as a float.
 */
function withRawSourceHash(doc: ReturnType<typeof parseDocument>, yamlText: string): unknown {
  const data: unknown = doc.toJS();
  if (!isMap(doc.contents) || typeof data !== 'object' || data === null) return data;
  for (const pair of doc.contents.items) {
    if (isScalar(pair.key) && pair.key.value === 'sourceHash' && isScalar(pair.value) && pair.value.range) {
      if (typeof pair.value.value === 'number') {
        const raw = yamlText.slice(pair.value.range[0], pair.value.range[1]).trim();
        return { ...data, sourceHash: raw };
      }
    }
  }
  return data;
}

function lineOfKey(doc: ReturnType<typeof parseDocument>, key: string, counter: LineCounter): number {
  if (!isMap(doc.contents)) return 1;
  for (const pair of doc.contents.items) {
    if (isScalar(pair.key) && pair.key.value === key && pair.key.range) {
      return counter.linePos(pair.key.range[0]).line;
    }
  }
  return 1;
}

function describeIssue(issue: z.ZodIssue, key: string): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return `unknown frontmatter key "${key}"`;
    case 'too_big':
      return `frontmatter "${key}" is too long (at most ${String(issue.maximum)} characters)`;
    case 'too_small':
      return `frontmatter "${key}" is empty`;
    case 'invalid_type':
      return issue.received === 'undefined'
        ? `frontmatter "${key}" is missing`
        : `frontmatter "${key}" should be ${issue.expected}, not ${issue.received}`;
    default:
      return `frontmatter "${key}" is invalid: ${issue.message}`;
  }
}

function fixFor(key: string, issue: z.ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    return `remove it or use one of ${Object.keys(frontmatterSchema.shape).join(', ')}`;
  }
  if (key === 'productId') return `use one of ${productIds.join(', ')}`;
  if (key === 'sourceHash') {
    return 'set it to the first 12 characters of `sha256sum content/<page>.mdx` (the English page), e.g. 3f2a9c0b17de';
  }
  if (key === 'components') return 'list exported component names in PascalCase, e.g. [RichTreeView]';
  if (issue.code === 'too_big') return `shorten "${key}"`;
  return `set "${key}" to a valid value`;
}

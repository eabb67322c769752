import type { Root, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';
import type { GlossaryEntry } from '../../content/glossary.zh';
import { parseMdx } from './markdown';

/** A piece of reader-visible text and the file line it starts on. */
export interface TextPiece {
  line: number;
  text: string;
}

/** A glossary term rendered with a wrong Chinese word. */
export interface GlossaryProblem {
  file: string;
  line: number;
  /** The wrong word found. */
  found: string;
  entry: GlossaryEntry;
}

const FRONTMATTER_TEXT = /^(title|description):\s*(.*)$/;

/**
 * The reader-visible text of an MDX page: its title and description, prose, headings, table cells, callouts, link
 * text, image alt text and string attributes of tags. Code (blocks and spans) and MDX comments are left out.
 */
export function proseOfMdx(source: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const lines = source.split('\n');
  if (lines[0] === '---') {
    for (let index = 1; index < lines.length && lines[index] !== '---'; index += 1) {
      const match = FRONTMATTER_TEXT.exec(lines[index] ?? '');
      if (match) pieces.push({ line: index + 1, text: match[2] ?? '' });
    }
  }
  const tree: Root = parseMdx(source);
  visit(tree, (node: RootContent | Root) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'text') {
      node.value.split('\n').forEach((text, offset) => pieces.push({ line: line + offset, text }));
    }
    if (node.type === 'image' && node.alt) pieces.push({ line, text: node.alt });
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') {
          pieces.push({ line, text: attribute.value });
        }
      }
    }
  });
  return pieces;
}

const STRING_WITH_CHINESE = /(['"`])((?:(?!\1)[^\\]|\\.)*?[\u4e00-\u9fff](?:(?!\1)[^\\]|\\.)*?)\1/g;

/** The Chinese string literals of a TypeScript source (UI strings, navigation titles), line by line. */
export function chineseStringsOfSource(source: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  source.split('\n').forEach((text, index) => {
    if (/^\s*(\/\/|\/?\*)/.test(text)) return;
    for (const match of text.matchAll(STRING_WITH_CHINESE)) pieces.push({ line: index + 1, text: match[2] ?? '' });
  });
  return pieces;
}

/** Marks the characters of a text that belong to an occurrence of one of the words. */
function coverage(text: string, words: readonly string[]): { covered: boolean[]; spans: [number, number][] } {
  const covered = new Array<boolean>(text.length).fill(false);
  const spans: [number, number][] = [];
  for (const word of words) {
    for (let at = text.indexOf(word); at !== -1; at = text.indexOf(word, at + 1)) {
      covered.fill(true, at, at + word.length);
      spans.push([at, at + word.length]);
    }
  }
  return { covered, spans };
}

/**
 * Whether an occurrence of a wrong word stands for its glossary term. It does not when it lies inside a correct word
 * (`表头` in `表头筛选`, `汇总` in an entry's `allowedIn` word `汇总行`, `线图` in the ordinary word `路线图`), nor when a
 * correct word runs across one of its ends: then it is the tail or head of a compound, not a word of the text
 * (`表格组件` in `数据表格组件`, which reads 数据表格 + 组件).
 */
function standsForTerm(start: number, end: number, correct: ReturnType<typeof coverage>): boolean {
  if (correct.covered.slice(start, end).every(Boolean)) return false;
  return !correct.spans.some(([from, to]) => (from < start && to > start) || (from < end && to > end));
}

/**
 * Where a text uses a glossary entry's `avoid` word for the entry's English term. Correct words are every entry's
 * Chinese words, the `ordinary` words and, for one entry, its own `allowedIn` words (see standsForTerm).
 */
export function wrongWordsIn(
  text: string,
  glossary: readonly GlossaryEntry[],
  ordinary: readonly string[] = [],
): { found: string; entry: GlossaryEntry }[] {
  const shared = [...glossary.flatMap((entry) => [entry.zh, ...(entry.also ?? [])]), ...ordinary];
  const problems: { found: string; entry: GlossaryEntry }[] = [];
  for (const entry of glossary) {
    if (!entry.avoid?.some((wrong) => text.includes(wrong))) continue;
    const correct = coverage(text, [...shared, ...(entry.allowedIn ?? [])]);
    for (const wrong of entry.avoid) {
      for (let at = text.indexOf(wrong); at !== -1; at = text.indexOf(wrong, at + 1)) {
        if (standsForTerm(at, at + wrong.length, correct)) problems.push({ found: wrong, entry });
      }
    }
  }
  return problems;
}

/** Every wrong glossary word in the given pieces of a file. */
export function checkGlossary(
  file: string,
  pieces: readonly TextPiece[],
  glossary: readonly GlossaryEntry[],
  ordinary: readonly string[] = [],
): GlossaryProblem[] {
  return pieces.flatMap((piece) =>
    wrongWordsIn(piece.text, glossary, ordinary).map((problem) => ({ file, line: piece.line, ...problem })),
  );
}

/** A problem as the test prints it: file:line, what is wrong, and the fix. */
export function describeGlossaryProblem(problem: GlossaryProblem): string {
  const { entry } = problem;
  return `${problem.file}:${problem.line}: "${problem.found}" renders "${entry.en}", which the glossary (content/glossary.zh.ts) writes "${entry.zh}". Fix: use "${entry.zh}"`;
}

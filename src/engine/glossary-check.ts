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

/**
 * Where a text uses a glossary entry's `avoid` word. A wrong word inside a correct term of any entry is fine:
 * `表头` is wrong for "column header", but part of `表头筛选` ("header filters"); so is one inside an ordinary word.
 */
export function wrongWordsIn(
  text: string,
  glossary: readonly GlossaryEntry[],
  ordinary: readonly string[] = [],
): { found: string; entry: GlossaryEntry }[] {
  const correct = [...glossary.flatMap((entry) => [entry.zh, ...(entry.also ?? [])]), ...ordinary];
  const covered = new Array<boolean>(text.length).fill(false);
  for (const term of correct) {
    for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + 1)) {
      covered.fill(true, at, at + term.length);
    }
  }
  const problems: { found: string; entry: GlossaryEntry }[] = [];
  for (const entry of glossary) {
    for (const wrong of entry.avoid ?? []) {
      for (let at = text.indexOf(wrong); at !== -1; at = text.indexOf(wrong, at + 1)) {
        if (!covered.slice(at, at + wrong.length).every(Boolean)) problems.push({ found: wrong, entry });
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

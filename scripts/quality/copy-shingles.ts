/** The units `copy-check.ts` compares: 8-word runs of prose and 4-line runs of code. */
const WORDS = 8;
const LINES = 4;

/** Markdown or MDX prose without front matter, code, tags and link targets. */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^---[\s\S]*?---/, ' ')
    .replace(/```[\s\S]*?```/g, ' . ')
    .replace(/`[^`]*`/g, ' CODE ')
    .replace(/<[^>]+>/g, ' . ')
    .replace(/\{\{[^}]*\}\}/g, ' . ')
    .replace(/\]\([^)]*\)/g, ']');
}

/** Every run of 8 words that stays in one sentence and is not mostly inline code. */
export function proseShingles(markdown: string): string[] {
  const words = proseOf(markdown)
    .toLowerCase()
    .replace(/[^a-z0-9'\s.]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const shingles: string[] = [];
  for (let index = 0; index + WORDS <= words.length; index += 1) {
    const run = words.slice(index, index + WORDS);
    if (run.some((word) => word.includes('.'))) continue;
    if (run.filter((word) => word === 'code').length > 2) continue;
    shingles.push(run.join(' '));
  }
  return shingles;
}

/** Lines that any two demos share by necessity: imports, closing brackets, comments, short lines. */
const trivial = (line: string) =>
  line.length < 20 ||
  /^(import|export|\}|\)|<\/|\/\/|\*|\/\*)/.test(line) ||
  /^(return\(|constcolumns|constrows)/.test(line);

/** Every run of 4 non-trivial code lines, whitespace removed: of a source file, or of a page's fenced blocks. */
export function codeRuns(text: string, fencedOnly: boolean): string[] {
  const code = fencedOnly ? [...text.matchAll(/```[^\n]*\n([\s\S]*?)```/g)].map((match) => match[1]).join('\n') : text;
  const lines = code
    .split('\n')
    .map((line) => line.replace(/\s+/g, '').replace(/;$/, ''))
    .filter((line) => !trivial(line));
  const runs: string[] = [];
  for (let index = 0; index + LINES <= lines.length; index += 1)
    runs.push(lines.slice(index, index + LINES).join('\n'));
  return runs;
}

/**
 * Compares our pages and demos with the official MUI X docs, which we must not copy (content plan: "Nothing is
 * copied"). Needs a checkout of the official sources, which the build never has: fetch mui/mui-x, then
 * `git archive v8.12.1 docs/data | tar -x -C /tmp/official` and run
 * `npm run check:copies -- /tmp/official/docs/data [our files or folders…]` (default: content/).
 * - prose: any run of 8 words (lower-cased, punctuation dropped, not across sentences, not mostly inline code) that
 *   also occurs in an official page;
 * - code: any run of 4 consecutive non-trivial lines (whitespace dropped) found in an official demo or code block.
 * Facts (API names, prop lists) do not trigger it; copied sentences and demo blocks do. Exits 1 on a match.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { codeRuns, proseShingles } from './copy-shingles';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });

const [officialDir, ...targets] = process.argv.slice(2);
if (!officialDir) {
  console.error('Usage: npm run check:copies -- <official docs/data folder> [files or folders…]');
  process.exit(2);
}
const prose = new Set<string>();
const code = new Set<string>();
for (const file of walk(officialDir)) {
  const text = readFileSync(file, 'utf8');
  const ext = extname(file);
  if (ext === '.md') {
    for (const shingle of proseShingles(text)) prose.add(shingle);
    for (const run of codeRuns(text, true)) code.add(run);
  } else if (['.tsx', '.ts', '.js'].includes(ext)) {
    for (const run of codeRuns(text, false)) code.add(run);
  }
}

const ours = (targets.length > 0 ? targets : ['content'])
  .flatMap((path) => (statSync(path).isDirectory() ? walk(path) : [path]))
  .filter((file) => /\.mdx?$/.test(file) || /\/demos\/[^/]+\.tsx?$/.test(file));
let matches = 0;
for (const file of ours) {
  const text = readFileSync(file, 'utf8');
  const isPage = /\.mdx?$/.test(file);
  if (isPage) {
    for (const shingle of new Set(proseShingles(text))) {
      if (!prose.has(shingle)) continue;
      matches += 1;
      console.log(`${file}: prose matches the official docs: "${shingle}"`);
    }
  }
  for (const run of codeRuns(text, isPage)) {
    if (!code.has(run)) continue;
    matches += 1;
    console.log(`${file}: 4 code lines match the official docs:\n    ${run.split('\n').join('\n    ')}`);
  }
}
console.log(
  matches > 0
    ? `${matches} match(es) with the official docs`
    : `no match with the official docs (${ours.length} files)`,
);
process.exitCode = matches > 0 ? 1 : 0;

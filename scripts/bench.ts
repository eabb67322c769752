/**
 * `npm run bench`: prints figures (never fails on timing). Runs every section in scripts/bench/sections/ in file-name
 * order (10-build first, so later sections measure a fresh out/), prints each as a Markdown table, and writes
 * bench-results/bench.md and bench-results/bench.json so figures can be compared across commits.
 * `npm run bench -- search` runs only the sections whose file name contains "search" (on the existing out/).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sectionToMarkdown } from './bench/markdown';
import type { BenchSection, BenchSectionRunner } from './bench/types';

const directory = join(import.meta.dirname, 'bench', 'sections');
const filters = process.argv.slice(2);
const files = readdirSync(directory)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

const markdown: string[] = [];
const json: Record<string, unknown> = { date: new Date().toISOString() };
for (const file of files) {
  const module = (await import(pathToFileURL(join(directory, file)).href)) as { default: BenchSectionRunner };
  let sections: BenchSection[];
  try {
    const result = await module.default();
    sections = Array.isArray(result) ? result : [result];
  } catch (error) {
    console.error(`bench section ${file} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
    continue;
  }
  const name = file.replace(/\.ts$/, '');
  json[name] = sections.length === 1 ? sections[0]!.json : sections.map((section) => section.json);
  for (const section of sections) {
    const table = sectionToMarkdown(section);
    markdown.push(table);
    console.log(`\n${table}`);
  }
}
mkdirSync('bench-results', { recursive: true });
writeFileSync('bench-results/bench.md', `# npm run bench — ${json.date as string}\n\n${markdown.join('\n\n')}\n`);
writeFileSync('bench-results/bench.json', `${JSON.stringify(json, null, 2)}\n`);
console.log('\nwritten to bench-results/bench.md and bench-results/bench.json');

/**
 * Cold and warm builds of generated corpora of synthetic Markdown pages (BENCH_CORPUS_SIZES, default "200,1000"),
 * built through XDOCS_CONTENT_ROOT. Runs last: the real site's out/ is set aside and put back afterwards.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeCorpus } from '../corpus';
import { seconds } from '../format';
import { timedBuild, type TimedBuild } from '../timed-build';
import type { BenchSectionRunner } from '../types';

const CORPUS_DIR = '.bench-corpus';
const KEPT_OUT = 'out.bench-kept';

const run: BenchSectionRunner = async () => {
  const sizes = (process.env.BENCH_CORPUS_SIZES ?? '200,1000').split(',').map(Number).filter(Boolean);
  const results: { markdownPages: number; cold: TimedBuild; warm: TimedBuild }[] = [];
  const hadOut = existsSync('out');
  if (hadOut) renameSync('out', KEPT_OUT);
  try {
    for (const size of sizes) {
      const markdownPages = writeCorpus(join(process.cwd(), CORPUS_DIR), size);
      const env = { XDOCS_CONTENT_ROOT: CORPUS_DIR };
      rmSync('build', { recursive: true, force: true });
      const cold = timedBuild(env);
      const warm = timedBuild(env);
      results.push({ markdownPages, cold, warm });
    }
  } finally {
    rmSync(CORPUS_DIR, { recursive: true, force: true });
    rmSync('out', { recursive: true, force: true });
    if (hadOut) renameSync(KEPT_OUT, 'out');
  }
  // Each Markdown page is prerendered twice (English and Chinese); the API reference is built every time.
  const perPage = (result: (typeof results)[number]) => (result.cold.seconds / result.cold.pages) * 1000;
  const rows: (string | number)[][] = results.map((result) => [
    result.markdownPages,
    result.cold.pages,
    seconds(result.cold.seconds),
    seconds(result.warm.seconds),
    `${perPage(result).toFixed(0)} ms`,
    result.cold.peakMemoryMb === undefined ? 'n/a' : `${Math.round(result.cold.peakMemoryMb)} MB`,
  ]);
  const [small, large] = results;
  const marginal =
    small && large
      ? ((large.cold.seconds - small.cold.seconds) / (large.markdownPages - small.markdownPages)) * 1000
      : undefined;
  if (marginal !== undefined)
    rows.push(['marginal cost of one more Markdown page (cold)', '', '', '', `${marginal.toFixed(0)} ms`, '']);
  return {
    title: 'Build of generated Markdown corpora',
    columns: ['Markdown pages', 'pages written', 'cold build', 'warm build', 'per written page', 'peak memory'],
    rows,
    json: { results, marginalMsPerMarkdownPage: marginal },
  };
};
export default run;

/**
 * Cold build of the site at its future size (BENCH_FULL_SIZE_PAGES English guide pages, default 450, with about
 * 1,000 demos, plus the API reference as today; scripts/bench/full-size-corpus.ts), built through
 * XDOCS_CONTENT_ROOT: wall time per build phase, peak memory, and per-page HTML and first-load JS against the
 * budgets. The real site's out/ is set aside and put back afterwards.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { writeFullSizeCorpus } from '../full-size-corpus';
import { kb, seconds } from '../format';
import { timedBuild } from '../timed-build';
import type { BenchSectionRunner } from '../types';
import { checkSizeBudgets, type MeasuredPage } from '../../size-budgets';

const CORPUS_DIR = '.bench-full-size';
const KEPT_OUT = 'out.bench-kept';
/** The budget of a cold build of the whole site on the 2-core CI machine (issue 18). */
const COLD_BUILD_BUDGET_S = 300;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const run: BenchSectionRunner = async () => {
  const pages = Number(process.env.BENCH_FULL_SIZE_PAGES ?? 450);
  const hadOut = existsSync('out');
  if (hadOut) renameSync('out', KEPT_OUT);
  try {
    const corpus = writeFullSizeCorpus(join(process.cwd(), CORPUS_DIR), pages);
    rmSync('build', { recursive: true, force: true });
    const cold = timedBuild({ XDOCS_CONTENT_ROOT: CORPUS_DIR });
    const budgets = checkSizeBudgets('out');
    const measured = budgets.pages;
    const failures = budgets.failures.length;
    const byType = new Map<string, MeasuredPage[]>();
    for (const page of measured) byType.set(page.type, [...(byType.get(page.type) ?? []), page]);
    const rows: (string | number)[][] = [
      ['guide pages / demos / pages written', `${corpus.guidePages} / ${corpus.demos} / ${cold.pages}`],
      ['cold build', `${seconds(cold.seconds)} (budget ${seconds(COLD_BUILD_BUDGET_S)})`],
      ...Object.entries(cold.phases).map(([phase, time]) => [`  ${phase}`, seconds(time)]),
      ['peak memory', cold.peakMemoryMb === undefined ? 'n/a' : `${Math.round(cold.peakMemoryMb)} MB`],
      ...[...byType].map(([type, group]) => [
        `${type} pages (${group.length}): HTML gz median / max, first-load JS gz median / max`,
        `${kb(median(group.map((page) => page.html)))} / ${kb(Math.max(...group.map((page) => page.html)))}, ` +
          `${kb(median(group.map((page) => page.js)))} / ${kb(Math.max(...group.map((page) => page.js)))}`,
      ]),
      ['pages over their size budget', failures],
    ];
    return {
      title: `Cold build at full size (${corpus.guidePages} guide pages, ${corpus.demos} demos)`,
      columns: ['figure', 'value'],
      rows,
      json: { corpus, cold, failures },
    };
  } finally {
    rmSync(CORPUS_DIR, { recursive: true, force: true });
    rmSync('out', { recursive: true, force: true });
    if (hadOut) renameSync(KEPT_OUT, 'out');
  }
};
export default run;

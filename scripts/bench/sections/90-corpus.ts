/**
 * Cold and warm builds of generated corpora of synthetic Markdown pages (BENCH_CORPUS_SIZES, default "200,1000"),
 * built through XDOCS_CONTENT_ROOT, and issue 30's targets measured on the largest: build time per written page, peak
 * memory, the gzipped HTML of its Markdown pages, and Lighthouse (mobile) on one of them and on an API page.
 * Runs last: the real site's out/ is set aside and put back afterwards.
 */
import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { listSitePages } from '../../offline/site-pages';
import { writeCorpus } from '../corpus';
import { seconds } from '../format';
import { LIGHTHOUSE_COLUMNS, lighthouseRow, measureLighthouse, type LighthouseResult } from '../lighthouse';
import { median, serveOut } from '../serve-out';
import { timedBuild, type TimedBuild } from '../timed-build';
import type { BenchSection, BenchSectionRunner } from '../types';

/** KB of 1,000 bytes, as the size budgets and issue 30 count them. */
const kb1000 = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A corpus page (scripts/bench/corpus.ts), English, as a path under /x/. */
const CORPUS_PAGE = /^\/x\/group-\d+\/page-\d+\/$/;

/** Gzipped HTML of the corpus's English Markdown pages in out/: median and largest, in bytes. */
function corpusHtmlSizes(): { median: number; max: number; pages: number } {
  const sizes = listSitePages('out')
    .filter((path) => CORPUS_PAGE.test(path))
    .map((path) => gzipSync(readFileSync(join('out', path.slice('/x/'.length), 'index.html'))).length);
  return { median: median(sizes), max: Math.max(...sizes), pages: sizes.length };
}

const CORPUS_DIR = '.bench-corpus';
const KEPT_OUT = 'out.bench-kept';

const run: BenchSectionRunner = async () => {
  const sizes = (process.env.BENCH_CORPUS_SIZES ?? '200,1000').split(',').map(Number).filter(Boolean);
  const results: {
    markdownPages: number;
    cold: TimedBuild;
    warm: TimedBuild;
    html: ReturnType<typeof corpusHtmlSizes>;
  }[] = [];
  let lighthouse: LighthouseResult[];
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const hadOut = existsSync('out');
  if (hadOut) renameSync('out', KEPT_OUT);
  try {
    for (const size of sizes) {
      const markdownPages = writeCorpus(join(process.cwd(), CORPUS_DIR), size);
      const env = { XDOCS_CONTENT_ROOT: CORPUS_DIR };
      rmSync('build', { recursive: true, force: true });
      const cold = timedBuild(env);
      const warm = timedBuild(env);
      results.push({ markdownPages, cold, warm, html: corpusHtmlSizes() });
    }
    // The largest corpus's out/ is the one left: a page from its middle, and the Data Grid's API page.
    const server = await serveOut();
    try {
      lighthouse = await measureLighthouse(
        server.origin,
        { 'corpus page': '/x/group-3/page-120/', 'API page': '/x/api/data-grid/data-grid/' },
        runs,
      );
    } finally {
      await server.close();
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
  const builds: BenchSection = {
    title: 'Build of generated Markdown corpora',
    columns: [
      'Markdown pages',
      'pages written',
      'cold build',
      'warm build',
      'per written page',
      'peak memory',
      'HTML gz per Markdown page (median / max)',
    ],
    rows: rows.map((row, index) => {
      const html = results[index]?.html;
      return [...row, html ? `${kb1000(html.median)} / ${kb1000(html.max)}` : ''];
    }),
    json: { results, marginalMsPerMarkdownPage: marginal },
  };
  const largest = results.at(-1);
  if (!largest) return builds;
  const lighthouseSection: BenchSection = {
    title: `Lighthouse, mobile, on the ${largest.markdownPages}-page corpus (median of ${runs})`,
    columns: LIGHTHOUSE_COLUMNS,
    rows: lighthouse.map(lighthouseRow),
    json: { runs, results: lighthouse },
  };
  // Issue 30's targets, at 1,000 pages.
  const peakGb = largest.cold.peakMemoryMb === undefined ? undefined : largest.cold.peakMemoryMb / 1024;
  const worstLcp = Math.max(...lighthouse.map((result) => result.lcpMs));
  const lowestScore = Math.min(...lighthouse.map((result) => result.performance));
  const targets: [string, string, string, boolean][] = [
    ['build time per written page', '≤ 95 ms', `${perPage(largest).toFixed(0)} ms`, perPage(largest) <= 95],
    [
      'peak memory (largest process)',
      '≤ 3 GB',
      peakGb === undefined ? 'n/a' : `${peakGb.toFixed(1)} GB`,
      (peakGb ?? 0) <= 3,
    ],
    ['HTML gz per Markdown page (median)', '≤ 15 KB', kb1000(largest.html.median), largest.html.median <= 15_000],
    ['Lighthouse performance (corpus and API page)', '100', String(lowestScore), lowestScore === 100],
    ['Lighthouse LCP (slower of the two)', '≤ 1.3 s', `${(worstLcp / 1000).toFixed(2)} s`, worstLcp <= 1300],
  ];
  const targetSection: BenchSection = {
    title: `Issue 30's targets on the ${largest.markdownPages}-page corpus`,
    columns: ['figure', 'target', 'measured', 'met'],
    rows: targets.map(([figure, target, measured, met]) => [figure, target, measured, met ? 'yes' : 'no']),
    json: Object.fromEntries(targets.map(([figure, , measured, met]) => [figure, { measured, met }])),
  };
  return [builds, lighthouseSection, targetSection];
};
export default run;

/**
 * Lighthouse (default mobile settings: emulated phone, simulated slow 4G and CPU) on the home page, a prose page, an
 * API page and the heaviest demo page: the median of BENCH_LIGHTHOUSE_RUNS (default 3) runs of each figure.
 * Debian's Chromium, started by chrome-launcher with the same flags as the browser tests.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../../../playwright.config';
import { heaviestPageOfType } from '../../size-budgets';
import { median, serveOut } from '../serve-out';
import type { BenchSectionRunner } from '../types';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const run: BenchSectionRunner = async () => {
  const pages: Record<string, string> = {
    home: '/x/',
    prose: '/x/introduction/licensing/',
    'API page': '/x/api/data-grid/data-grid/',
    'heaviest demo page': heaviestPageOfType('out', 'demo'),
  };
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const server = await serveOut();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: chromiumLaunch.args,
  });
  const results: (Figures & { page: string; path: string })[] = [];
  try {
    for (const [page, path] of Object.entries(pages)) {
      const samples: Figures[] = [];
      for (let index = 0; index < runs; index += 1) {
        const result = await lighthouse(`${server.origin}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { categories, audits } = result.lhr;
        const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      }
      const pick = (key: keyof Figures) => median(samples.map((sample) => sample[key]));
      results.push({
        page,
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      });
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  return {
    title: `Lighthouse, mobile (median of ${runs})`,
    columns: ['page', 'path', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'best practices', 'SEO'],
    rows: results.map((result) => [
      result.page,
      result.path,
      result.performance,
      `${(result.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(result.tbtMs)} ms`,
      result.cls.toFixed(3),
      result.accessibility,
      result.bestPractices,
      result.seo,
    ]),
    json: { runs, results },
  };
};
export default run;

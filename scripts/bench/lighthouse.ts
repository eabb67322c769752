/**
 * Lighthouse (default mobile settings: emulated phone, simulated slow 4G and CPU) on pages of a served out/: the median
 * of `runs` runs of each figure. Debian's Chromium, started by chrome-launcher with the same flags as the browser tests.
 * Used by the Lighthouse section (the real site) and the corpus section (the 1,000-page corpus).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunch } from '../../playwright.config';
import { median } from './serve-out';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export type LighthouseResult = LighthouseFigures & { page: string; path: string };

/** Attempts at one run before the section fails: a run that errors would otherwise count as a score of 0. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url`, tried again when Lighthouse reports a runtime error (now and then the trace of a page
 * that loads fine cannot be read, `NO_NAVSTART`, and such a run counted as a score of 0 with no figures, which pulled
 * a median down).
 */
async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result.lhr;
    const what = `Lighthouse could not measure ${url} (${error.code}: ${error.message})`;
    if (attempt === ATTEMPTS) throw new Error(`${what} in ${ATTEMPTS} attempts.`);
    console.error(`${what}; trying again.`);
  }
}

/** Runs Lighthouse `runs` times on each of `pages` (label → path) under `origin`; the median of each figure. */
export async function measureLighthouse(
  origin: string,
  pages: Record<string, string>,
  runs: number,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: chromiumLaunch.args,
  });
  const results: LighthouseResult[] = [];
  try {
    for (const [page, path] of Object.entries(pages)) {
      const samples: LighthouseFigures[] = [];
      for (let index = 0; index < runs; index += 1) {
        const { categories, audits } = await runLighthouse(`${origin}${path}`, chrome.port);
        const score = (id: (typeof CATEGORIES)[number]) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      }
      const pick = (key: keyof LighthouseFigures) => median(samples.map((sample) => sample[key]));
      results.push({
        page,
        path,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}

export const LIGHTHOUSE_COLUMNS = [
  'page',
  'path',
  'performance',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'accessibility',
  'best practices',
  'SEO',
];

/** One table row per result, in the order of {@link LIGHTHOUSE_COLUMNS}. */
export const lighthouseRow = (result: LighthouseResult): (string | number)[] => [
  result.page,
  result.path,
  result.performance,
  `${(result.fcpMs / 1000).toFixed(2)} s`,
  `${(result.lcpMs / 1000).toFixed(2)} s`,
  `${Math.round(result.tbtMs)} ms`,
  result.cls.toFixed(3),
  result.accessibility,
  result.bestPractices,
  result.seo,
];

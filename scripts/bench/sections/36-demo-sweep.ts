/**
 * The demo sweep (e2e/demo-sweep.spec.ts): how long building its page takes, and mounting every demo of the site one
 * after another in one page of Debian's Chromium, in total and per demo, with the slowest demos named.
 */
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config';
import { buildDemoSweep } from '../../demo-sweep/build-demo-sweep';
import { openSweepPage, sweepList, sweepRun } from '../../demo-sweep/sweep-page';
import { ms, seconds } from '../format';
import type { BenchSectionRunner } from '../types';

const run: BenchSectionRunner = async () => {
  const buildSeconds = (await buildDemoSweep()) ?? 0;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await openSweepPage(page);
    const demos = await sweepList(page);
    const started = performance.now();
    const results = await sweepRun(page, demos);
    const totalSeconds = (performance.now() - started) / 1000;
    const times = results.map((result) => result.milliseconds).sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    const slowest = [...results].sort((a, b) => b.milliseconds - a.milliseconds).slice(0, 5);
    const failed = results.filter((result) => result.errors.length > 0 || !result.rendered).length;
    return {
      title: 'Demo sweep (every demo mounted in one page)',
      columns: ['figure', 'value'],
      rows: [
        ['sweep page build', seconds(buildSeconds)],
        ['demos mounted', demos.length],
        ['demos failing', failed],
        ['all demos, one after another', seconds(totalSeconds)],
        ['median per demo', ms(median)],
        ...slowest.map((result) => [`slow: ${result.demo}`, ms(result.milliseconds)]),
      ],
      json: { buildSeconds, demos: demos.length, failed, totalSeconds, medianMs: median, slowest },
    };
  } finally {
    await browser.close();
  }
};
export default run;

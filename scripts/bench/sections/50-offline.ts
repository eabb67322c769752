/** Offline readiness: what the service worker precaches, and how long a first visit takes to become offline-capable. */
import { startDeployment } from '../../../e2e/production-host';
import { precacheSize } from '../../offline/precache-manifest';
import { kb, ms } from '../format';
import type { BenchSectionRunner } from '../types';

/** Milliseconds from starting a first visit on the simulated production host to a worker controlling the page. */
async function timeToOfflineCapable(): Promise<number> {
  const deployment = await startDeployment();
  try {
    const page = await deployment.browser.newPage();
    const started = performance.now();
    await page.goto(`${deployment.origin}/x/`);
    // Controlled means installed: the precache (the app shell and offline page) is complete.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    return performance.now() - started;
  } finally {
    await deployment.close();
  }
}

const run: BenchSectionRunner = async () => {
  const size = precacheSize('out');
  let time: number | string;
  try {
    time = await timeToOfflineCapable();
  } catch (error) {
    time = `not measured (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
  }
  return {
    title: 'Offline readiness (service worker on the simulated production host)',
    columns: ['precached files', 'precache size', 'precache gz', 'first visit → offline-capable'],
    rows: [[size.files, kb(size.bytes), kb(size.gzipBytes), typeof time === 'number' ? ms(time) : time]],
    json: { ...size, timeToOfflineCapableMs: typeof time === 'number' ? Math.round(time) : null },
  };
};
export default run;

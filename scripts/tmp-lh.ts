import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { chromiumLaunch } from '../playwright.config';
import { serveOut } from './bench/serve-out';

const paths = process.argv.slice(2);
const server = await serveOut();
const chrome = await chromeLauncher.launch({ chromePath: chromiumLaunch.executablePath, chromeFlags: chromiumLaunch.args });
try {
  for (const path of paths) {
    for (let i = 0; i < Number(process.env.RUNS ?? 2); i += 1) {
      const result = await lighthouse(`${server.origin}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const lhr = result!.lhr;
      const m = (lhr.audits['metrics']?.details as any).items[0];
      console.log(path, i, 'score', Math.round((lhr.categories.performance!.score ?? 0) * 100), 'FCP', Math.round(m.firstContentfulPaint), 'LCP', Math.round(m.largestContentfulPaint), 'obsFCP', Math.round(m.observedFirstContentfulPaint), 'obsLCP', Math.round(m.observedLargestContentfulPaint), 'obsDCL', Math.round(m.observedDomContentLoaded));
      const reqs = (lhr.audits['network-requests']?.details as any).items.filter((r: any) => r.networkRequestTime <= m.observedLargestContentfulPaint + 50).map((r: any) => `${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.priority} ${r.resourceType} ${r.url.replace(server.origin, '')}`);
      console.log(reqs.join('\n'));
      writeFileSync(`/tmp/wt-nav-lh-${path.replace(/\W+/g, '_')}-${i}.json`, JSON.stringify(lhr));
    }
  }
} finally {
  chrome.kill();
  await server.close();
}

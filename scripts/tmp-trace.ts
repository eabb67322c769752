import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chromiumLaunch } from '../playwright.config';
import { serveOut } from './bench/serve-out';

const server = await serveOut();
const browser = await chromium.launch(chromiumLaunch);
try {
  for (const path of process.argv.slice(2)) {
    for (let run = 0; run < 3; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8 * 0.9, uploadThroughput: 750e3 / 8 * 0.9 });
      const file = `/tmp/wt-nav-trace-${run}.json`;
      await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'loading', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
      await page.goto(`${server.origin}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(1500);
      await browser.stopTracing();
      const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents as any[];
      const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ?? events.find((e) => e.name === 'navigationStart')!.ts;
      const t = (e: any) => ((e.ts - nav) / 1000).toFixed(0);
      const rows: string[] = [];
      for (const e of events) {
        if (['firstContentfulPaint', 'firstPaint', 'largestContentfulPaint::Candidate', 'domContentLoadedEventEnd', 'MarkDOMContent'].includes(e.name)) rows.push(`${t(e)} ${e.name}`);
        if (e.name === 'ResourceSendRequest') rows.push(`${t(e)} send ${String(e.args.data.url).replace(server.origin, '')} ${e.args.data.priority}`);
        if (e.name === 'ResourceFinish') rows.push(`${t(e)} finish ${e.args.data.requestId}`);
        if ((e.name === 'EvaluateScript' || e.name === 'v8.evaluateModule' || e.name === 'ParseHTML' || e.name === 'Layout' || e.name === 'Paint' || e.name === 'UpdateLayoutTree' || e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'FireAnimationFrame') && e.ph === 'X' && e.dur > 2000)
          rows.push(`${t(e)} ${e.name} ${(e.dur / 1000).toFixed(0)}ms ${String(e.args?.data?.url ?? e.args?.beginData?.url ?? '').replace(server.origin, '')}`);
      }
      console.log(`== ${path} run ${run}`);
      console.log(rows.sort((a, b) => Number(a.split(' ')[0]) - Number(b.split(' ')[0])).filter((r) => Number(r.split(' ')[0]) < 2500).join('\n'));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.close();
}

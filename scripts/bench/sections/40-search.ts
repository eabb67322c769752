/** Search: index size per language, time to first results after opening, query latency on the full index. */
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunch } from '../../../playwright.config';
import { loadSearchIndexJson } from '../../../src/engine/search/packed-index';
import { runSearch } from '../../../src/engine/search/query';
import type { SearchManifest } from '../../../src/engine/search/types';
import { createServer } from '../../server';
import { kb, ms } from '../format';
import type { BenchSection, BenchSectionRunner } from '../types';

const OUT = 'out';
const QUERIES = [
  'datagr',
  'chekbox',
  'checkboxSelection',
  'slotProps',
  'apiRef',
  'date picker',
  'rich tree view items',
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function sizes(manifest: SearchManifest) {
  // The lazily loaded chunks: the dialog and the client with MiniSearch (search-dialog-*, search-client-*).
  const chunks = readdirSync(join(OUT, 'assets')).filter((file) => /^search-.*\.js$/.test(file));
  const gz = (file: string) => gzipSync(readFileSync(file)).length;
  return {
    en: gz(join(OUT, 'search', manifest.indexes.en)),
    zh: gz(join(OUT, 'search', manifest.indexes.zh)),
    code: chunks.reduce((total, file) => total + gz(join(OUT, 'assets', file)), 0),
  };
}

function queryLatency(file: string): number {
  const index = loadSearchIndexJson(readFileSync(file, 'utf8'));
  for (const query of QUERIES) runSearch(index, query); // warm-up
  const times = QUERIES.flatMap((query) =>
    Array.from({ length: 10 }, () => {
      const started = performance.now();
      runSearch(index, query);
      return performance.now() - started;
    }),
  );
  return median(times);
}

/** Opens search with Ctrl+K on a cold page load and waits for the first result row, three times. */
async function timeToFirstResults(): Promise<number> {
  const server = createServer(OUT).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const times: number[] = [];
    for (let run = 0; run < 3; run++) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/x/react-data-grid/`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const started = Date.now();
      await page.keyboard.press('Control+k');
      await page.getByRole('combobox', { name: 'Search query' }).fill('datagr');
      await page.getByRole('option').first().waitFor();
      times.push(Date.now() - started);
      await page.close();
    }
    return median(times);
  } finally {
    await browser.close();
    server.close();
  }
}

const run: BenchSectionRunner = async () => {
  const manifest = JSON.parse(readFileSync(join(OUT, 'search', 'manifest.json'), 'utf8')) as SearchManifest;
  const size = sizes(manifest);
  const latency = {
    en: queryLatency(join(OUT, 'search', manifest.indexes.en)),
    zh: queryLatency(join(OUT, 'search', manifest.indexes.zh)),
  };
  const firstResults = await timeToFirstResults();
  const section: BenchSection = {
    title: 'Search (MiniSearch, built with the site)',
    columns: ['figure', 'English', 'Chinese', 'target'],
    rows: [
      ['index transferred (gzipped)', kb(size.en), kb(size.zh), '< 300 KB (English)'],
      ['search code, loaded on open (gzipped)', kb(size.code), kb(size.code), ''],
      ['median query latency, full index', ms(latency.en), ms(latency.zh), '< 20 ms'],
      ['Ctrl+K to first result, cold (median of 3)', ms(firstResults), '', ''],
    ],
    json: { indexGzipBytes: { en: size.en, zh: size.zh }, codeGzipBytes: size.code, latency, firstResults },
  };
  return section;
};
export default run;

/**
 * Builds each language's search index from content/ as the build step does, without building the site, and prints
 * its size against the budget, the share of each part, the time to load it and the median query time:
 * `npx tsx scripts/search-index-size.ts` (no browser; `npm run bench -- search` measures the built site).
 */
import { realContentIndexJson } from '../src/engine/search/ranking-fixture';
import { gzippedBytes, SEARCH_INDEX_BUDGET_BYTES, SEARCH_INDEX_TARGET_BYTES } from '../src/engine/search/index-budget';
import { loadSearchIndexJson, type PackedIndex } from '../src/engine/search/packed-index';
import { runSearch } from '../src/engine/search/query';
import type { SearchLanguage } from '../src/engine/search/types';

const QUERIES = ['datagr', 'chekbox', 'checkboxSelection', 'slotProps', 'apiRef', 'date picker', '日期选择器'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

for (const language of ['en', 'zh'] as SearchLanguage[]) {
  const json = realContentIndexJson(language);
  const gzipped = gzippedBytes(json);
  const budget = SEARCH_INDEX_BUDGET_BYTES[language];
  console.log(
    `${language}: ${kb(json.length)} raw, ${kb(gzipped)} gzipped; budget ${kb(budget)}` +
      ` (${gzipped <= budget ? 'within' : 'OVER'}), target ${kb(SEARCH_INDEX_TARGET_BYTES)}`,
  );
  const packed = JSON.parse(json) as PackedIndex;
  const parts = Object.entries(packed).map(([part, value]) => [part, gzippedBytes(JSON.stringify(value))] as const);
  for (const [part, bytes] of parts.sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`  ${part}: ${kb(bytes)}`);
  const started = performance.now();
  const index = loadSearchIndexJson(json);
  const loaded = performance.now() - started;
  const times = QUERIES.flatMap((query) =>
    [0, 1, 2, 3, 4].map(() => {
      const start = performance.now();
      runSearch(index, query);
      return performance.now() - start;
    }),
  );
  const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  console.log(`  loading: ${loaded.toFixed(0)} ms, median query: ${median.toFixed(1)} ms`);
}

/**
 * Lighthouse, mobile, on the real site's home page, a prose page, an API page and the heaviest demo page: the median
 * of BENCH_LIGHTHOUSE_RUNS (default 3) runs of each figure (scripts/bench/lighthouse.ts).
 */
import { heaviestPageOfType } from '../../size-budgets';
import { LIGHTHOUSE_COLUMNS, lighthouseRow, measureLighthouse } from '../lighthouse';
import { serveOut } from '../serve-out';
import type { BenchSectionRunner } from '../types';

const run: BenchSectionRunner = async () => {
  const pages: Record<string, string> = {
    home: '/x/',
    prose: '/x/introduction/licensing/',
    'API page': '/x/api/data-grid/data-grid/',
    'heaviest demo page': heaviestPageOfType('out', 'demo'),
  };
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
  const server = await serveOut();
  try {
    const results = await measureLighthouse(server.origin, pages, runs);
    return {
      title: `Lighthouse, mobile (median of ${runs})`,
      columns: LIGHTHOUSE_COLUMNS,
      rows: results.map(lighthouseRow),
      json: { runs, results },
    };
  } finally {
    await server.close();
  }
};
export default run;

/**
 * Lighthouse, mobile, on the real site's home page, a prose page, an API page, the heaviest demo page (by first-load
 * JS) and a demo page of each product, with the Data Grid's common-concepts guide: the median of BENCH_LIGHTHOUSE_RUNS
 * (default 5) runs of each figure (scripts/bench/lighthouse.ts). Demo pages differ most in blocking time, and not with
 * their JS: the charts pages, lighter than row grouping, block longer; and on this machine a median of 3 moved by up
 * to 3 points between two runs of one build.
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
    'Charts demo page': '/x/react-charts/bars/',
    'Charts overview': '/x/react-charts/',
    'Date Pickers demo page': '/x/react-date-pickers/date-picker/',
    'Tree View overview': '/x/react-tree-view/',
    'common concepts (Data Grid demos)': '/x/common-concepts/custom-components/',
  };
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
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

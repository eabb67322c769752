/**
 * Demo data (content/demo-data/): time to generate 100,000 rows of each business dataset, median of 5 runs.
 * Only the row files are timed: the column and fake-server files import the Data Grid, whose CSS import plain Node
 * cannot load (their tests run under Vitest, which prints the same generation times).
 */
import { createCommodityRows } from '../../../content/demo-data/commodity-rows';
import { createEmployeeRows } from '../../../content/demo-data/employee-rows';
import { ms } from '../format';
import type { BenchSectionRunner } from '../types';

const ROWS = 100_000;

function median(run: () => unknown): number {
  const times = Array.from({ length: 5 }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  });
  return times.sort((a, b) => a - b)[2]!;
}

const run: BenchSectionRunner = async () => {
  const figures = {
    employees: median(() => createEmployeeRows(ROWS)),
    commodities: median(() => createCommodityRows(ROWS)),
  };
  return {
    title: `Demo data: generating ${ROWS.toLocaleString('en-US')} rows (median of 5)`,
    columns: ['dataset', 'time'],
    rows: Object.entries(figures).map(([dataset, time]) => [dataset, ms(time)]),
    json: figures,
  };
};
export default run;

/**
 * The MCP server (`npm run mcp`, docs/mcp.md) as a client sees it over stdio: the time from spawning it to a completed
 * `initialize`, then the median and p95 round trip of each tool over a fixed set of calls (after one warm-up round,
 * which loads the search index and the API reference). Needs a built out/.
 */
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ms } from '../format';
import type { BenchSection, BenchSectionRunner } from '../types';

/** Calls per tool, each made ROUNDS times. */
const CALLS: Record<string, Record<string, unknown>[]> = {
  search_docs: [{ query: 'sort model' }, { query: 'chekbox selection' }, { query: 'DatePicker' }, { query: '排序' }],
  get_api: [
    { name: 'DataGridPremium' },
    { name: 'DataGridPremium', member: 'processRowUpdate' },
    { name: 'GridColDef', member: 'valueGetter' },
    { name: 'PieSeriesType' },
  ],
  get_page: [{ path: '/x/react-data-grid/sorting/' }, { path: '/x/react-charts/bars/', code: 'js' }],
  get_demo: [{ page: '/x/react-data-grid/sorting/', demo: 'sorting-basic', variant: 'js' }],
  list_pages: [{ product: 'x-data-grid' }, {}],
};
const ROUNDS = 20;
const TARGETS: Record<string, string> = { search_docs: '< 20 ms', get_api: '< 5 ms' };

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function time(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await action();
  return performance.now() - started;
}

const run: BenchSectionRunner = async () => {
  const client = new Client({ name: 'x-docs-bench', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: join('node_modules', '.bin', 'tsx'),
    args: [join('scripts', 'mcp.ts')],
    stderr: 'ignore',
  });
  const start = await time(() => client.connect(transport));
  const call = (name: string, args: Record<string, unknown>) => client.callTool({ name, arguments: args });
  const latency: Record<string, { median: number; p95: number; calls: number }> = {};
  try {
    for (const [name, calls] of Object.entries(CALLS)) for (const args of calls) await call(name, args);
    for (const [name, calls] of Object.entries(CALLS)) {
      const times: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        for (const args of calls) times.push(await time(() => call(name, args)));
      }
      latency[name] = { median: percentile(times, 0.5), p95: percentile(times, 0.95), calls: times.length };
    }
  } finally {
    await client.close();
  }
  const section: BenchSection = {
    title: 'MCP server over stdio (round trip as the client sees it)',
    columns: ['figure', 'median', 'p95', 'calls', 'target'],
    rows: [
      ['start: spawn to initialized', ms(start), '', 1, '< 1 s'],
      ...Object.entries(latency).map(([name, figures]) => [
        name,
        ms(figures.median),
        ms(figures.p95),
        figures.calls,
        TARGETS[name] ?? '',
      ]),
    ],
    json: { startMs: start, latency },
  };
  return section;
};
export default run;

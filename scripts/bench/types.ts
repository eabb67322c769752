/** One section of `npm run bench`: a titled Markdown table plus the same figures for bench.json. */
export interface BenchSection {
  title: string;
  /** Column headers of the Markdown table. */
  columns: string[];
  rows: (string | number)[][];
  /** Machine-readable figures stored under the section's file name in bench-results/bench.json. */
  json: unknown;
}

/** What every section module in scripts/bench/sections/ exports as default. */
export type BenchSectionRunner = () => Promise<BenchSection | BenchSection[]>;

import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { createCommodityColumns } from './commodity-columns';
import { createCommodityRows } from './commodity-rows';
import { createEmployeeColumns } from './employee-columns';
import { createEmployeeRows } from './employee-rows';
import { createMovieColumns } from './movie-columns';
import { movieRows } from './movie-rows';

/** The datasets `createDemoData` and `useDemoData` know. */
export type DemoDatasetName = 'employees' | 'commodities' | 'movies';

/** Options of `createDemoData`. */
export interface DemoDataOptions {
  dataset: DemoDatasetName;
  /**
   * How many rows, from 1 to 100,000. The movies dataset is a fixed list and ignores it beyond its length.
   * @default 100
   */
  rowCount?: number;
  /** Seed of the generator: change it for other rows of the same shape. @default the dataset's own seed */
  seed?: number;
  /** Keeps only the first columns (the most telling ones come first). @default every column */
  maxColumns?: number;
}

/** Rows and ready-to-use column definitions. */
export interface DemoData<R extends GridValidRowModel = GridValidRowModel> {
  rows: R[];
  columns: GridColDef<R>[];
}

/** The most rows a demo may ask for: beyond it a demo should page on a (fake) server instead. */
export const MAX_DEMO_ROWS = 100_000;

function createRowsAndColumns(dataset: DemoDatasetName, rowCount: number, seed?: number): DemoData {
  switch (dataset) {
    case 'employees':
      return { rows: createEmployeeRows(rowCount, seed), columns: createEmployeeColumns() as GridColDef[] };
    case 'commodities':
      return { rows: createCommodityRows(rowCount, seed), columns: createCommodityColumns() as GridColDef[] };
    case 'movies':
      return { rows: movieRows.slice(0, rowCount), columns: createMovieColumns() as GridColDef[] };
  }
}

/**
 * Rows and columns of a named dataset, the same for the same options (so prerendered HTML and
 * the live demo agree).
 */
export function createDemoData({ dataset, rowCount = 100, seed, maxColumns }: DemoDataOptions): DemoData {
  if (!Number.isInteger(rowCount) || rowCount < 1 || rowCount > MAX_DEMO_ROWS) {
    throw new RangeError(`rowCount must be a whole number from 1 to ${MAX_DEMO_ROWS}, got ${rowCount}.`);
  }
  const data = createRowsAndColumns(dataset, rowCount, seed);
  return maxColumns === undefined ? data : { rows: data.rows, columns: data.columns.slice(0, maxColumns) };
}

import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A dataset a demo can ask for by passing it to `createDemoData` or `useDemoData`. Each one lives
 * beside its columns (`employeeDataset` in `employee-columns`, …), so a demo pulls in only the
 * dataset it shows, and its sandbox only gets those files.
 */
export interface DemoDataset<R extends GridValidRowModel = GridValidRowModel> {
  /** Shown in error messages. */
  name: string;
  /** The rows, the same for the same count and seed. */
  createRows: (count: number, seed?: number) => R[];
  /** Column definitions ready for the grid, the most telling first. */
  createColumns: () => GridColDef<R>[];
  /** Fixed lists have fewer rows than `MAX_DEMO_ROWS`; asking for more gives them all. @default MAX_DEMO_ROWS */
  maxRows?: number;
}

/** Options of `createDemoData`. */
export interface DemoDataOptions<R extends GridValidRowModel = GridValidRowModel> {
  dataset: DemoDataset<R>;
  /** How many rows, from 1 to 100,000. @default 100 */
  rowCount?: number;
  /** Seed of the generator: change it for other rows of the same shape. @default the dataset's own seed */
  seed?: number;
  /** Keeps only the first columns. @default every column */
  maxColumns?: number;
}

/** Rows and ready-to-use column definitions. */
export interface DemoData<R extends GridValidRowModel = GridValidRowModel> {
  rows: R[];
  columns: GridColDef<R>[];
}

/** The most rows a demo may ask for: beyond it a demo should page on a (fake) server instead. */
export const MAX_DEMO_ROWS = 100_000;

/**
 * Rows and columns of a dataset, the same for the same options, so the prerendered page and the
 * live demo agree.
 */
export function createDemoData<R extends GridValidRowModel>({
  dataset,
  rowCount = 100,
  seed,
  maxColumns,
}: DemoDataOptions<R>): DemoData<R> {
  if (!Number.isInteger(rowCount) || rowCount < 1 || rowCount > MAX_DEMO_ROWS) {
    throw new RangeError(
      `${dataset.name}: rowCount must be a whole number from 1 to ${MAX_DEMO_ROWS}, got ${rowCount}.`,
    );
  }
  const rows = dataset.createRows(Math.min(rowCount, dataset.maxRows ?? MAX_DEMO_ROWS), seed);
  const columns = dataset.createColumns();
  return { rows, columns: maxColumns === undefined ? columns : columns.slice(0, maxColumns) };
}

import type { GridColDef, GridSingleSelectColDef, GridValidRowModel } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { createDemoData as createFromDataset, MAX_DEMO_ROWS, type DemoDataset } from './demo-dataset';
import { demoDatasets, type DemoDatasetName } from './demo-datasets';
import { movieRows } from './movie-rows';

const businessDatasets: DemoDatasetName[] = ['employees', 'commodities'];

/** `createDemoData` by dataset name; the cast widens a dataset's own row type to any row. */
const createDemoData = (options: { dataset: DemoDatasetName; rowCount?: number; seed?: number; maxColumns?: number }) =>
  createFromDataset({ ...options, dataset: demoDatasets[options.dataset] as unknown as DemoDataset });

/** What a cell of each column type must hold. */
const valueCheck: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string' && value.length > 0,
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  date: (value) => value instanceof Date && value.getHours() === 0 && value.getMinutes() === 0,
  dateTime: (value) => value instanceof Date && !Number.isNaN(value.getTime()),
  boolean: (value) => typeof value === 'boolean',
};

function checkColumn(column: GridColDef, rows: GridValidRowModel[]) {
  const type = column.type ?? 'string';
  if (type === 'actions') return;
  if (type === 'singleSelect') {
    const options = (column as GridSingleSelectColDef).valueOptions as unknown[];
    expect(
      rows.every((row) => options.includes(row[column.field])),
      column.field,
    ).toBe(true);
    return;
  }
  expect(
    rows.every((row) => valueCheck[type]!(row[column.field])),
    `${column.field} holds ${type} values`,
  ).toBe(true);
}

describe('demo datasets', () => {
  it.each(businessDatasets)('%s: every column type, 15–25 columns, values of the right type', (dataset) => {
    const { rows, columns } = createDemoData({ dataset, rowCount: 500 });
    expect(columns.length).toBeGreaterThanOrEqual(15);
    expect(columns.length).toBeLessThanOrEqual(25);
    const types = new Set(columns.map((column) => column.type ?? 'string'));
    expect([...types].sort()).toEqual(['actions', 'boolean', 'date', 'dateTime', 'number', 'singleSelect', 'string']);
    expect(columns.filter((column) => column.renderCell).length).toBeGreaterThanOrEqual(2);
    expect(columns.filter((column) => column.valueFormatter).length).toBeGreaterThanOrEqual(2);
    expect(columns.every((column) => typeof column.width === 'number' && column.headerName)).toBe(true);
    for (const column of columns) checkColumn(column, rows);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it.each(businessDatasets)('%s: the same seed gives the same rows, another seed other rows', (dataset) => {
    const first = createDemoData({ dataset, rowCount: 50, seed: 9 }).rows;
    expect(createDemoData({ dataset, rowCount: 50, seed: 9 }).rows).toEqual(first);
    expect(createDemoData({ dataset, rowCount: 50, seed: 10 }).rows).not.toEqual(first);
    // A longer list starts with the same rows, so changing the row count does not reshuffle a demo.
    expect(createDemoData({ dataset, rowCount: 80, seed: 9 }).rows.slice(0, 50)).toEqual(first);
  });

  it.each(businessDatasets)('%s: 10 to 100,000 rows on demand (generation time printed)', (dataset) => {
    for (const rowCount of [10, 1_000, MAX_DEMO_ROWS]) {
      const started = performance.now();
      const { rows } = createDemoData({ dataset, rowCount });
      const elapsed = performance.now() - started;
      expect(rows).toHaveLength(rowCount);
      expect(rows[rowCount - 1]!.id).toBe(rowCount);
      console.log(`${dataset}: ${rowCount.toLocaleString('en-US')} rows in ${elapsed.toFixed(0)} ms`);
    }
    expect(() => createDemoData({ dataset, rowCount: MAX_DEMO_ROWS + 1 })).toThrow(RangeError);
    expect(() => createDemoData({ dataset, rowCount: 0 })).toThrow(
      /rowCount must be a whole number from 1 to 100000, got 0/,
    );
  });

  it.each(['employees', 'commodities', 'movies'] as const)(
    '%s: formatters leave empty cells (group rows) empty',
    (dataset) => {
      const { columns } = createDemoData({ dataset, rowCount: 10 });
      const formatted = columns.filter((column) => column.valueFormatter);
      expect(formatted.length).toBeGreaterThan(0);
      for (const column of formatted) {
        const format = column.valueFormatter as (value: unknown) => unknown;
        expect(format(undefined), column.field).toBe('');
        expect(format(null), column.field).toBe('');
      }
    },
  );

  it('maxColumns keeps the first columns only', () => {
    const { columns } = createDemoData({ dataset: 'employees', rowCount: 10, maxColumns: 6 });
    expect(columns.map((column) => column.field)).toEqual([
      'name',
      'jobTitle',
      'department',
      'level',
      'salary',
      'bonusRate',
    ]);
  });

  it('movies: 100 made-up films with unique titles, budgets that drive gross, several films per studio', () => {
    const { rows, columns } = createDemoData({ dataset: 'movies', rowCount: 1000 });
    expect(rows).toHaveLength(100);
    expect(new Set(movieRows.map((movie) => movie.title)).size).toBe(100);
    for (const column of columns) checkColumn(column, rows);
    const perStudio = new Map<string, number>();
    for (const movie of movieRows) perStudio.set(movie.studio, (perStudio.get(movie.studio) ?? 0) + 1);
    expect(perStudio.size).toBe(5);
    expect(Math.min(...perStudio.values())).toBeGreaterThanOrEqual(5);
    const big = movieRows.filter((movie) => movie.budget >= 100_000_000);
    const small = movieRows.filter((movie) => movie.budget < 30_000_000);
    const meanGross = (films: typeof movieRows) => films.reduce((total, film) => total + film.gross, 0) / films.length;
    expect(meanGross(big)).toBeGreaterThan(2 * meanGross(small));
  });
});

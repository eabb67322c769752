import type { RefObject } from 'react';
import {
  DEFAULT_GRID_COL_TYPE_KEY,
  GridLogicOperator,
  getGridDefaultColumnTypes,
  type GetApplyQuickFilterFn,
  type GridApi,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
  type GridRowId,
  type GridSortCellParams,
  type GridSortModel,
  type GridTreeNode,
  type GridValidRowModel,
} from '@mui/x-data-grid';

/**
 * Sorting and filtering "on the server" with the grid's own rules: the columns are completed with
 * the grid's defaults for their type, so the comparators (`gridStringOrNumberComparator`,
 * `gridDateComparator`…) and the filter operators (`getGridStringOperators()`…, with their
 * `getApplyFilterFn`) are the very functions the grid runs in the browser.
 */

/** Options shared by `filterGridRows` and `sortGridRows`. */
export interface GridQueryOptions<R extends GridValidRowModel> {
  /** Reads a row's id. @default (row) => row.id */
  getRowId?: (row: R) => GridRowId;
  /** Compare text without accents, like the grid's `ignoreDiacritics` prop. @default false */
  ignoreDiacritics?: boolean;
  /** Columns hidden in the grid; the quick filter skips them, as the grid does. @default {} */
  columnVisibilityModel?: Record<string, boolean>;
}

const columnTypes = getGridDefaultColumnTypes();

/** A column with the grid's defaults for its type filled in, as the grid resolves it. */
export function resolveGridColumn<R extends GridValidRowModel>(column: GridColDef<R>): GridColDef<R> {
  const defaults = columnTypes[column.type ?? DEFAULT_GRID_COL_TYPE_KEY] ?? columnTypes[DEFAULT_GRID_COL_TYPE_KEY];
  return { ...defaults, ...column } as GridColDef<R>;
}

/**
 * The few grid API methods that value getters, formatters and operators call, backed by plain
 * functions. Cast: operators are typed to receive the whole grid API, but only use these.
 */
function createValueApi<R extends GridValidRowModel>(options: GridQueryOptions<R>) {
  const ref = { current: {} } as RefObject<GridApi>;
  const getRowValue = (row: R, column: GridColDef<R>) =>
    column.valueGetter ? column.valueGetter(row[column.field] as never, row, column, ref) : row[column.field];
  Object.assign(ref.current, {
    getRowValue,
    getRowFormattedValue: (row: R, column: GridColDef<R>) => {
      const value = getRowValue(row, column);
      return column.valueFormatter ? column.valueFormatter(value as never, row, column, ref) : value;
    },
    ignoreDiacritics: options.ignoreDiacritics ?? false,
    state: { props: { getRowId: options.getRowId } },
  });
  return { ref, getRowValue };
}

const defaultValueApi = createValueApi({});

/** A row's value in a column, through its `valueGetter` when it has one, as the grid reads it. */
export function getGridRowValue<R extends GridValidRowModel>(row: R, column: GridColDef<R>): unknown {
  return (defaultValueApi.getRowValue as (row: R, column: GridColDef<R>) => unknown)(row, column);
}

const stripDiacritics = (value: unknown) =>
  typeof value === 'string' ? value.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : value;

type RowTest<R> = (row: R) => boolean;

function itemTest<R extends GridValidRowModel>(
  item: GridFilterItem,
  columns: Map<string, GridColDef<R>>,
  api: ReturnType<typeof createValueApi<R>>,
  ignoreDiacritics: boolean,
): RowTest<R> | null {
  const column = columns.get(item.field);
  if (!item.operator || !column) return null;
  const operator = column.filterOperators?.find((candidate) => candidate.value === item.operator);
  if (!operator) {
    throw new Error(`Column "${column.field}" has no filter operator "${item.operator}". Fix: use one of its type's.`);
  }
  const parse = column.valueParser;
  let value = parse
    ? Array.isArray(item.value)
      ? item.value.map((part) => parse(part, undefined, column, api.ref))
      : parse(item.value, undefined, column, api.ref)
    : item.value;
  if (ignoreDiacritics) value = stripDiacritics(value);
  const apply = operator.getApplyFilterFn({ ...item, value }, column);
  if (typeof apply !== 'function') return null;
  return (row) => {
    const cell = api.getRowValue(row, column);
    return apply(ignoreDiacritics ? stripDiacritics(cell) : cell, row, column, api.ref);
  };
}

function quickFilterTest<R extends GridValidRowModel>(
  model: GridFilterModel,
  columns: Map<string, GridColDef<R>>,
  api: ReturnType<typeof createValueApi<R>>,
  options: GridQueryOptions<R>,
): RowTest<R> | null {
  const values = model.quickFilterValues?.filter(Boolean) ?? [];
  if (values.length === 0) return null;
  const hidden = options.columnVisibilityModel ?? {};
  const searched = [...columns.values()].filter(
    (column) => model.quickFilterExcludeHiddenColumns === false || hidden[column.field] !== false,
  );
  const perValue = values.map((value) => {
    const needle = options.ignoreDiacritics ? stripDiacritics(value) : value;
    return searched.flatMap((column) => {
      const apply = column.getApplyQuickFilterFn?.(needle, column as Parameters<GetApplyQuickFilterFn<R>>[1], api.ref);
      if (!apply) return [];
      return [
        (row: R) => {
          const cell = api.getRowValue(row, column);
          return apply(options.ignoreDiacritics ? stripDiacritics(cell) : cell, row, column, api.ref);
        },
      ];
    });
  });
  const matches = (row: R, index: number) => perValue[index]!.some((test) => test(row));
  // The grid checks every value of the model, even those it skipped above (they never match).
  const all = model.quickFilterValues ?? [];
  const indexOf = (value: unknown) => values.indexOf(value);
  return model.quickFilterLogicOperator === GridLogicOperator.Or
    ? (row) => all.some((value) => indexOf(value) >= 0 && matches(row, indexOf(value)))
    : (row) => all.every((value) => indexOf(value) >= 0 && matches(row, indexOf(value)));
}

/** The rows that pass a filter model (items with their logic operator, and quick filter values). */
export function filterGridRows<R extends GridValidRowModel>(
  rows: readonly R[],
  columns: readonly GridColDef<R>[],
  model: GridFilterModel | undefined,
  options: GridQueryOptions<R> = {},
): R[] {
  if (!model) return [...rows];
  const byField = new Map(columns.map((column) => [column.field, resolveGridColumn(column)]));
  const api = createValueApi(options);
  const tests = model.items
    .map((item) => itemTest(item, byField, api, options.ignoreDiacritics ?? false))
    .filter((test): test is RowTest<R> => test !== null);
  const quick = quickFilterTest(model, byField, api, options);
  const passesItems: RowTest<R> =
    tests.length === 0
      ? () => true
      : model.logicOperator === GridLogicOperator.Or
        ? (row) => tests.some((test) => test(row))
        : (row) => tests.every((test) => test(row));
  return rows.filter((row) => passesItems(row) && (!quick || quick(row)));
}

/** The rows in the order of a sort model; ties keep their original order, as in the grid. */
export function sortGridRows<R extends GridValidRowModel>(
  rows: readonly R[],
  columns: readonly GridColDef<R>[],
  model: GridSortModel | undefined,
  options: GridQueryOptions<R> = {},
): R[] {
  const byField = new Map(columns.map((column) => [column.field, resolveGridColumn(column)]));
  const api = createValueApi(options);
  const getRowId = options.getRowId ?? ((row: R) => row.id as GridRowId);
  const sorters = (model ?? []).flatMap((item) => {
    const column = byField.get(item.field);
    if (!column || item.sort === null) return [];
    const base = column.sortComparator;
    const comparator =
      column.getSortComparator?.(item.sort) ??
      (base && (item.sort === 'desc' ? (...args: Parameters<typeof base>) => -base(...args) : base));
    return comparator ? [{ column, comparator }] : [];
  });
  if (sorters.length === 0) return [...rows];
  const decorated = rows.map((row) => {
    const id = getRowId(row);
    const params = sorters.map(({ column }): GridSortCellParams => {
      // Only leaf rows are sorted here; comparators that read `rowNode` see a plain leaf.
      const rowNode = { id, type: 'leaf', depth: 0, parent: 'auto-generated-group-node-root' } as GridTreeNode;
      return { id, field: column.field, value: api.getRowValue(row, column), rowNode, api: api.ref.current };
    });
    return { row, params };
  });
  decorated.sort((a, b) => {
    for (let index = 0; index < sorters.length; index += 1) {
      const first = a.params[index]!;
      const second = b.params[index]!;
      const result = sorters[index]!.comparator(first.value, second.value, first, second);
      if (result !== 0) return result;
    }
    return 0;
  });
  return decorated.map(({ row }) => row);
}

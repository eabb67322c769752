// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import {
  DataGridPro,
  GridLogicOperator,
  gridFilteredSortedRowIdsSelector,
  type GridApiPro,
  type GridColDef,
  type GridFilterModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid-pro';
import type { RefObject } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createCommodityColumns } from './commodity-columns';
import { createCommodityRows } from './commodity-rows';
import { createEmployeeColumns } from './employee-columns';
import { createEmployeeRows } from './employee-rows';
import { filterGridRows, sortGridRows } from './grid-query';
import { createMovieColumns } from './movie-columns';
import { movieRows } from './movie-rows';

afterEach(cleanup);

interface Query {
  sortModel?: GridSortModel;
  filterModel?: GridFilterModel;
  columnVisibilityModel?: Record<string, boolean>;
  ignoreDiacritics?: boolean;
}

/** The ids the real Data Grid Pro shows, in order, for the same rows, columns and models. */
function gridIds<R extends GridValidRowModel>(rows: R[], columns: GridColDef<R>[], query: Query) {
  const apiRef: RefObject<GridApiPro | null> = { current: null };
  render(
    <div style={{ width: 800, height: 400 }}>
      <DataGridPro
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        sortModel={query.sortModel ?? []}
        filterModel={query.filterModel ?? { items: [] }}
        columnVisibilityModel={query.columnVisibilityModel ?? {}}
        ignoreDiacritics={query.ignoreDiacritics ?? false}
      />
    </div>,
  );
  return gridFilteredSortedRowIdsSelector(apiRef as RefObject<GridApiPro>);
}

/** The ids our fake server answers with. */
function serverIds<R extends GridValidRowModel>(rows: R[], columns: GridColDef<R>[], query: Query) {
  const options = { columnVisibilityModel: query.columnVisibilityModel, ignoreDiacritics: query.ignoreDiacritics };
  const filtered = filterGridRows(rows, columns, query.filterModel, options);
  return sortGridRows(filtered, columns, query.sortModel, options).map((row) => row.id as number);
}

const employees = createEmployeeRows(300);
const employeeColumns = createEmployeeColumns();
const trades = createCommodityRows(300);
const tradeColumns = createCommodityColumns();

const employeeQueries: [string, Query][] = [
  [
    'multi-column sort (text, then number descending)',
    {
      sortModel: [
        { field: 'department', sort: 'asc' },
        { field: 'salary', sort: 'desc' },
      ],
    },
  ],
  [
    'date and boolean sort',
    {
      sortModel: [
        { field: 'remote', sort: 'desc' },
        { field: 'hireDate', sort: 'asc' },
      ],
    },
  ],
  [
    'string contains AND number >',
    {
      filterModel: {
        items: [
          { id: 1, field: 'name', operator: 'contains', value: 'an' },
          { id: 2, field: 'salary', operator: '>', value: '90000' },
        ],
      },
    },
  ],
  [
    'singleSelect OR boolean',
    {
      filterModel: {
        logicOperator: GridLogicOperator.Or,
        items: [
          { id: 1, field: 'department', operator: 'is', value: 'Sales' },
          { id: 2, field: 'remote', operator: 'is', value: 'true' },
        ],
      },
    },
  ],
  [
    'isAnyOf, date after, dateTime before',
    {
      filterModel: {
        items: [
          { id: 1, field: 'level', operator: 'isAnyOf', value: ['Senior', 'Lead'] },
          { id: 2, field: 'hireDate', operator: 'after', value: '2018-06-01' },
          { id: 3, field: 'lastLogin', operator: 'before', value: '2025-01-10T12:00' },
        ],
      },
    },
  ],
  [
    'string equals, startsWith, isNotEmpty',
    {
      filterModel: {
        logicOperator: GridLogicOperator.Or,
        items: [
          { id: 1, field: 'office', operator: 'not', value: 'Berlin' },
          { id: 2, field: 'jobTitle', operator: 'startsWith', value: 'sales' },
          { id: 3, field: 'manager', operator: 'isNotEmpty' },
        ],
      },
    },
  ],
  [
    'quick filter on formatted text, all values',
    { filterModel: { items: [], quickFilterValues: ['ber', 'senior'] }, sortModel: [{ field: 'name', sort: 'asc' }] },
  ],
  [
    'quick filter, any value, number equality',
    {
      filterModel: { items: [], quickFilterValues: ['Nairobi', '42'], quickFilterLogicOperator: GridLogicOperator.Or },
    },
  ],
  [
    'quick filter skips hidden columns',
    { filterModel: { items: [], quickFilterValues: ['ber'] }, columnVisibilityModel: { office: false } },
  ],
  [
    'ignoring accents',
    {
      filterModel: { items: [{ id: 1, field: 'name', operator: 'contains', value: 'chloe' }] },
      ignoreDiacritics: true,
    },
  ],
];

describe('fake server sorting and filtering match the real grid', () => {
  it('the quick filter ignores a hidden column, as the grid does', () => {
    const visible = serverIds(employees, employeeColumns, { filterModel: { items: [], quickFilterValues: ['ber'] } });
    const hidden = serverIds(employees, employeeColumns, employeeQueries[8]![1]);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.length).toBeLessThan(visible.length);
  });

  it.each(employeeQueries)('employees: %s', (_name, query) => {
    const expected = gridIds(employees, employeeColumns, query);
    const actual = serverIds(employees, employeeColumns, query);
    expect(actual.length).toBeGreaterThan(0);
    expect(actual).toEqual(expected);
  });

  it('commodities: money range, date range and a sort on a formatted column', () => {
    const query: Query = {
      filterModel: {
        items: [
          { id: 1, field: 'totalPrice', operator: '>=', value: '50000' },
          { id: 2, field: 'tradeDate', operator: 'onOrBefore', value: '2024-09-30' },
          { id: 3, field: 'status', operator: 'isAnyOf', value: ['Filled', 'Partially filled'] },
        ],
      },
      sortModel: [
        { field: 'commodity', sort: 'asc' },
        { field: 'filledRatio', sort: 'desc' },
      ],
    };
    const actual = serverIds(trades, tradeColumns, query);
    expect(actual.length).toBeGreaterThan(5);
    expect(actual).toEqual(gridIds(trades, tradeColumns, query));
  });

  it('movies: quick filter on a number column formatted as text', () => {
    const query: Query = {
      filterModel: { items: [{ id: 1, field: 'genre', operator: 'not', value: 'Drama' }], quickFilterValues: ['the'] },
      sortModel: [{ field: 'gross', sort: 'desc' }],
    };
    const actual = serverIds(movieRows, createMovieColumns(), query);
    expect(actual.length).toBeGreaterThan(5);
    expect(actual).toEqual(gridIds(movieRows, createMovieColumns(), query));
  });
});

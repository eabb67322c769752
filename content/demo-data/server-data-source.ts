import type { GridColDef, GridRowId, GridValidRowModel } from '@mui/x-data-grid';
import {
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunctionDataSource,
  type GridAggregationModel,
  type GridDataSource as GridDataSourcePremium,
  type GridGetRowsParams as GridGetRowsParamsPremium,
  type GridGetRowsResponse as GridGetRowsResponsePremium,
} from '@mui/x-data-grid-premium';
import type { FakeGridServer } from './fake-grid-server';
import { filterGridRows, getGridRowValue, sortGridRows } from './grid-query';

/**
 * A `dataSource` for Data Grid Pro and Premium on top of `createFakeGridServer`: tree data
 * (`groupKeys`), row grouping (`groupFields`), aggregation (`aggregationModel`, `aggregateRow`) and
 * lazy loading (`start`/`end` with or without a known row count). Rows it sends carry two extra
 * fields: `groupKey` (read by `getGroupKey`) and `childrenCount` (read by `getChildrenCount`).
 */

/** Options of `createServerDataSource`. */
export interface ServerDataSourceOptions<R extends GridValidRowModel> {
  /** Tree data: the path of each row, as for the grid's `getTreeDataPath`. @default no tree */
  getTreeDataPath?: (row: R) => readonly string[];
  /**
   * Whether answers include the total row count. With `false` (lazy loading with an unknown count)
   * they say `pageInfo.hasNextPage` instead, and give the count once the last rows are sent.
   * @default true
   */
  rowCountKnown?: boolean;
}

/** The parameters the Pro and Premium grids send. */
export type ServerGetRowsParams = GridGetRowsParamsPremium & { groupKeys?: string[] };

/** A row as sent: the stored row, or a group row, with its group key and children count. */
export type ServerRow = GridValidRowModel & { groupKey: string; childrenCount: number };

const keyOf = (value: unknown) => (value instanceof Date ? value.toISOString() : value == null ? '' : String(value));

function aggregate<R extends GridValidRowModel>(
  rows: readonly R[],
  columns: Map<string, GridColDef<R>>,
  model: GridAggregationModel | undefined,
  groupId: GridRowId,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [field, name] of Object.entries(model ?? {})) {
    const column = columns.get(field);
    const fn = GRID_AGGREGATION_FUNCTIONS[name as keyof typeof GRID_AGGREGATION_FUNCTIONS];
    if (!column || !fn) continue;
    // `values` is typed per function (numbers, dates); the column types the grid offers them for match.
    const values = rows.map((row) => getGridRowValue(row, column)) as never[];
    result[field] = fn.apply({ values, groupId, field });
  }
  return result;
}

/**
 * The aggregation functions the server computes, for the grid's `aggregationFunctions` prop (with
 * a data source the grid offers none until told): sum, avg, min, max and size.
 */
export const serverAggregationFunctions: Record<string, GridAggregationFunctionDataSource> = Object.fromEntries(
  Object.entries(GRID_AGGREGATION_FUNCTIONS).map(([name, { apply: _apply, ...described }]) => [name, described]),
);

/** Creates the data source; pass it to `DataGridPro`/`DataGridPremium` as `dataSource`. */
export function createServerDataSource<R extends GridValidRowModel>(
  server: FakeGridServer<R>,
  { getTreeDataPath, rowCountKnown = true }: ServerDataSourceOptions<R> = {},
) {
  const columns = new Map(server.columns.map((column) => [column.field, column]));
  const getRowId = server.options.getRowId ?? ((row: R) => row.id as GridRowId);
  const valueOf = (row: R, field: string) => {
    const column = columns.get(field);
    return column ? getGridRowValue(row, column) : row[field];
  };

  /** Tree data: the children of `parent`, kept when they or a descendant pass the filter. */
  function treeLevel(params: ServerGetRowsParams, parent: readonly string[]): ServerRow[] {
    const pathOf = getTreeDataPath!;
    const passing = filterGridRows(server.rows, server.columns, params.filterModel, server.options);
    // Every folder on the way to a passing row stays, so the reader can reach it.
    const kept = new Set<string>();
    for (const row of passing) {
      const path = pathOf(row);
      for (let depth = 1; depth <= path.length; depth += 1) kept.add(path.slice(0, depth).join('/'));
    }
    const under = (row: R, prefix: readonly string[]) => prefix.every((part, index) => pathOf(row)[index] === part);
    const children = server.rows.filter((row) => {
      const path = pathOf(row);
      return path.length === parent.length + 1 && under(row, parent) && kept.has(path.join('/'));
    });
    return sortGridRows(children, server.columns, params.sortModel).map((row) => {
      const path = pathOf(row);
      const descendants = passing.filter((other) => pathOf(other).length > path.length && under(other, path));
      const childrenCount = descendants.filter((other) => pathOf(other).length === path.length + 1).length;
      const totals = childrenCount > 0 ? aggregate(descendants, columns, params.aggregationModel, getRowId(row)) : {};
      return { ...row, ...totals, groupKey: path[path.length - 1] ?? '', childrenCount };
    });
  }

  /** Row grouping: the groups of the next grouped field, or the leaves of the deepest group. */
  function groupLevel(params: ServerGetRowsParams, fields: readonly string[], keys: readonly string[]): ServerRow[] {
    const inGroup = server
      .query(params)
      .filter((row) => keys.every((key, index) => keyOf(valueOf(row, fields[index]!)) === key));
    const field = fields[keys.length];
    if (field === undefined)
      return inGroup.map((row) => ({ ...row, groupKey: String(getRowId(row)), childrenCount: 0 }));
    const groups = new Map<string, R[]>();
    for (const row of inGroup) {
      const key = keyOf(valueOf(row, field));
      const members = groups.get(key);
      if (members) members.push(row);
      else groups.set(key, [row]);
    }
    const groupRows = [...groups].map(([key, members]) => {
      const id = `group:${JSON.stringify([...keys, key])}`;
      const totals = aggregate(members, columns, params.aggregationModel, id);
      return { id, [field]: valueOf(members[0]!, field), ...totals, groupKey: key, childrenCount: members.length };
    });
    return sortGridRows(groupRows, server.columns as GridColDef<ServerRow>[], params.sortModel);
  }

  const dataSource = {
    getRows: (params: ServerGetRowsParams): Promise<GridGetRowsResponsePremium> =>
      server.request(() => {
        const keys = params.groupKeys ?? [];
        const fields = params.groupFields ?? [];
        const level = getTreeDataPath
          ? treeLevel(params, keys)
          : fields.length > 0
            ? groupLevel(params, fields, keys)
            : server.query(params).map((row) => ({ ...row, groupKey: String(getRowId(row)), childrenCount: 0 }));
        const aggregateRow = params.aggregationModel
          ? aggregate(server.query(params), columns, params.aggregationModel, 'root')
          : undefined;
        // Children of an expanded row come all at once; the count the grid keeps is the top level's.
        const topCount =
          keys.length === 0
            ? level.length
            : (getTreeDataPath ? treeLevel(params, []) : groupLevel(params, fields, [])).length;
        const start = Number(params.start);
        const end = params.end + 1;
        const rows = keys.length === 0 ? level.slice(start, end) : level;
        const countKnown = rowCountKnown || end >= topCount;
        return {
          rows,
          ...(countKnown ? { rowCount: topCount } : {}),
          pageInfo: { hasNextPage: keys.length === 0 ? end < topCount : false },
          ...(aggregateRow ? { aggregateRow } : {}),
        };
      }),
    getGroupKey: (row: GridValidRowModel) => (row as ServerRow).groupKey,
    getChildrenCount: (row: GridValidRowModel) => (row as ServerRow).childrenCount,
    getAggregatedValue: (row: GridValidRowModel, field: string) => row[field],
  } satisfies GridDataSourcePremium;
  return dataSource;
}

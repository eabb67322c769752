import type {
  GridColDef,
  GridDataSource,
  GridFilterModel,
  GridGetRowsResponse,
  GridRowId,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import { createRandom } from './random';
import { filterGridRows, sortGridRows, type GridQueryOptions } from './grid-query';

/** Options of `createFakeGridServer`. */
export interface FakeGridServerOptions<R extends GridValidRowModel> extends GridQueryOptions<R> {
  /** Every row "in the database". */
  rows: readonly R[];
  /** The columns the grid shows: sorting and filtering use their types, getters and operators. */
  columns: readonly GridColDef<R>[];
  /** Milliseconds each request takes. @default 400 */
  latency?: number;
  /** Share of requests (0 to 1) that fail, picked by a seeded generator so runs repeat. @default 0 */
  failureRate?: number;
  /** Seed of the failure generator. @default 1 */
  seed?: number;
}

/** Sorting and filtering of one request, as the grid describes them. */
export interface FakeGridQuery {
  sortModel?: GridSortModel;
  filterModel?: GridFilterModel;
}

/** A page of rows with the number of rows that pass the filter. */
export interface FakeGridPage<R> {
  rows: R[];
  rowCount: number;
}

/** A cursor page: `nextCursor` is `null` on the last page. */
export interface FakeGridCursorPage<R> extends FakeGridPage<R> {
  nextCursor: string | null;
}

/** Thrown by a request that failed on purpose (`failNext` or `failureRate`). */
export class FakeServerError extends Error {
  override name = 'FakeServerError';
}

/**
 * A pretend back end over in-memory rows: every request waits `latency` ms, may fail on demand,
 * and sorts and filters with the grid's own rules (see `grid-query`).
 */
export function createFakeGridServer<R extends GridValidRowModel>(options: FakeGridServerOptions<R>) {
  const { columns, latency = 400, failureRate = 0, seed = 1 } = options;
  // A copy, so `updateRow` changes this server's rows and never the caller's array.
  let rows: readonly R[] = [...options.rows];
  const random = createRandom(seed);
  const getRowId = options.getRowId ?? ((row: R) => row.id as GridRowId);
  let pendingFailures = 0;
  let down = false;
  let requestCount = 0;
  let lastQuery: { key: string; rows: R[] } | undefined;

  /** The rows that pass the filter, in sort order; synchronous, no latency, never fails. */
  function query({ sortModel, filterModel }: FakeGridQuery = {}): R[] {
    const key = JSON.stringify([sortModel ?? [], filterModel ?? null]);
    if (lastQuery?.key !== key) {
      const filtered = filterGridRows(rows, columns, filterModel, options);
      lastQuery = { key, rows: sortGridRows(filtered, columns, sortModel, options) };
    }
    return lastQuery.rows;
  }

  /** Runs `work` as one request: waits, then fails if asked to, else resolves with its result. */
  function request<T>(work: () => T): Promise<T> {
    requestCount += 1;
    const number = requestCount;
    const fails = down || pendingFailures > 0 || (failureRate > 0 && random() < failureRate);
    if (pendingFailures > 0) pendingFailures -= 1;
    return new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (fails) {
          reject(new FakeServerError(`The demo server failed request ${number} on purpose. Try again.`));
          return;
        }
        try {
          resolve(work());
        } catch (error) {
          reject(error);
        }
      }, latency);
    });
  }

  /** Rows `start` (included) to `end` (excluded) of the sorted, filtered rows. */
  function getRows(params: FakeGridQuery & { start: number; end: number }): Promise<FakeGridPage<R>> {
    return request(() => {
      const all = query(params);
      return { rows: all.slice(params.start, params.end), rowCount: all.length };
    });
  }

  /** One page, counted from 0. */
  function getPage(params: FakeGridQuery & { page: number; pageSize: number }): Promise<FakeGridPage<R>> {
    return getRows({ ...params, start: params.page * params.pageSize, end: (params.page + 1) * params.pageSize });
  }

  /**
   * The `pageSize` rows from `cursor` on (from the first row without a cursor). A cursor is the id
   * of the next page's first row, so rows stay continuous even if the client skips pages.
   */
  function getCursorPage(
    params: FakeGridQuery & { cursor?: string | null; pageSize: number },
  ): Promise<FakeGridCursorPage<R>> {
    return request(() => {
      const all = query(params);
      const start = params.cursor == null ? 0 : all.findIndex((row) => String(getRowId(row)) === params.cursor);
      if (start < 0) throw new FakeServerError(`Unknown cursor "${params.cursor}" for this sort and filter.`);
      const next = all[start + params.pageSize];
      return {
        rows: all.slice(start, start + params.pageSize),
        rowCount: all.length,
        nextCursor: next ? String(getRowId(next)) : null,
      };
    });
  }

  /**
   * A `GridDataSource` for a flat grid with `paginationMode`, `sortingMode` and `filterMode` set to
   * "server". It serves `start` to `end` (the grid's `end` is included); a string `start` is read as
   * a cursor from `nextCursor`, and the answer then carries `pageInfo.nextCursor`.
   */
  const dataSource: GridDataSource = {
    getRows: async (params): Promise<GridGetRowsResponse> => {
      if (typeof params.start === 'string') {
        const pageSize = params.paginationModel?.pageSize ?? params.end + 1;
        const page = await getCursorPage({ ...params, cursor: params.start, pageSize });
        return {
          ...page,
          pageInfo: { hasNextPage: page.nextCursor !== null, nextCursor: page.nextCursor ?? undefined },
        };
      }
      return getRows({ ...params, start: params.start, end: params.end + 1 });
    },
  };

  /** Saves `row` over the stored row with the same id; resolves with the row as stored. */
  function updateRow(row: R): Promise<R> {
    return request(() => {
      const id = getRowId(row);
      const index = rows.findIndex((stored) => getRowId(stored) === id);
      if (index < 0) throw new FakeServerError(`No row with id "${String(id)}" on the server.`);
      rows = rows.map((stored, position) => (position === index ? row : stored));
      lastQuery = undefined; // sorted and filtered answers may change with the new values
      return row;
    });
  }

  return {
    /** Every stored row, with the changes `updateRow` saved. */
    get rows() {
      return rows;
    },
    columns,
    /** The sorting and filtering options the server was made with. */
    options: options as GridQueryOptions<R>,
    query,
    request,
    getRows,
    getPage,
    getCursorPage,
    updateRow,
    dataSource,
    /** Makes the next `count` requests fail with a `FakeServerError`. @default 1 */
    failNext(count = 1) {
      pendingFailures += count;
    },
    /** While `true`, every request fails with a `FakeServerError` (a server that is down). */
    setDown(value: boolean) {
      down = value;
    },
    /** How many requests were made so far. */
    get requestCount() {
      return requestCount;
    },
  };
}

/** What `createFakeGridServer` returns. */
export type FakeGridServer<R extends GridValidRowModel> = ReturnType<typeof createFakeGridServer<R>>;
